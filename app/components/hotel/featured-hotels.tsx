import { HotelGrid } from "#app/components/hotel/hotel-card.tsx";
import { type CardHotel } from "#app/models/cards.ts";
import { Heading } from "#app/components/ui/heading.tsx";

/** The operator's featured hotels, closing the blog pages; nothing when none are featured. */
export function FeaturedHotels({ hotels }: { hotels: readonly CardHotel[] }) {
  if (hotels.length === 0) return null;
  return (
    <section aria-labelledby="featured-hotels">
      <Heading level={2} size="title" id="featured-hotels">
        Featured Hotels
      </Heading>
      <div className="mt-6">
        <HotelGrid hotels={hotels} label="Featured hotels" />
      </div>
    </section>
  );
}
