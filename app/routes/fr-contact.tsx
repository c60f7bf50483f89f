// The French contact page (issue 44), /fr/contact: the text in app/content/fr/contact.md with the
// contact form where the text places it (`{{block:contact-form}}`), in French. The form posts
// here, with or without scripts, and the message is stored and handled as an English one
// (app/routes/contact-action.server.ts); only the words differ, sent as this page's data.
import { ContactForm, sendOrUnreachable } from "#app/components/visitor-forms/contact-form.tsx";
import { FrenchArticle, TextAroundSlot } from "#app/components/page/french-article.tsx";
import { frenchFormPageData } from "#app/i18n/french-page.server.ts";
import { answerContact, contactFormWords } from "#app/routes/contact-action.server.ts";
import { frenchTextMeta } from "#app/seo/french-meta.ts";
import { formPageHeaders } from "#app/routes/form-submission.server.ts";
import type { Route } from "./+types/fr-contact";

const FORM_SLOT = "contact-form";

export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    page: await frenchFormPageData("/fr/contact", FORM_SLOT, { context, request }),
    form: contactFormWords("fr"),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return answerContact(request, context, "fr");
}

/** When the server cannot be reached, the form says so in French and keeps what was typed. */
export function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  return sendOrUnreachable(request, serverAction);
}

export default function FrenchContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { page, form } = loaderData;
  return (
    <FrenchArticle heading={page.heading} englishOnly={page.englishOnly}>
      <TextAroundSlot parts={page.body} slot={FORM_SLOT}>
        {/* A new key after a plain post's success starts the fields afresh. */}
        <ContactForm
          key={actionData?.status === "success" ? "sent" : "form"}
          answer={actionData?.status === "unreachable" ? undefined : actionData}
          words={form}
          action="/fr/contact"
        />
      </TextAroundSlot>
    </FrenchArticle>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0].loaderData.site;
  return frenchTextMeta(site, "/fr/contact", loaderData?.page, {
    "@type": "ContactPage",
    mainEntity: {
      "@type": "Organization",
      name: site.name,
      url: site.url,
      email: site.contactEmail,
    },
  });
};

export const headers: Route.HeadersFunction = formPageHeaders;
