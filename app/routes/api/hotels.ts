// GET /api/hotels: all hotels (SPEC.md section 7); ?featured=true for featured ones. Extensions:
// the filter parameters of the hotel pages (city, price, minPrice, maxPrice, rating, amenity,
// type, sort) and page (12 a page, PAGE_SIZE; total in X-Total-Count). Invalid values answer 400.
import { PUBLIC_PAGE_CACHE_CONTROL } from "#app/http/cache-headers.ts";
import { selectHotels } from "#app/domain/hotel-lists/hotel-filters.ts";
import { PAGE_SIZE } from "#app/domain/hotel-lists/paging.ts";
import { parseHotelFilters } from "#app/domain/hotel-lists/hotel-filter-query.ts";
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";
import { listHotels } from "#app/models/hotels.server.ts";
import { apiFieldsOf } from "#app/domain/content/hotel-definition.ts";
import { earlierStatement, factProvenance } from "#app/domain/facts/practical-facts.ts";
import type { Hotel } from "#app/models/types.ts";
import type { Route } from "./+types/hotels";

function toApiHotel(hotel: Hotel) {
  return {
    id: hotel.id,
    // The fields the hotel's definition sends as they are (price: about US dollars a night, the
    // rate's dollar value at the cedi reference rate; priceCheckedOn: the day the rate was stated
    // or seen at its source, null when undated).
    ...apiFieldsOf(hotel),
    city: hotel.city,
    priceRange: hotel.priceRange,
    /**
     * The rate as its source stated it: currency ("USD" | "GHS"), amount, date (null: undated)
     * and source ({ kind: "hotel" | "partner" | "publication", name, url }; null: not recorded).
     */
    rate: hotel.rate,
    /**
     * Each practical fact an editor accepted (backup power, water, payment, airport pickup,
     * licence, access, check-in times), with who states it and when: `provenance` reads as the
     * hotel page does ("Stated by the hotel, Nov 2026", "Reported by 3 guests, latest Oct 2026"),
     * `source.kind` is "hotel", "guests" (with `source.count`, approved reports still counting) or
     * absent (a publication). Where statements disagree, only the newest counts here.
     */
    practicalFacts: hotel.practicalFacts.map((fact) => ({
      ...fact,
      provenance: factProvenance(fact.source),
    })),
    /**
     * The hotel's e-mail, phone and WhatsApp and the day it agreed travellers may see them
     * (`since`); null until it agreed on its fact sheet.
     */
    contacts: hotel.contacts,
    /**
     * Accepted statements the newest outweighs (they disagree with it), each with its provenance
     * and `said`: "2 guests reported “None (cuts without backup)”, latest Oct 2026".
     */
    earlierFacts: (hotel.earlierFacts ?? []).map((fact) => ({
      ...fact,
      provenance: factProvenance(fact.source),
      said: earlierStatement(fact),
    })),
    // Left out when the hotel has none, as SPEC.md's optional field.
    affiliateLink: hotel.affiliateLink ?? undefined,
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const params = new URL(request.url).searchParams;
    const featured = params.get("featured");
    params.delete("featured");
    if (featured !== null && featured !== "true" && featured !== "false") {
      return jsonError(400, 'Invalid featured: use "true" or "false".');
    }
    const parsed = parseHotelFilters(params, "strict");
    if (!parsed.success) return jsonError(400, parsed.error);

    let hotels = await listHotels();
    if (featured !== null)
      hotels = hotels.filter((hotel) => hotel.featured === (featured === "true"));
    const isPaged = params.has("page");
    const selection = selectHotels(
      hotels,
      parsed.filters,
      isPaged ? PAGE_SIZE : Number.MAX_SAFE_INTEGER,
    );
    return Response.json(selection.items.map(toApiHotel), {
      headers: {
        "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL,
        "X-Total-Count": String(selection.total),
        ...(isPaged ? { "X-Page-Count": String(selection.pageCount) } : {}),
      },
    });
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
