import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { MessageScreen } from "#app/components/message-screen.tsx";

const ELSEWHERE: Elsewhere = {
  label: "Elsewhere on the site",
  links: [
    { href: "/hotels", label: "All hotels in Ghana" },
    { href: "/cities", label: "Cities" },
    { href: "/blog", label: "Travel guides" },
    { href: "/faq", label: "FAQ" },
  ],
};

export interface Elsewhere {
  label: string;
  links: readonly { href: string; label: string }[];
}

/**
 * A route's error screen: its own wording for 404 and for 410 (an item the site took down, with
 * places to go instead), a generic message otherwise. A French page gives all its words, the
 * places elsewhere included (issue 44), from its error's data.
 */
export function RouteError(props: {
  notFoundTitle: string;
  notFoundText: string;
  /** Said when the item was archived (410 Gone). */
  goneText?: string;
  goneTitle?: string;
  backHref: string;
  backLabel: string;
  elsewhere?: Elsewhere;
}) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const isGone = status === 410;
  const isMissing = status === 404 || isGone;
  const elsewhere = props.elsewhere ?? ELSEWHERE;
  const unreadable =
    isRouteErrorResponse(error) && error.status === 400 && typeof error.data === "string"
      ? `${error.data} Nothing was saved.`
      : null;
  return (
    <MessageScreen
      title={
        isGone
          ? (props.goneTitle ?? "No Longer Listed")
          : isMissing
            ? props.notFoundTitle
            : unreadable
              ? "We could not read that"
              : "Something went wrong"
      }
      text={
        isGone
          ? (props.goneText ?? "This page has been taken down.")
          : isMissing
            ? props.notFoundText
            : (unreadable ?? "We could not load this page. Please try again in a moment.")
      }
    >
      <Link
        to={props.backHref}
        className="mt-8 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {props.backLabel}
      </Link>
      {isMissing ? (
        <nav aria-label={elsewhere.label} className="mt-8">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-brand-800">
            {elsewhere.links
              .filter((link) => link.href !== props.backHref)
              .map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="underline hover:text-brand-900">
                    {link.label}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      ) : null}
    </MessageScreen>
  );
}
