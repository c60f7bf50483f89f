// The hotels this browser viewed lately (app/browser/shortlist.ts), on the home page. Known only
// in the browser, so nothing renders on the server or before the cards have loaded: the section
// appears below the featured hotels, where arriving late moves nothing the visitor is reading.
import { HotelSection } from "#app/components/hotel/featured-hotels.tsx";
import { useHotelCards } from "#app/components/hotel/use-hotel-cards.ts";
import { useRecentlyViewed } from "#app/browser/shortlist.ts";

export function RecentlyViewed() {
  const { hotels } = useHotelCards(useRecentlyViewed());
  return (
    <HotelSection
      id="recently-viewed"
      title="Recently viewed"
      label="Recently viewed hotels"
      hotels={hotels}
      headingSize="section"
    />
  );
}
