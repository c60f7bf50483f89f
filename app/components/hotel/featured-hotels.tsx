import { HotelGrid } from "#app/components/hotel/hotel-card.tsx";
import type { CardHotel } from "#app/components/hotel/hotel-card-data.ts";
import { Heading } from "#app/components/ui/heading.tsx";
import { PriceNote } from "#app/components/price-note.tsx";

/** A titled grid of hotel cards; nothing when there are none. */
export function HotelSection(props: {
  id: string;
  title: string;
  /** Names the grid for screen readers. */
  label: string;
  hotels: readonly CardHotel[];
  headingSize: "title" | "section";
}) {
  if (props.hotels.length === 0) return null;
  return (
    <section aria-labelledby={props.id}>
      <Heading level={2} size={props.headingSize} id={props.id}>
        {props.title}
      </Heading>
      <PriceNote />
      <div className="mt-6">
        <HotelGrid hotels={props.hotels} label={props.label} />
      </div>
    </section>
  );
}

/** The operator's featured hotels, closing the blog pages; nothing when none are featured. */
export function FeaturedHotels({ hotels }: { hotels: readonly CardHotel[] }) {
  return (
    <HotelSection
      id="featured-hotels"
      title="Featured Hotels"
      label="Featured hotels"
      hotels={hotels}
      headingSize="title"
    />
  );
}
