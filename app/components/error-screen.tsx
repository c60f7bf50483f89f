// The screens of the root's error boundary (app/root.tsx), in a file of their own: the server
// renders them in full, and a browser loads this script only when a boundary shows one, so a page
// that works does not carry them (issue 42).
import { NotFoundScreen } from "#app/components/not-found-screen.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

export type ErrorKind = "not-found" | "gone" | "unavailable" | "said" | "too-large" | "failed";

/** The server's own sentence: a form it could not read, or what a role may not do. */
export interface Said {
  isForbidden: boolean;
  text: string;
}

export default function ErrorScreen({ kind, said }: { kind: ErrorKind; said: Said | null }) {
  if (kind === "not-found" || kind === "gone") return <NotFoundScreen isGone={kind === "gone"} />;
  if (kind === "unavailable") {
    return (
      <Message title="We'll be right back">
        This part of the site is briefly unavailable while we reconnect. Please try again in a
        minute. Hotel pages and travel guides still work in the meantime:{" "}
        <a className="font-semibold text-brand-700 underline" href="/hotels">
          browse hotels
        </a>{" "}
        or{" "}
        <a className="font-semibold text-brand-700 underline" href="/blog">
          read the blog
        </a>
        .
      </Message>
    );
  }
  if (kind === "said" && said) {
    return (
      <Message title={said.isForbidden ? "Not open to your role" : "We could not read that"}>
        {said.isForbidden ? said.text : `${said.text} Nothing was saved.`}
      </Message>
    );
  }
  if (kind === "too-large") {
    return (
      <Message title="That was too much to send">
        The form you sent is larger than we accept, so nothing was saved. Go back, shorten your
        message, and send it again.
      </Message>
    );
  }
  return (
    <Message title="Something went wrong">
      We could not load this page. Please try again in a moment, or go back to the{" "}
      <a className="font-semibold text-brand-700 underline" href="/">
        home page
      </a>
      .
    </Message>
  );
}

function Message({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <Heading level={1} size="title">
        {title}
      </Heading>
      <p className="mt-4 text-slate-700">{children}</p>
    </section>
  );
}
