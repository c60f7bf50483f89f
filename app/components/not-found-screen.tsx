import { Link } from "react-router";
import { MessageScreen } from "#app/components/message-screen.tsx";

/**
 * The 404 screen (DECISIONS.md item 5): SPEC.md's heading, with helpful links instead of a
 * developer hint. With isGone, the 410 screen of a page the site took down, with the same links.
 */
export function NotFoundScreen({ isGone = false }: { isGone?: boolean }) {
  return (
    <MessageScreen
      title={isGone ? "No Longer Listed" : "404 Page Not Found"}
      text={
        isGone
          ? "This page has been taken down. Our current hotels and guides are one click away."
          : "We couldn't find that page. It may have moved, or the address may have a typo."
      }
    >
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <Link
            className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            to="/"
          >
            Go to the home page
          </Link>
        </li>
        <li>
          <Link
            className="inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
            to="/hotels"
          >
            Browse hotels
          </Link>
        </li>
        <li>
          <Link
            className="inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
            to="/blog"
          >
            Read the travel blog
          </Link>
        </li>
      </ul>
    </MessageScreen>
  );
}
