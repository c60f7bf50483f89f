// The newsletter's way out, opened from a link in every newsletter:
// - /newsletter/unsubscribe?token=: GET shows one button; POST unsubscribes at once. Mail
//   providers POST here for one-click unsubscribe (RFC 8058, body List-Unsubscribe=One-Click).
// - /newsletter/preferences?token=: unsubscribe or subscribe again.
// The token is the reader's proof of address; no login. Under /fr/newsletter/… the same pages
// speak French, where a French subscriber's e-mails lead (issue 44).
import { data, Form } from "react-router";
import {
  LinkProblem,
  type LinkProblemWords,
  NewsletterNotice,
  PRIVATE_HEADERS,
  WithEmail,
} from "#app/components/newsletter/newsletter-notice.tsx";
import { RouteError } from "#app/components/route-error.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { readFormData } from "#app/http/request-body.server.ts";
import { newsletterPageWords } from "#app/routes/newsletter-pages.server.ts";
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

/** A link that names nobody: its page, with its words since an error boundary has no data. */
function linkProblem(request: Request, problem: "invalid" | "expired") {
  return data(
    { problem, ...newsletterPageWords(request) },
    { status: problem === "expired" ? 410 : 400, headers: PRIVATE_HEADERS },
  );
}

async function readLink(request: Request) {
  const link = await readUnsubscribeLink(tokenOf(request));
  if (link.status !== "valid") throw linkProblem(request, link.status);
  return link;
}

export async function loader({ request }: Route.LoaderArgs) {
  const link = await readLink(request);
  const isOneButton = new URL(request.url).pathname.endsWith("/unsubscribe");
  return data(
    {
      email: link.email,
      state: link.state,
      isOneButton,
      changed: null as string | null,
      ...newsletterPageWords(request),
    },
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
  if (!outcome.ok) throw linkProblem(request, "invalid");
  return data(
    {
      email: link.email,
      state: outcome.state,
      isOneButton: false,
      changed: wantsIn ? "subscribed" : "unsubscribed",
      ...newsletterPageWords(request),
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
  const { words } = view;
  // Three screens, one shape: a title, where the address stands, and one button that subscribes
  // again (outlined) or unsubscribes.
  const screen =
    view.changed === "unsubscribed" || (view.isOneButton && view.state === "unsubscribed")
      ? { title: words.unsubscribedTitle, text: words.unsubscribedText, subscribes: true }
      : view.isOneButton
        ? { title: words.unsubscribeTitle, text: words.unsubscribeAsk, subscribes: false }
        : {
            title: words.preferencesTitle,
            text:
              view.state === "active"
                ? words.active
                : view.state === "pending"
                  ? words.pending
                  : words.unsubscribed,
            subscribes: view.state !== "active",
          };
  return (
    <NewsletterNotice title={screen.title} guides={words.guides}>
      {view.changed === "subscribed" ? (
        <p role="status" className="font-semibold text-emerald-900">
          {words.subscribedAgain}
        </p>
      ) : null}
      <p>
        <WithEmail text={screen.text} email={view.email} />
      </p>
      <Form method="post">
        <input
          type="hidden"
          name="intent"
          value={screen.subscribes ? "subscribe" : "unsubscribe"}
        />
        <Button variant={screen.subscribes ? "outline" : "primary"}>
          {screen.subscribes ? words.subscribeAgain : words.unsubscribe}
        </Button>
      </Form>
    </NewsletterNotice>
  );
}

type ProblemData = {
  problem?: "invalid" | "expired";
  words?: LinkProblemWords & {
    preferencesMeta: string;
    preferencesPath: string;
    metaDescription: string;
  };
  locale?: "en" | "fr";
};

function problemOf(error: unknown): ProblemData {
  return error && typeof error === "object" && "data" in error ? (error.data as ProblemData) : {};
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const thrown = problemOf(error);
  if (thrown.words) {
    return <LinkProblem status={thrown.problem ?? "invalid"} words={thrown.words} />;
  }
  // Anything but a link's problem (the database away): the shared "Something went wrong" screen.
  return <RouteError notFoundTitle="" notFoundText="" backHref="/blog" backLabel="Travel guides" />;
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  const page = loaderData ?? problemOf(error);
  return buildMeta(matches[0].loaderData.site, {
    title: page.words?.preferencesMeta ?? "Newsletter Preferences",
    description: page.words?.metaDescription || undefined,
    path: page.words?.preferencesPath ?? "/newsletter/preferences",
    locale: page.locale,
    index: false,
  });
};
