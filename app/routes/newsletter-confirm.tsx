// /newsletter/confirm?token=: the double opt-in link. GET shows a "Confirm my subscription"
// button and changes nothing, so a mail scanner that opens every link confirms nobody; the
// button's POST (a plain form, no script needed; the signed token is its proof, so another site
// cannot forge it) makes the address active, once. A used, expired or forged link gets a page
// that says so and what to do.
import { data, Form, Link } from "react-router";
import {
  LinkProblem,
  NewsletterNotice,
  PRIVATE_HEADERS,
} from "#app/components/newsletter/newsletter-notice.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { buildMeta } from "#app/seo/meta.ts";
import { confirmSubscription, readConfirmLink } from "#app/use-cases/newsletter/confirm.server.ts";
import type { Route } from "./+types/newsletter-confirm";

const STATUS_OF = { invalid: 400, expired: 410 } as const;

function tokenOf(request: Request) {
  return new URL(request.url).searchParams.get("token") ?? "";
}

export async function loader({ request }: Route.LoaderArgs) {
  const link = await readConfirmLink(tokenOf(request));
  const status =
    link.status === "invalid" || link.status === "expired" ? STATUS_OF[link.status] : 200;
  return data(link, { status, headers: PRIVATE_HEADERS });
}

export async function action({ request }: Route.ActionArgs) {
  const outcome = await confirmSubscription(tokenOf(request));
  // Every link's state is a page of its own (confirmSubscription never refuses).
  if (!outcome.ok) throw new Response(outcome.error, { status: outcome.status });
  const { ok: _ok, ...link } = outcome;
  const status =
    link.status === "invalid" || link.status === "expired" ? STATUS_OF[link.status] : 200;
  return data(link, { status, headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function NewsletterConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const link = actionData ?? loaderData;
  if (link.status === "pending") {
    return (
      <NewsletterNotice title="Confirm your subscription">
        <p>Press the button to start receiving our Ghana travel tips.</p>
        <Form method="post">
          <Button>Confirm my subscription</Button>
        </Form>
      </NewsletterNotice>
    );
  }
  if (link.status === "already-confirmed") {
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
  if (link.status === "confirmed") {
    return (
      <NewsletterNotice title="You're subscribed">
        <p>
          Thank you for confirming. Our Ghana travel tips will come to <strong>{link.email}</strong>
          .
        </p>
        <p>
          Every e-mail has an unsubscribe link, and you can{" "}
          <Link
            to={`/newsletter/preferences?token=${link.unsubscribeToken}`}
            className="font-semibold text-brand-800 underline"
          >
            change your mind here
          </Link>{" "}
          at any time.
        </p>
      </NewsletterNotice>
    );
  }
  return <LinkProblem status={link.status} />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches[0].loaderData.site, {
    title: "Newsletter Confirmation",
    path: "/newsletter/confirm",
    index: false,
  });
