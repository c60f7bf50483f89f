// The small pages a newsletter link opens: one message, and at most one or two buttons.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Heading } from "#app/components/ui/heading.tsx";

export function NewsletterNotice(props: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20">
      <Heading level={1} size="title">
        {props.title}
      </Heading>
      <div className="mt-4 space-y-4 leading-7 text-slate-700">{props.children}</div>
      <p className="mt-8">
        <Link to="/blog" className="font-semibold text-brand-800 underline hover:text-brand-900">
          Read the latest Ghana travel guides
        </Link>
      </p>
    </section>
  );
}

/** What a forged, damaged or expired link shows: what happened and what to do now. */
export function LinkProblem({ status }: { status: "invalid" | "expired" | "used" }) {
  const words = {
    invalid: {
      title: "This link does not work",
      text: "The link is incomplete or was changed. Open it again from the e-mail, or copy the whole address into your browser.",
    },
    expired: {
      title: "This link has expired",
      text: "Confirmation links work for 7 days. Sign up again on the home page and we will send a new one.",
    },
    used: {
      title: "This link was already used",
      text: "Each confirmation link works once. If you are not receiving our e-mails, sign up again on the home page.",
    },
  }[status];
  return (
    <NewsletterNotice title={words.title}>
      <p>{words.text}</p>
      <p>
        <Link to="/#newsletter" className="font-semibold text-brand-800 underline">
          Go to the newsletter sign-up
        </Link>
      </p>
    </NewsletterNotice>
  );
}

/** Newsletter link pages are for one reader: never cached, never indexed. */
export const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};
