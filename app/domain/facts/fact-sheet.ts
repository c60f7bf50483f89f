// A hotel's fact sheet (issue 40, docs/decisions/040): what its manager states about power, water,
// payment, airport pickup, the Ghana Tourism Authority licence, check-in times, a rate card and
// how travellers may reach it. Every answer is optional ("not sure" stays unknown), except who is
// answering. Nothing here changes the site: an editor accepts a sheet's parts (FACT_SHEET_PARTS)
// one by one, and each accepted part becomes the hotel's statement, dated the month it answered.
import { PRACTICAL_FACT_LABELS, type PracticalFact } from "#app/domain/facts/practical-facts.ts";
import { z } from "#app/domain/shared/zod.ts";

/** A link's life: 30 days, then the hotel asks for a new one. */
export const FACT_SHEET_LINK_DAYS = 30;

/** Photos a sheet takes: enough to show rooms, the pool and the front, not a gallery's worth. */
export const FACT_SHEET_MAX_PHOTOS = 6;

/**
 * A photo received through a link, by the name it had on the manager's phone. `owned`: the
 * upload made this media item (the same bytes were not on the site before), so it may be deleted
 * when no one takes it.
 */
export interface FactSheetPhoto {
  mediaId: number;
  name: string;
  owned: boolean;
}

/** Photos beyond the sheet's 6, refused at the field. */
export function tooManyPhotosMessage(names: readonly string[]): string {
  return `A fact sheet takes up to ${FACT_SHEET_MAX_PHOTOS} photos, so ${names.join(", ")} ${names.length === 1 ? "was" : "were"} not added: remove a photo first to send another.`;
}

/** A file's name as listed on the form: its last path segment, shortened. */
export function photoName(name: string): string {
  const base = name.split(/[\\/]/).at(-1)?.trim() || "photo";
  return base.length > 80 ? `${base.slice(0, 77)}...` : base;
}

const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(["", ...values] as unknown as readonly [string, ...string[]], {
    error: `${label}: choose one of the answers offered.`,
  }) as unknown as z.ZodType<"" | T[number]>;

const short = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !/https?:|www\.|\[|\]/i.test(value), `${label} takes words, not links.`)
    .default("");

const time = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
      `${label} is a time like 14:00 (24-hour clock), or empty.`,
    )
    .default("");

const amount = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value === "" || (/^\d{1,7}$/.test(value) && Number(value) > 0),
      `${label} is a whole number of cedis or dollars, like 850, or empty.`,
    )
    .default("");

export const PAYMENT_CHOICES = [
  "cards",
  "mtn-momo",
  "telecel-cash",
  "at-money",
  "cash",
  "us-dollars",
] as const;

/** The photos an answer holds, as the server lists them from its link. */
export const FactSheetPhotosSchema = z
  .array(
    z.object({
      mediaId: z.number().int().positive(),
      name: z.string().max(80),
      owned: z.boolean(),
    }),
  )
  .max(FACT_SHEET_MAX_PHOTOS, `A fact sheet takes up to ${FACT_SHEET_MAX_PHOTOS} photos.`)
  .default([]);

export const FactSheetSchema = z
  .object({
    backupPower: choice(["whole", "partial", "none"], "Backup power").default(""),
    backupKind: choice(["generator", "solar", "generator-and-solar"], "Kind of backup").default(""),
    waterTank: choice(["yes", "no"], "Water storage").default(""),
    hotWater: choice(["yes", "no"], "Hot water").default(""),
    payment: z
      .array(z.enum(PAYMENT_CHOICES, { error: "Payment: tick only the ways offered." }))
      .max(PAYMENT_CHOICES.length)
      .default([]),
    airportPickup: choice(["offered", "not-offered"], "Airport pickup").default(""),
    pickupAirport: short("The airport", 80),
    pickupPrice: short("The pickup's price", 60),
    licenceNumber: short("The licence number", 40),
    licenceClass: short("The licence class", 40),
    checkIn: time("Check-in"),
    checkOut: time("Check-out"),
    rateCurrency: choice(["GHS", "USD"], "Currency").default(""),
    rateLowest: amount("Lowest rate"),
    rateTypical: amount("Typical rate"),
    rateSeason: short("Season", 80),
    email: z
      .string()
      .trim()
      .max(320, "The e-mail address must be at most 320 characters.")
      .refine((value) => value === "" || z.email().safeParse(value).success, {
        message: "Enter an e-mail address like reservations@hotel.com, or leave it empty.",
      })
      .default(""),
    phone: z
      .string()
      .trim()
      .refine(
        (value) => value === "" || /^\+?[\d ()-]{7,20}$/.test(value),
        "Enter a phone number like +233 30 200 0000, or leave it empty.",
      )
      .default(""),
    whatsapp: z
      .string()
      .trim()
      .refine(
        (value) => value === "" || /^\+?[\d ()-]{7,20}$/.test(value),
        "Enter a WhatsApp number like +233 24 000 0000, or leave it empty.",
      )
      .default(""),
    contactsPublic: z.boolean().default(false),
    name: z
      .string({ error: "Your name is required." })
      .trim()
      .min(1, "Your name is required: we show the hotel as the source, and may need to ask.")
      .max(120, "Your name must be at most 120 characters."),
    role: z
      .string({ error: "Your role is required." })
      .trim()
      .min(1, "Your role is required, like Manager or Front office.")
      .max(80, "Your role must be at most 80 characters."),
    // Set by the server from the photos its link holds, never from a form field.
    photos: FactSheetPhotosSchema,
  })
  .superRefine((sheet, context) => {
    if (sheet.backupKind && (sheet.backupPower === "" || sheet.backupPower === "none")) {
      context.addIssue({
        code: "custom",
        path: ["backupKind"],
        message: "Say what the backup covers first, or leave its kind empty.",
      });
    }
    if ((sheet.pickupPrice || sheet.pickupAirport) && sheet.airportPickup !== "offered") {
      context.addIssue({
        code: "custom",
        path: ["airportPickup"],
        message: "A pickup's airport or price needs “Offered” here.",
      });
    }
    if (sheet.licenceNumber && !sheet.licenceClass) {
      context.addIssue({
        code: "custom",
        path: ["licenceClass"],
        message: "Give the licence's class too, like 3-star or budget.",
      });
    }
    const rate = [sheet.rateLowest, sheet.rateTypical];
    if (rate.some(Boolean) && !sheet.rateCurrency) {
      context.addIssue({
        code: "custom",
        path: ["rateCurrency"],
        message: "Say whether the rate is in cedis (GHS) or US dollars (USD).",
      });
    }
    if (
      sheet.rateLowest &&
      sheet.rateTypical &&
      Number(sheet.rateTypical) < Number(sheet.rateLowest)
    ) {
      context.addIssue({
        code: "custom",
        path: ["rateTypical"],
        message: "The typical rate cannot be below the lowest.",
      });
    }
    if (sheet.contactsPublic && !sheet.email && !sheet.phone && !sheet.whatsapp) {
      context.addIssue({
        code: "custom",
        path: ["contactsPublic"],
        message: "Give at least one way to reach you, or leave this unticked.",
      });
    }
    if (sheet.photos.length === 0 && FACT_SHEET_PARTS.every((part) => !partAnswered(sheet, part))) {
      context.addIssue({
        code: "custom",
        path: ["backupPower"],
        message: "Answer at least one question: leave the ones you are not sure of empty.",
      });
    }
  });
export type FactSheet = z.infer<typeof FactSheetSchema>;

/** The parts of a sheet an editor accepts or leaves, one at a time. */
export const FACT_SHEET_PARTS = [
  "backup-power",
  "water-tank",
  "hot-water",
  "payment",
  "airport-pickup",
  "gta-licence",
  "check-in",
  "check-out",
  "rate",
  "contacts",
] as const;
export type FactSheetPart = (typeof FACT_SHEET_PARTS)[number];

/** A part's label: a practical fact's is the one pages and the studio give that fact. */
export function factSheetPartLabel(part: FactSheetPart): string {
  if (part === "rate") return "Rate card";
  if (part === "contacts") return "Contacts";
  return PRACTICAL_FACT_LABELS[part];
}

/** Whether the sheet says anything for `part`. */
export function partAnswered(sheet: FactSheet, part: FactSheetPart): boolean {
  switch (part) {
    case "backup-power":
      return sheet.backupPower !== "";
    case "water-tank":
      return sheet.waterTank !== "";
    case "hot-water":
      return sheet.hotWater !== "";
    case "payment":
      return sheet.payment.length > 0;
    case "airport-pickup":
      return sheet.airportPickup !== "";
    case "gta-licence":
      return sheet.licenceClass !== "";
    case "check-in":
      return sheet.checkIn !== "";
    case "check-out":
      return sheet.checkOut !== "";
    case "rate":
      return sheet.rateLowest !== "" || sheet.rateTypical !== "";
    case "contacts":
      return Boolean(sheet.email || sheet.phone || sheet.whatsapp);
  }
}

const BACKUP_KIND_WORDS: Record<string, string> = {
  generator: "generator",
  solar: "solar",
  "generator-and-solar": "generator and solar",
};

/**
 * The practical facts a part states, as the hotel's own statement on `answeredOn` (YYYY-MM-DD).
 * Parts that are not practical facts (the rate card, contacts) give none.
 */
export function factsOfPart(
  sheet: FactSheet,
  part: FactSheetPart,
  hotel: { name: string },
  answeredOn: string,
): PracticalFact[] {
  if (!partAnswered(sheet, part)) return [];
  const source = {
    kind: "hotel" as const,
    publisher: hotel.name,
    title: `Fact sheet answered by ${sheet.name}, ${sheet.role}`,
    date: answeredOn,
  };
  const fact = (key: PracticalFact["key"], value: string, note?: string): PracticalFact => ({
    key,
    value,
    ...(note ? { note } : {}),
    source,
    checkedOn: answeredOn,
  });
  switch (part) {
    case "backup-power":
      return [fact("backup-power", sheet.backupPower, BACKUP_KIND_WORDS[sheet.backupKind])];
    case "water-tank":
      return [fact("water-tank", sheet.waterTank)];
    case "hot-water":
      return [fact("hot-water", sheet.hotWater)];
    case "payment":
      return sheet.payment.map((way) => fact("payment", way));
    case "airport-pickup": {
      const note = [sheet.pickupAirport, sheet.pickupPrice].filter(Boolean).join(", ");
      return [fact("airport-pickup", sheet.airportPickup, note || undefined)];
    }
    case "gta-licence":
      return [
        fact(
          "gta-licence",
          sheet.licenceClass,
          sheet.licenceNumber ? `licence ${sheet.licenceNumber}` : undefined,
        ),
      ];
    case "check-in":
      return [fact("check-in", sheet.checkIn)];
    case "check-out":
      return [fact("check-out", sheet.checkOut)];
    case "rate":
    case "contacts":
      return [];
  }
}

/** What a sheet's answer to `part` reads as, for the editor's side-by-side view. */
export function partText(sheet: FactSheet, part: FactSheetPart): string {
  if (!partAnswered(sheet, part)) return "";
  switch (part) {
    case "rate": {
      const figures = [
        sheet.rateLowest && `lowest ${sheet.rateCurrency} ${sheet.rateLowest}`,
        sheet.rateTypical && `typical ${sheet.rateCurrency} ${sheet.rateTypical}`,
      ].filter(Boolean);
      return `${figures.join(", ")} a night, standard double${sheet.rateSeason ? ` (${sheet.rateSeason})` : ""}`;
    }
    case "contacts":
      return [
        sheet.email && `e-mail ${sheet.email}`,
        sheet.phone && `phone ${sheet.phone}`,
        sheet.whatsapp && `WhatsApp ${sheet.whatsapp}`,
      ]
        .filter(Boolean)
        .join(", ")
        .concat(sheet.contactsPublic ? " (travellers may see them)" : " (for our team only)");
    default:
      return "";
  }
}

/**
 * A form's fields (as posted, without JavaScript too) as the sheet's input, with the photos its
 * link holds (a posted field of that name counts for nothing).
 */
export function factSheetInput(
  form: Record<string, string>,
  payment: string[],
  photos: readonly FactSheetPhoto[] = [],
): unknown {
  return { ...form, payment, contactsPublic: form.contactsPublic === "on", photos };
}

/** The words for a link to send by WhatsApp: what it is, who asks, and the link. */
export function whatsappText(siteName: string, hotelName: string, url: string): string {
  return `Hello from ${siteName}. Travellers ask us about ${hotelName}'s backup power, water, payment and airport pickup. Could you fill in this short fact sheet? It takes about five minutes and works on a phone: ${url}`;
}

/** A wa.me link with the text filled in; the number's digits only (none: the person picks). */
export function whatsappLink(number: string, text: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
