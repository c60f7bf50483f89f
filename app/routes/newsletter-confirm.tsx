// /newsletter/confirm?token=: the double opt-in link. GET shows a "Confirm my subscription"
// button and changes nothing, so a mail scanner that opens every link confirms nobody; the
// button's POST (a plain form, no script needed; the signed token is its proof, so another site
// cannot forge it) makes the address active, once. A used, expired or forged link gets a page
// that says so and what to do. /fr/newsletter/confirm is the same page in French, where a French
// subscriber's confirmation e-mail leads (issue 44).
import { data, Form, Link } from "react-router";
import {
  LinkProblem,
  NewsletterNotice,
  PRIVATE_HEADERS,
  WithEmail,
} from "#app/components/newsletter/newsletter-notice.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { newsletterPageWords } from "#app/routes/newsletter-pages.server.ts";
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
  return data({ ...link, ...newsletterPageWords(request) }, { status, headers: PRIVATE_HEADERS });
}

export async function action({ request }: Route.ActionArgs) {
  const outcome = await confirmSubscription(tokenOf(request));
  // Every link's state is a page of its own (confirmSubscription never refuses).
  if (!outcome.ok) throw new Response(outcome.error, { status: outcome.status });
  const { ok: _ok, ...link } = outcome;
  const status =
    link.status === "invalid" || link.status === "expired" ? STATUS_OF[link.status] : 200;
  return data({ ...link, ...newsletterPageWords(request) }, { status, headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function NewsletterConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const link = actionData ?? loaderData;
  const { words } = link;
  if (link.status === "pending") {
    return (
      <NewsletterNotice title={words.confirmTitle} guides={words.guides}>
        <p>{words.confirmText}</p>
        <Form method="post">
          <Button>{words.confirmButton}</Button>
        </Form>
      </NewsletterNotice>
    );
  }
  if (link.status === "already-confirmed") {
    return (
      <NewsletterNotice title={words.subscribedTitle} guides={words.guides}>
        <p>{words.alreadyConfirmed}</p>
        <p>{words.everyEmail}</p>
      </NewsletterNotice>
    );
  }
  if (link.status === "confirmed") {
    return (
      <NewsletterNotice title={words.subscribedTitle} guides={words.guides}>
        <p>
          <WithEmail text={words.thanks} email={link.email} />
        </p>
        <p>
          {words.changeMind.before}
          <Link
            to={`${words.preferencesPath}?token=${link.unsubscribeToken}`}
            className="font-semibold text-brand-800 underline"
          >
            {words.changeMind.link}
          </Link>
          {words.changeMind.after}
        </p>
      </NewsletterNotice>
    );
  }
  return <LinkProblem status={link.status} words={words} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  buildMeta(matches[0].loaderData.site, {
    title: loaderData?.words.confirmMeta,
    description: loaderData?.words.metaDescription || undefined,
    path: loaderData?.words.confirmPath ?? "/newsletter/confirm",
    locale: loaderData?.locale,
    index: false,
  });
