// "Contact the hotel" on a hotel's page: only the ways to reach it the hotel agreed travellers may
// see on its fact sheet (issue 40); the team's other contacts never reach the page.
import { Heading } from "#app/components/ui/heading.tsx";
import { formatLongDate } from "#app/domain/shared/dates.ts";
import { whatsappChatLink, type PublicContacts } from "#app/domain/hotels/hotel-contacts.ts";

/** The block's words in another language than English, its date already written out. */
export interface HotelContactsWords {
  heading: string;
  email: string;
  phone: string;
  whatsapp: string;
  given: string;
}

export function HotelContacts({
  name,
  contacts,
  words,
}: {
  name: string;
  contacts: PublicContacts;
  words?: HotelContactsWords;
}) {
  const rows = [
    contacts.email && {
      label: words?.email ?? "E-mail",
      href: `mailto:${contacts.email}`,
      text: contacts.email,
    },
    contacts.phone && {
      label: words?.phone ?? "Phone",
      href: `tel:${contacts.phone.replace(/[^\d+]/g, "")}`,
      text: contacts.phone,
    },
    contacts.whatsapp && {
      label: words?.whatsapp ?? "WhatsApp",
      href: whatsappChatLink(contacts.whatsapp),
      text: contacts.whatsapp,
    },
  ].filter((row) => typeof row === "object" && row !== null);
  return (
    <section aria-labelledby="hotel-contacts" className="mt-10">
      <Heading level={2} size="subsection" id="hotel-contacts">
        {words?.heading ?? `Contact ${name}`}
      </Heading>
      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap justify-between gap-4 py-2">
            <dt className="text-slate-800">{row.label}</dt>
            <dd>
              <a href={row.href} className="font-semibold text-brand-800 underline">
                {row.text}
              </a>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-slate-600">
        {words?.given ??
          `Given by the hotel for travellers on ${formatLongDate(`${contacts.since}T12:00:00Z`)}.`}
      </p>
    </section>
  );
}
