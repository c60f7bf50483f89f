// The French hotels list and hotel pages (issue 44): the English routes' loaders call these on a
// /fr address, and send what they return as the page's data, so the components speak French
// without any French in an English page's script (docs/decisions/048). Rates, facts and their
// "who said it and when" are worded here, dates in French ("12 novembre 2026"), and prices are
// also given in CFA francs at the operator's euro rate (app/domain/money/xof.ts).
import type { BookStayWords } from "#app/components/stay/book-stay-form.tsx";
import type { YourDatesWords } from "#app/components/stay/your-dates-form.tsx";
import type { ListingCheckWords } from "#app/components/hotel/listing-check.tsx";
import type { PracticalFactsWords } from "#app/components/hotel/practical-facts.tsx";
import { facts as factRegister } from "#app/content/facts.ts";
import type { fr } from "#app/content/i18n/fr.ts";
import type { CediRate } from "#app/domain/money/cedi.ts";
import { euroRateOf } from "#app/domain/money/euro-settings.ts";
import {
  frenchLongDate,
  frenchMonthYear,
  frenchOtherPrices,
  frenchRate,
  xofRateWords,
} from "#app/domain/languages/french-formats.ts";
import type { HotelFact } from "#app/domain/content/hotel-definition.ts";
import type { CardHotel } from "#app/components/hotel/hotel-card-data.ts";
import type { FilterWords, PriceNoteWords, ShownPrices } from "#app/domain/hotels/hotel-words.ts";
import { PRACTICAL_FACT_VALUES, type PracticalFact } from "#app/domain/facts/practical-facts.ts";
import type { Rate } from "#app/domain/hotels/rates.ts";
import type { EuroRate } from "#app/domain/money/xof.ts";
import { missingContentOutcome } from "#app/pages/missing-content.server.ts";
import { translate, translated } from "#app/i18n/i18n.server.ts";
import { getContent } from "#app/models/content-snapshot/serve.server.ts";
import { data, redirect } from "react-router";
import { loadEuroSettings } from "#app/models/settings.server.ts";

const words = () => translated("fr", "hotels");

/** The cedi and euro rates prices are converted at; either may be unset (then no figure). */
export async function frenchRates(): Promise<{ cedi: CediRate | null; euro: EuroRate | null }> {
  const [cedi, euro] = await Promise.all([
    getContent()
      .then((content) => content.cedi)
      .catch(() => null),
    loadEuroSettings()
      .then(euroRateOf)
      .catch(() => null),
  ]);
  return { cedi, euro };
}

/** A rate's prices as a French page shows them. */
export function frenchPrices(
  rate: Pick<Rate, "currency" | "amount">,
  rates: { cedi: CediRate | null; euro: EuroRate | null },
): ShownPrices {
  return { rate: frenchRate(rate), ...frenchOtherPrices(rate, rates.cedi, rates.euro) };
}

/** The note under a list of prices: the cedi rate's, then the euro rate's, each when set. */
export function frenchRateNote(rates: {
  cedi: CediRate | null;
  euro: EuroRate | null;
}): string | null {
  const notes = [];
  if (rates.cedi) {
    notes.push(
      translate("fr", "hotels.notes.cediNote", {
        source: words().notes.cediSource,
        date: frenchLongDate(rates.cedi.date),
        rate: String(rates.cedi.rate).replace(".", ","),
      }),
    );
  }
  if (rates.euro) {
    notes.push(
      translate("fr", "hotels.notes.xofNote", {
        source: rates.euro.source,
        date: frenchLongDate(rates.euro.date),
        rate: String(rates.euro.usdPerEur).replace(".", ","),
      }),
    );
  }
  return notes.length > 0 ? notes.join(" ") : null;
}

/** "Hôtel de plage" for "beach resort"; a type without French words stays. */
export function frenchTypeLabel(type: string): string {
  return (words().types as Record<string, string>)[type] ?? type;
}

/** A card as a French page shows it: prices with CFA francs, "4,4", its type and amenities. */
export function frenchCard(
  card: CardHotel,
  rates: { cedi: CediRate | null; euro: EuroRate | null },
): CardHotel {
  const amenities: Record<string, string> = words().amenities;
  return {
    ...card,
    amenities: card.amenities.map((amenity) => ({
      ...amenity,
      label: amenities[amenity.key] ?? amenity.label,
    })),
    shown: {
      ...frenchPrices(card.rate, rates),
      rating: card.rating.toFixed(1).replace(".", ","),
      type: frenchTypeLabel(card.hotelType),
    },
  };
}

export function frenchFilterWords(): FilterWords {
  const all = words();
  // Types by their address value ("beach-resort"), as the filter's options name them.
  const typeLabels = Object.fromEntries(
    Object.entries(all.types).map(([type, label]) => [type.replaceAll(" ", "-"), label]),
  );
  return { ...all.filters, amenityLabels: all.amenities, typeLabels };
}

export function frenchNoteWords(): PriceNoteWords {
  const notes = words().notes;
  return {
    ...notes,
    price: translate("fr", "hotels.notes.price", {
      vat: factRegister["money.hotel-vat-rate"].value,
      levy: factRegister["money.tourism-levy-rate"].value,
    }),
    howWeListLang: "en",
  };
}

/** "known for 3 of 12 hotels", said in French. */
export function frenchKnownFor<K extends string>(
  known: Readonly<Record<K, number>>,
  total: number,
): Record<K, string> {
  return Object.fromEntries(
    Object.entries(known).map(([key, count]) => [
      key,
      translate("fr", "hotels.filters.knownFor", { known: count as number, total }),
    ]),
  ) as Record<K, string>;
}

/** Where a rate comes from and when, after its price (rateSourceWords in English). */
export function frenchRateSource(rate: Pick<Rate, "date" | "source">): string {
  const { date, source } = rate;
  const day = date === null ? words().rateSource.undated : frenchLongDate(date);
  if (source === null) {
    return date === null
      ? words().rateSource.unknownUndated
      : translate("fr", "hotels.rateSource.unknown", { date: day });
  }
  switch (source.kind) {
    case "hotel":
      return translate("fr", "hotels.rateSource.hotel", {
        date: date === null ? words().rateSource.undated : frenchMonthYear(date),
      });
    case "partner":
      return translate("fr", "hotels.rateSource.partner", { name: source.name, date: day });
    case "publication":
      return translate("fr", "hotels.rateSource.publication", { name: source.name, date: day });
  }
}

/** The hotel's facts from its definition (rooms), in French; one without French words stays. */
export function frenchHotelFacts(facts: readonly HotelFact[], rooms: number | null): HotelFact[] {
  return facts.map((fact) =>
    fact.name === "rooms" && rooms !== null
      ? {
          ...fact,
          label: words().page.roomsLabel,
          text: translate("fr", "hotels.page.rooms", { count: rooms }),
        }
      : fact,
  );
}

function valueText(fact: Pick<PracticalFact, "key" | "value" | "note">): string {
  const values: Record<string, string> = words().facts.values;
  const text = PRACTICAL_FACT_VALUES[fact.key] ? (values[fact.value] ?? fact.value) : fact.value;
  // A source's own detail ("generator", a pickup's price) is quoted as the source gave it.
  return fact.note ? `${text} (${fact.note})` : text;
}

export function frenchPracticalWords(): PracticalFactsWords {
  const w = words().facts;
  return {
    heading: w.heading,
    intro: w.intro,
    label: (key) => w.labels[key],
    value: valueText,
    provenance: (source) => {
      if (source.kind === "guests") {
        const count = source.count ?? 1;
        return source.date
          ? translate("fr", "hotels.facts.guests", {
              count,
              date: frenchMonthYear(source.date),
            })
          : translate("fr", "hotels.facts.guestsUndated", { count });
      }
      if (source.kind === "hotel") {
        return source.date
          ? translate("fr", "hotels.facts.hotel", { date: frenchMonthYear(source.date) })
          : w.hotelUndated;
      }
      const named = `${source.publisher} : ${source.title}`;
      return source.date ? `${named}, ${frenchMonthYear(source.date)}` : named;
    },
    checked: (day) => translate("fr", "hotels.facts.checked", { date: frenchLongDate(day) }),
    earlier: (fact) => {
      const value = valueText(fact);
      const date = fact.source.date ? frenchMonthYear(fact.source.date) : "";
      switch (fact.source.kind) {
        case "guests":
          return translate("fr", "hotels.facts.earlierGuests", {
            count: fact.source.count ?? 1,
            value,
            date,
          });
        case "hotel":
          return date
            ? translate("fr", "hotels.facts.earlierHotel", { value, date })
            : translate("fr", "hotels.facts.earlierHotelUndated", { value });
        default:
          return translate("fr", "hotels.facts.earlierPublication", {
            publisher: fact.source.publisher,
            value,
            date,
          }).replace(/, $/, "");
      }
    },
    stayed: w.stayed,
    tell: w.tell,
    tellRest: w.tellRest,
    stayedPath: (slug: string) => `/fr/hotels/${slug}/stayed`,
  };
}

export function frenchListingWords(): ListingCheckWords {
  const w = words().listing;
  return {
    heading: w.heading,
    // A source dated to the month only is shown as such, never with an invented day.
    date: (date) =>
      /^\d{4}-\d{2}-\d{2}$/.test(date)
        ? frenchLongDate(date)
        : /^\d{4}-\d{2}$/.test(date)
          ? frenchMonthYear(date)
          : date,
    old: (year) => w.old.replace("{{year}}", year),
    undated: w.undated,
    sources: w.sources,
  };
}

export function frenchBookStayWords(): BookStayWords {
  return words().stay;
}

export function frenchYourDatesWords(): YourDatesWords {
  return words().stay;
}

/** "au cours BCE du 8 mai 2026", beside a CFA price on a hotel's page. */
export function frenchXofRateWords(euro: EuroRate | null): string | null {
  return euro ? xofRateWords(euro) : null;
}

/** The words of a French hotel address's 404 or 410 screen, carried in the error's data. */
export type MissingHotelWords = (typeof fr)["hotels"]["missing"];

export function frenchMissingHotelWords(): MissingHotelWords {
  return translated("fr", "hotels").missing;
}

/**
 * What a French hotel address that names no listed hotel answers (issue 44): a renamed hotel's
 * French address (301), or the 404 or 410 with its French words, since an error screen has no
 * loader data and the hotel page's script holds no French.
 */
export async function frenchMissingHotel(slug: string) {
  const outcome = await missingContentOutcome("hotels", slug, (to) => `/fr/hotels/${to}`);
  if (outcome.status === 301) return redirect(outcome.target, 301);
  const words = frenchMissingHotelWords();
  return outcome.status === 410
    ? data({ gone: "hotels" as const, words }, { status: 410 })
    : data({ notFound: "hotels" as const, words }, { status: 404 });
}

/**
 * A hotel's words for the French search: its type and amenities in French, and how French
 * readers ask for its price range ("pas cher", "luxe"); the name and place are the same words.
 */
export function frenchHotelSearchWords(hotel: {
  hotelType: string;
  amenities: readonly string[];
  priceRange: string;
}) {
  const all = words();
  const amenities: Record<string, string> = all.amenities;
  const search = all.search;
  const priceWords: Record<string, string> = search.priceRanges;
  return {
    type: `${frenchTypeLabel(hotel.hotelType)} ${search.hotel}`,
    amenities: hotel.amenities.map((key) => amenities[key] ?? key).join(", "),
    price: priceWords[hotel.priceRange] ?? "",
  };
}
