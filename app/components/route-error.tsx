import { isRouteErrorResponse, Link, useRouteError } from "react-router";

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
      <h1 className="text-3xl font-bold text-slate-900">
        {isNotFound ? props.notFoundTitle : "Something went wrong"}
      </h1>
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
