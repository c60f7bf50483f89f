// The French newsletter page (issue 44), /fr/newsletter: the text in app/content/fr/newsletter.md
// with the sign-up form where the text places it (`{{block:newsletter-form}}`), in French. The form
// posts here, with or without scripts; the sign-up is handled as the home page's English one
// (app/routes/newsletter-action.server.ts) and records French, so its confirmation e-mail and the
// newsletters go in French. Only the words differ, sent as this page's data.
import type { ShouldRevalidateFunction } from "react-router";
import {
  NewsletterForm,
  subscribeOrUnreachable,
} from "#app/components/visitor-forms/newsletter-form.tsx";
import { FrenchArticle, TextAroundSlot } from "#app/components/page/french-article.tsx";
import { frenchFormPageData } from "#app/i18n/french-page.server.ts";
import { formPageHeaders } from "#app/routes/form-submission.server.ts";
import { answerSignUp, newsletterFormWords } from "#app/routes/newsletter-action.server.ts";
import { frenchTextMeta } from "#app/seo/french-meta.ts";
import type { Route } from "./+types/fr-newsletter";

const PATH = "/fr/newsletter";
const FORM_SLOT = "newsletter-form";

export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    page: await frenchFormPageData(PATH, FORM_SLOT, { context, request }),
    form: newsletterFormWords("fr"),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return answerSignUp(request, context, "fr");
}

/** When the server cannot be reached, the form says so in French. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return subscribeOrUnreachable(serverAction);
}

// A sign-up changes nothing the page shows, so its data need not reload.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => (formAction === PATH ? false : defaultShouldRevalidate);

export default function FrenchNewsletterRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { page, form } = loaderData;
  return (
    <FrenchArticle heading={page.heading} englishOnly={page.englishOnly}>
      <TextAroundSlot parts={page.body} slot={FORM_SLOT}>
        <NewsletterForm
          answer={actionData && "newsletter" in actionData ? actionData : undefined}
          words={form}
          action={PATH}
        />
      </TextAroundSlot>
    </FrenchArticle>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  frenchTextMeta(matches[0].loaderData.site, PATH, loaderData?.page);

export const headers: Route.HeadersFunction = formPageHeaders;
