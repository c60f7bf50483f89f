// The newsletter's way out, opened from a link in every newsletter:
// - /newsletter/unsubscribe?token=: GET shows one button; POST unsubscribes at once. Mail
//   providers POST here for one-click unsubscribe (RFC 8058, body List-Unsubscribe=One-Click).
// - /newsletter/preferences?token=: unsubscribe or subscribe again.
// The token is the reader's proof of address; no login.
import { data, Form } from "react-router";
import {
  LinkProblem,
  NewsletterNotice,
  PRIVATE_HEADERS,
} from "#app/components/newsletter/newsletter-notice.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { readFormData } from "#app/http/request-body.server.ts";
import { buildMeta } from "#app/seo/meta.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import {
  readUnsubscribeLink,
  setSubscribed,
} from "#app/use-cases/newsletter/preferences.server.ts";
import type { Route } from "./+types/newsletter-preferences";

function tokenOf(request: Request) {
  return new URL(request.url).searchParams.get("token") ?? "";
}

async function readLink(request: Request) {
  const link = await readUnsubscribeLink(tokenOf(request));
  if (link.status !== "valid") {
    throw data(
      { problem: link.status },
      { status: link.status === "expired" ? 410 : 400, headers: PRIVATE_HEADERS },
    );
  }
  return link;
}

export async function loader({ request }: Route.LoaderArgs) {
  const link = await readLink(request);
  const isOneButton = new URL(request.url).pathname.endsWith("/unsubscribe");
  return data(
    { email: link.email, state: link.state, isOneButton, changed: null as string | null },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const link = await readLink(request);
  const form = await readFormData(request);
  // A one-click POST from a mail provider carries only List-Unsubscribe=One-Click.
  const wantsIn = form instanceof FormData && form.get("intent") === "subscribe";
  const how = form instanceof FormData && form.get("intent") ? "preferences" : "one-click";
  // Which campaign's link it was (for its unsubscribe count); not part of the proof.
  const campaignId = parseId(new URL(request.url).searchParams.get("c"));
  const outcome = await setSubscribed(
    link.subscriberId,
    wantsIn,
    wantsIn ? "preferences" : how,
    campaignId,
  );
  // Erased between reading the link and now: the link names nobody any more.
  if (!outcome.ok) {
    throw data({ problem: "invalid" as const }, { status: 400, headers: PRIVATE_HEADERS });
  }
  return data(
    {
      email: link.email,
      state: outcome.state,
      isOneButton: false,
      changed: wantsIn ? "subscribed" : "unsubscribed",
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function NewsletterPreferencesRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  if (view.changed === "unsubscribed" || (view.isOneButton && view.state === "unsubscribed")) {
    return (
      <NewsletterNotice title="You're unsubscribed">
        <p>
          We will not send the newsletter to <strong>{view.email}</strong> again. It took effect at
          once.
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="subscribe" />
          <Button variant="outline">Subscribe again</Button>
        </Form>
      </NewsletterNotice>
    );
  }
  if (view.isOneButton) {
    return (
      <NewsletterNotice title="Unsubscribe from the newsletter">
        <p>
          Stop sending Ghana travel tips to <strong>{view.email}</strong>?
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="unsubscribe" />
          <Button>Unsubscribe</Button>
        </Form>
      </NewsletterNotice>
    );
  }
  const isSubscribed = view.state === "active";
  return (
    <NewsletterNotice title="Your newsletter preferences">
      {view.changed === "subscribed" ? (
        <p role="status" className="font-semibold text-emerald-900">
          You're subscribed again.
        </p>
      ) : null}
      <p>
        <strong>{view.email}</strong>{" "}
        {isSubscribed
          ? "receives our Ghana travel tips."
          : view.state === "pending"
            ? "has not confirmed its sign-up yet, so it receives nothing."
            : "is unsubscribed and receives nothing."}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value={isSubscribed ? "unsubscribe" : "subscribe"} />
        <Button variant={isSubscribed ? "primary" : "outline"}>
          {isSubscribed ? "Unsubscribe" : "Subscribe again"}
        </Button>
      </Form>
    </NewsletterNotice>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const problem =
    error && typeof error === "object" && "data" in error
      ? (error.data as { problem?: "invalid" | "expired" }).problem
      : undefined;
  return <LinkProblem status={problem ?? "invalid"} />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches[0].loaderData.site, {
    title: "Newsletter Preferences",
    path: "/newsletter/preferences",
    index: false,
  });
