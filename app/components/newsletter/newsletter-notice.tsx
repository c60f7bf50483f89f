// The small pages a newsletter link opens: one message, and at most one or two buttons. Their
// words come in the page's data in its language (app/content/i18n/, `newsletterPages`), so
// neither language's script carries the other's.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Heading } from "#app/components/ui/heading.tsx";

export interface NoticeLink {
  href: string;
  label: string;
}

export interface LinkProblemWords {
  problems: Record<"invalid" | "expired" | "used", { title: string; text: string }>;
  signUp: NoticeLink;
  guides: NoticeLink;
}

export function NewsletterNotice(props: {
  title: string;
  guides: NoticeLink;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20">
      <Heading level={1} size="title">
        {props.title}
      </Heading>
      <div className="mt-4 space-y-4 leading-7 text-slate-700">{props.children}</div>
      <p className="mt-8">
        <Link
          to={props.guides.href}
          className="font-semibold text-brand-800 underline hover:text-brand-900"
        >
          {props.guides.label}
        </Link>
      </p>
    </section>
  );
}

/** A sentence with the reader's address, in bold, where its words say `{email}`. */
export function WithEmail({ text, email }: { text: string; email: string }) {
  const [before, after] = text.split("{email}");
  return (
    <>
      {before}
      <strong>{email}</strong>
      {after}
    </>
  );
}

/** What a forged, damaged or expired link shows: what happened and what to do now. */
export function LinkProblem(props: {
  status: "invalid" | "expired" | "used";
  words: LinkProblemWords;
}) {
  const { problems, signUp, guides } = props.words;
  const words = problems[props.status];
  return (
    <NewsletterNotice title={words.title} guides={guides}>
      <p>{words.text}</p>
      <p>
        <Link to={signUp.href} className="font-semibold text-brand-800 underline">
          {signUp.label}
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
