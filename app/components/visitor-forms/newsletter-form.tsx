// Newsletter signup (SPEC.md sections 4, 5 and 8), in the page's language: its words come from the
// route's loader (app/content/i18n/, docs/decisions/048), so no page's script carries another
// language's. It posts to its page's action: through a fetcher when scripts run (the page stays,
// the server's toast shows, the address clears on success) and as a plain post without them (the
// answer shows under the form, tied to the address it is about).
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Honeypot } from "#app/components/visitor-forms/honeypot.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useServerToast, type ServerToast } from "#app/components/ui/toast.tsx";
import { CONTACT_LIMITS } from "#app/domain/forms/form-fields.ts";

/** What a sign-up page's action answers. */
export interface NewsletterAnswer {
  /** `email`: what was typed, kept in the field after a refusal. */
  newsletter: { status: "success" | "error"; message: string; email?: string };
  toast: ServerToast;
}

/** What a page's clientAction answers when the server could not be reached: worded here. */
export interface NewsletterUnreachable {
  unreachable: true;
  id: string;
}

/** The form's own words, in the page's language. */
export interface NewsletterFormWords {
  title: string;
  /** The words a sign-up agrees to (NEWSLETTER_CONSENT): each consent record keeps them. */
  consent: string;
  email: string;
  placeholder: string;
  subscribe: string;
  subscribing: string;
  /** The notice and toast when the server could not be reached. */
  failed: string;
  errorTitle: string;
  honeypot: string;
}

/** The home page's action, which takes the English sign-up. */
export const NEWSLETTER_ACTION = "/?index";
/** The form's id: a plain post returns to it (the action's fragment), and links can open it. */
export const NEWSLETTER_ANCHOR = "newsletter";

/** A sign-up page's clientAction: when the server cannot be reached, the form words it. */
export async function subscribeOrUnreachable<Answer>(
  serverAction: () => Promise<Answer>,
): Promise<Answer | NewsletterUnreachable> {
  try {
    return await serverAction();
  } catch {
    return { unreachable: true, id: crypto.randomUUID() };
  }
}

function worded(
  answer: NewsletterAnswer | NewsletterUnreachable | undefined,
  words: NewsletterFormWords,
): NewsletterAnswer | undefined {
  if (!answer || !("unreachable" in answer)) return answer;
  return {
    newsletter: { status: "error", message: words.failed },
    toast: {
      id: answer.id,
      title: words.errorTitle,
      description: words.failed,
      variant: "destructive",
    },
  };
}

export function NewsletterForm({
  answer,
  words,
  action,
}: {
  answer?: NewsletterAnswer;
  words: NewsletterFormWords;
  /** The page whose action takes the sign-up: the form's own page. */
  action: string;
}) {
  // One sign-up form a page: its ids follow the form's own.
  const id = NEWSLETTER_ANCHOR;
  const fetcher = useFetcher<NewsletterAnswer | NewsletterUnreachable>();
  const fetched = worded(fetcher.data, words);
  const form = useRef<HTMLFormElement>(null);
  useServerToast(fetched?.toast);
  const succeededId = fetched?.newsletter.status === "success" ? fetched.toast.id : null;
  useEffect(() => {
    if (succeededId) form.current?.reset();
  }, [succeededId]);
  // A plain post (no scripts) answers with the page; the fetcher's answers show as toasts.
  const result = fetched ? undefined : answer?.newsletter;
  const isRefused = result?.status === "error";

  return (
    <fetcher.Form
      ref={form}
      id={NEWSLETTER_ANCHOR}
      method="post"
      // Without scripts the answer is a whole new page, opened at the form rather than at its
      // top, where the confirmation under the form would be screens away.
      action={`${action}#${NEWSLETTER_ANCHOR}`}
      aria-labelledby={`${id}-title`}
      className="relative scroll-mt-20 rounded-2xl bg-brand-900 px-6 py-10 text-white sm:px-10"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
        {words.title}
      </h2>
      {/* The words a sign-up agrees to: each consent record keeps this version of them. */}
      <p className="mt-2 max-w-2xl text-brand-50">{words.consent}</p>
      <div className="mt-6 flex max-w-xl flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {words.email}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={CONTACT_LIMITS.email}
          autoComplete="email"
          placeholder={words.placeholder}
          defaultValue={isRefused ? result.email : undefined}
          aria-invalid={isRefused || undefined}
          aria-describedby={result ? `${id}-result` : undefined}
          className="w-full flex-1 rounded-md border border-white/40 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500"
        />
        <Button
          variant="accent"
          size="lg"
          isPending={fetcher.state !== "idle"}
          pendingLabel={words.subscribing}
        >
          {words.subscribe}
        </Button>
      </div>
      <Honeypot label={words.honeypot} />
      {result ? (
        <p
          id={`${id}-result`}
          role={isRefused ? "alert" : "status"}
          className={`mt-4 rounded-md px-4 py-2 font-medium ${
            isRefused ? "bg-red-700 text-white" : "bg-white text-emerald-900"
          }`}
        >
          {result.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
