// Newsletter signup (SPEC.md sections 4, 5 and 8). Without JS it posts to the home route's
// action, which answers with a visible message; with JS it calls POST /api/subscribe and toasts.
import { useId, useState, type FormEvent } from "react";
import { postJson } from "#app/browser/post-json.ts";
import { useToast } from "#app/components/ui/toast.tsx";

/** What the home route's action answers to a no-JS signup. */
export interface NewsletterResult {
  status: "success" | "error";
  message: string;
}

export const NEWSLETTER_ACTION = "/?index";

export function NewsletterForm({ result }: { result?: NewsletterResult }) {
  const id = useId();
  const toast = useToast();
  const [email, setEmail] = useState("");
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Submitting while empty does nothing (SPEC.md section 5); the browser's check covers it.
    if (!email.trim()) return;
    setIsSubmitting(true);
    try {
      await postJson("/api/subscribe", { email });
      setEmail("");
      toast({ title: "Success!", description: "You've been subscribed to our newsletter." });
    } catch {
      toast({
        title: "Error",
        description: "Failed to subscribe. Please try again.",
        variant: "destructive",
      });
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form
      method="post"
      action={NEWSLETTER_ACTION}
      onSubmit={handleSubmit}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-brand-900 px-6 py-10 text-white sm:px-10"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
        Get Ghana travel tips in your inbox
      </h2>
      <p className="mt-2 max-w-2xl text-brand-50">
        New guides, hotel picks and seasonal advice for travelling in Ghana.
      </p>
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
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="w-full flex-1 rounded-md border border-white/40 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500"
        />
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-md bg-kente-gold px-6 py-2.5 font-semibold text-slate-900 hover:bg-yellow-400 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {isSubmitting ? "Subscribing..." : "Subscribe"}
        </button>
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
    </form>
  );
}
