// Contact (SPEC.md section 2): the form, plus what we can and cannot help with. The form posts
// here, with or without JS; the action validates with the shared schema and words the answer
// (app/routes/contact-action.server.ts, shared with /fr/contact).
import { Link } from "react-router";
import { ContactForm, sendOrUnreachable } from "#app/components/visitor-forms/contact-form.tsx";
import { buildMeta } from "#app/seo/meta.ts";
import { breadcrumbList } from "#app/seo/structured-data.ts";
import { answerContact, contactFormWords } from "#app/routes/contact-action.server.ts";
import { formPageHeaders } from "#app/routes/form-submission.server.ts";
import type { Route } from "./+types/contact";
import { trail } from "#app/seo/breadcrumbs.ts";
import { Heading } from "#app/components/ui/heading.tsx";
import { BulletList, Section } from "#app/components/ui/section.tsx";
import { PageHero } from "#app/components/page-hero.tsx";

const CAN_HELP = [
  "Questions about a hotel listed here: where it is, what it offers, or a detail that looks wrong.",
  "Planning advice: which city suits your trip, how to get between Accra, Kumasi, Cape Coast and Tamale, and when to go.",
  "Corrections to our guides, such as a closed hotel, a changed price or an out-of-date entry rule.",
  "Partnership and listing enquiries from hotels and guesthouses in Ghana.",
];

const CANNOT_HELP = [
  "Bookings, changes, cancellations or refunds: we are not a booking agent. Bookings are made with our travel partner, so contact them, or the hotel, using the details in your confirmation e-mail.",
  "Visa decisions or applications: only the Ghana Immigration Service and Ghana's missions abroad can help with those.",
  "Payments for products bought through our retail links: the retailer handles orders and returns.",
];

export function loader() {
  return { words: contactFormWords("en") };
}

export function action({ request, context }: Route.ActionArgs) {
  return answerContact(request, context, "en");
}

/** When the server cannot be reached, the form says so and keeps what was typed. */
export function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  return sendOrUnreachable(request, serverAction);
}

export default function ContactRoute({ actionData, loaderData, matches }: Route.ComponentProps) {
  const site = matches[0].loaderData.site;
  return (
    <div>
      <PageHero
        title="Contact Us"
        lead={`Questions about a hotel, a city or planning your trip to Ghana? Send us a message and a member of the ${site.name} team will reply by e-mail, usually within two working days.`}
      />

      <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="send-message">
          <Heading level={2} size="subsection" id="send-message">
            Send us a message
          </Heading>
          <div className="mt-6">
            {/* A new key after a plain post's success starts the fields afresh. */}
            <ContactForm
              key={actionData?.status === "success" ? "sent" : "form"}
              answer={actionData?.status === "unreachable" ? undefined : actionData}
              words={loaderData.words}
              action="/contact"
            />
          </div>
        </section>

        <aside className="space-y-8" aria-label="How we can help">
          <Section id="can-help" title="What we can help with" size="minor">
            <BulletList items={CAN_HELP} />
          </Section>
          <Section id="cannot-help" title="What we cannot help with" size="minor">
            <BulletList items={CANNOT_HELP} />
          </Section>
          <section aria-labelledby="write-to-us" className="rounded-xl bg-slate-50 p-6">
            <Heading level={2} size="minor" id="write-to-us">
              Prefer e-mail?
            </Heading>
            <p className="prose-body mt-2">
              Write to <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>. Many
              questions are already answered in our <Link to="/faq">FAQ</Link> and{" "}
              <Link to="/blog">travel guides</Link>.
            </p>
          </section>
        </aside>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[0].loaderData.site;
  return buildMeta(site, {
    title: "Contact Us",
    description: `Questions about hotels in Ghana or planning your trip? Contact the ${site.name} team. We reply by e-mail; bookings are handled by our travel partner.`,
    path: "/contact",
    jsonLd: [
      {
        "@type": "ContactPage",
        name: `Contact ${site.name}`,
        url: `${site.url}/contact`,
        mainEntity: {
          "@type": "Organization",
          name: site.name,
          url: site.url,
          email: site.contactEmail,
        },
      },
      breadcrumbList(site, trail({ label: "Contact", href: "/contact" })),
    ],
  });
};

export const headers: Route.HeadersFunction = formPageHeaders;
