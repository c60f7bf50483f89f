// Newsletter signup (SPEC.md sections 4, 5 and 8). The form posts to the home route's action,
// through a fetcher when scripts run (the page stays, the server's toast shows, the address
// clears on success) and as a plain post without them (the answer shows under the form).
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useServerToast, type ServerToast } from "#app/components/ui/toast.tsx";
import { NEWSLETTER_CONSENT } from "#app/domain/newsletter.ts";

/** What the home route's action answers to a signup. */
export interface NewsletterAnswer {
  newsletter: { status: "success" | "error"; message: string };
  toast: ServerToast;
}

export const NEWSLETTER_ACTION = "/?index";
/** The form's id: a plain post returns to it (the action's fragment), and links can open it. */
export const NEWSLETTER_ANCHOR = "newsletter";

export function NewsletterForm({ answer }: { answer?: NewsletterAnswer }) {
  const id = useId();
  const fetcher = useFetcher<NewsletterAnswer>();
  const form = useRef<HTMLFormElement>(null);
  useServerToast(fetcher.data?.toast);
  const succeededId = fetcher.data?.newsletter.status === "success" ? fetcher.data.toast.id : null;
  useEffect(() => {
    if (succeededId) form.current?.reset();
  }, [succeededId]);
  // A plain post (no scripts) answers with the page; the fetcher's answers show as toasts.
  const result = fetcher.data ? undefined : answer?.newsletter;

  return (
    <fetcher.Form
      ref={form}
      id={NEWSLETTER_ANCHOR}
      method="post"
      // Without scripts the answer is a whole new page, opened at the form rather than at its
      // top, where the confirmation under the form would be screens away.
      action={`${NEWSLETTER_ACTION}#${NEWSLETTER_ANCHOR}`}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-2xl bg-brand-900 px-6 py-10 text-white sm:px-10"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
        Get Ghana travel tips in your inbox
      </h2>
      {/* The words a sign-up agrees to: each consent record keeps this version of them. */}
      <p className="mt-2 max-w-2xl text-brand-50">{NEWSLETTER_CONSENT.text}</p>
      <div className="mt-6 flex max-w-xl flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          className="w-full flex-1 rounded-md border border-white/40 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500"
        />
        <Button
          variant="accent"
          size="lg"
          isPending={fetcher.state !== "idle"}
          pendingLabel="Subscribing..."
        >
          Subscribe
        </Button>
      </div>
      {result ? (
        <p
          role={result.status === "error" ? "alert" : "status"}
          className={`mt-4 rounded-md px-4 py-2 font-medium ${
            result.status === "error" ? "bg-red-700 text-white" : "bg-white text-emerald-900"
          }`}
        >
          {result.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
