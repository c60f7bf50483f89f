// The hotels this browser viewed lately (app/browser/shortlist.ts), on the home page. Known only
// in the browser, so nothing renders on the server or before the cards have loaded: the section
// appears below the featured hotels, where arriving late moves nothing the visitor is reading.
import { HotelGrid } from "#app/components/hotel/hotel-card.tsx";
import { useHotelCards } from "#app/components/hotel/use-hotel-cards.ts";
import { Heading } from "#app/components/ui/heading.tsx";
import { useRecentlyViewed } from "#app/browser/shortlist.ts";

export function RecentlyViewed() {
  const { hotels } = useHotelCards(useRecentlyViewed());
  if (hotels.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed">
      <Heading level={2} size="section" id="recently-viewed">
        Recently viewed
      </Heading>
      <div className="mt-6">
        <HotelGrid hotels={hotels} label="Recently viewed hotels" />
      </div>
    </section>
  );
}
