// Which of a hotel's contacts travellers may see (issue 40, docs/decisions/040): the team keeps
// each way to reach a hotel with its source, and shows them on the hotel's page, in /api/hotels
// and in the hotels CSV only from the day the hotel agreed on its fact sheet (`publicSince`).

export interface StoredContacts {
  email?: { value: string };
  phone?: { value: string };
  whatsapp?: { value: string };
  publicSince?: string;
}

/** The contacts a hotel agreed travellers may see, and since when. */
export interface PublicContacts {
  email: string | null;
  phone: string | null;
  whatsapp: string | null;
  /** The day the hotel agreed, YYYY-MM-DD. */
  since: string;
}

/** The contacts travellers may see; null until the hotel agreed, or when it gave none. */
export function publicContacts(contacts: StoredContacts): PublicContacts | null {
  if (!contacts.publicSince) return null;
  const shown = {
    email: contacts.email?.value || null,
    phone: contacts.phone?.value || null,
    whatsapp: contacts.whatsapp?.value || null,
  };
  if (!shown.email && !shown.phone && !shown.whatsapp) return null;
  return { ...shown, since: contacts.publicSince };
}

/** A WhatsApp chat link for a number as people write it (+233 24 000 0000). */
export function whatsappChatLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}`;
}

/** The CSV's contacts cell: "email: …; phone: …; public since 2026-11-20", or empty. */
export function contactsCell(contacts: StoredContacts): string {
  const shown = publicContacts(contacts);
  if (!shown) return "";
  return [
    shown.email && `email: ${shown.email}`,
    shown.phone && `phone: ${shown.phone}`,
    shown.whatsapp && `whatsapp: ${shown.whatsapp}`,
    `public since ${shown.since}`,
  ]
    .filter(Boolean)
    .join("; ");
}
