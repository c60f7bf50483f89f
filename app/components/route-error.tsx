import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Heading } from "#app/components/ui/heading.tsx";

/** A route's error screen: its own not-found wording for 404, a generic message otherwise. */
export function RouteError(props: {
  notFoundTitle: string;
  notFoundText: string;
  backHref: string;
  backLabel: string;
}) {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <Heading level={1} size="title">
        {isNotFound ? props.notFoundTitle : "Something went wrong"}
      </Heading>
      <p className="mt-4 text-slate-700">
        {isNotFound
          ? props.notFoundText
          : "We could not load this page. Please try again in a moment."}
      </p>
      <Link
        to={props.backHref}
        className="mt-8 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {props.backLabel}
      </Link>
    </section>
  );
}
