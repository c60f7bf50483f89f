// GET /newsletter/confirm?token=: the double opt-in link. Following it makes the address active
// (once); a used, expired or forged link gets a page that says so and what to do.
import { data, Link } from "react-router";
import {
  LinkProblem,
  NewsletterNotice,
  PRIVATE_HEADERS,
} from "#app/components/newsletter/newsletter-notice.tsx";
import { buildMeta } from "#app/seo/meta.ts";
import { confirmSubscription } from "#app/use-cases/newsletter/confirm.server.ts";
import type { Route } from "./+types/newsletter-confirm";

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await confirmSubscription(token);
  // Every link's state is a page of its own (confirmSubscription never refuses).
  if (!outcome.ok) throw new Response(outcome.error, { status: outcome.status });
  const { ok: _ok, ...link } = outcome;
  const status = link.status === "invalid" ? 400 : link.status === "expired" ? 410 : 200;
  return data(link, { status, headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function NewsletterConfirmRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.status === "already-confirmed") {
    return (
      <NewsletterNotice title="You're subscribed">
        <p>
          Already confirmed: this link has done its work, and the address it was sent to is on our
          list.
        </p>
        <p>Every e-mail we send has a link to change your preferences or unsubscribe.</p>
      </NewsletterNotice>
    );
  }
  if (loaderData.status === "confirmed") {
    return (
      <NewsletterNotice title="You're subscribed">
        <p>
          Thank you for confirming. Our Ghana travel tips will come to{" "}
          <strong>{loaderData.email}</strong>.
        </p>
        <p>
          Every e-mail has an unsubscribe link, and you can{" "}
          <Link
            to={`/newsletter/preferences?token=${loaderData.unsubscribeToken}`}
            className="font-semibold text-brand-800 underline"
          >
            change your mind here
          </Link>{" "}
          at any time.
        </p>
      </NewsletterNotice>
    );
  }
  return <LinkProblem status={loaderData.status} />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches[0].loaderData.site, {
    title: "Newsletter Confirmation",
    path: "/newsletter/confirm",
    index: false,
  });
