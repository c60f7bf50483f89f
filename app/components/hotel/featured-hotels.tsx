import { HotelGrid } from "#app/components/hotel/hotel-card.tsx";
import { type CardHotel } from "#app/models/cards.ts";

/** The operator's featured hotels, closing the blog pages; nothing when none are featured. */
export function FeaturedHotels({ hotels }: { hotels: readonly CardHotel[] }) {
  if (hotels.length === 0) return null;
  return (
    <section aria-labelledby="featured-hotels">
      <h2 id="featured-hotels" className="text-3xl font-bold text-slate-900">
        Featured Hotels
      </h2>
      <div className="mt-6">
        <HotelGrid hotels={hotels} label="Featured hotels" />
      </div>
    </section>
  );
}
