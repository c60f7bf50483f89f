import { Link } from "react-router";
import { goPath } from "#app/domain/partners/go-links.ts";
import { Icon } from "#app/components/icon.tsx";
import { CediRateNote, OtherCurrency } from "#app/components/price.tsx";
import { formatRate } from "#app/domain/hotels/rates.ts";
import { OutboundLink } from "#app/components/outbound-link.tsx";
import { Amenity } from "#app/components/hotel/amenity.tsx";
import { HotelImage } from "#app/components/hotel/hotel-image.tsx";
import { Picture } from "#app/components/picture.tsx";
import { SaveHotelButton } from "#app/components/hotel/save-hotel-button.tsx";
import { StarRating } from "#app/components/hotel/star-rating.tsx";
import { TypeBadge } from "#app/components/hotel/type-badge.tsx";
import { CardSkeleton } from "#app/components/ui/card-skeleton.tsx";
import type { CardHotel } from "#app/components/hotel/hotel-card-data.ts";
import { useChrome } from "#app/site-config.ts";

const HOTEL_SKELETON_BARS = ["h-4 w-1/3", "h-5 w-3/4", "h-4 w-1/2", "h-8 w-full"];

export function HotelCard({ hotel, isLazy = true }: { hotel: CardHotel; isLazy?: boolean }) {
  // The card's words come in the page's language with the root's data, its own French words
  // (prices with CFA francs, rating, type) in `shown` on French pages.
  const words = useChrome().cards;
  const shown = hotel.shown;
  return (
    <article className="card">
      {hotel.cover ? (
        <div className="aspect-[3/2] overflow-hidden bg-brand-50">
          <Picture
            photo={hotel.cover}
            sizes="(min-width: 1024px) 25rem, (min-width: 640px) 50vw, 100vw"
            isLazy={isLazy}
          />
        </div>
      ) : (
        <HotelImage
          src={hotel.image}
          alt={words.illustration.replace("{name}", hotel.name)}
          size="card"
          isLazy={isLazy}
        />
      )}
      <div className="card-body">
        <div className="card-head">
          <TypeBadge hotelType={hotel.hotelType} label={shown?.type} />
          <StarRating rating={hotel.rating} said={shown?.rating} />
        </div>
        <h3 className="card-title">
          <Link to={`${words.hotelPath}${hotel.slug}`}>{hotel.name}</Link>
        </h3>
        {/* After the name in reading order; shown over the image's corner. */}
        <SaveHotelButton slug={hotel.slug} name={hotel.name} look="card" />
        <p className="card-place">
          <Icon name="map-pin" />
          {`${hotel.location}, ${hotel.city}`}
        </p>
        {/* No list rather than an empty one, which a screen reader announces as "none". */}
        {hotel.amenities.length > 0 ? (
          <ul aria-label={words.amenities} className="card-amenities">
            {hotel.amenities.map((amenity) => (
              <Amenity key={amenity.key} amenity={amenity} as="li" />
            ))}
          </ul>
        ) : null}
        <div className="card-foot">
          <div>
            <p>
              <span className="price-night">{shown?.rate ?? formatRate(hotel.rate)}</span>
              <span className="text-sm text-slate-600">{words.perNight}</span>
            </p>
            {shown ? (
              [shown.other, shown.xof].map((price) =>
                price ? (
                  <p key={price} className="text-sm whitespace-nowrap text-slate-700">
                    {price}
                  </p>
                ) : null,
              )
            ) : (
              <OtherCurrency rate={hotel.rate} />
            )}
            {hotel.isRateOld ? <p className="text-sm text-amber-800">{words.oldRate}</p> : null}
          </div>
          <OutboundLink
            href={goPath("hotel", hotel.slug, "hotel-card")}
            className="btn-book"
            newTab={words.newTab}
          >
            {words.bookNow}
            <span className="sr-only">{`: ${hotel.name}`}</span>
          </OutboundLink>
        </div>
      </div>
    </article>
  );
}

/** The grid of cards, or skeleton cards while a client navigation loads it. */
export function HotelGrid(props: {
  hotels: readonly CardHotel[];
  isLoading?: boolean;
  skeletons?: number;
  eagerCount?: number;
  label?: string;
  /** French pages: the note on converted prices, shown instead of the cedi rate's; null: none. */
  frenchRateNote?: string | null;
}) {
  const words = useChrome().cards;
  if (props.isLoading) {
    return (
      <div
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        role="status"
        aria-label={words.loading}
      >
        {Array.from({ length: props.skeletons ?? 6 }, (_, index) => (
          <CardSkeleton key={index} bars={HOTEL_SKELETON_BARS} />
        ))}
      </div>
    );
  }
  return (
    <>
      <ul aria-label={props.label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {props.hotels.map((hotel, index) => (
          <li key={hotel.slug} className="flex card-later">
            <div className="w-full">
              <HotelCard hotel={hotel} isLazy={index >= (props.eagerCount ?? 0)} />
            </div>
          </li>
        ))}
      </ul>
      {props.hotels.length === 0 ? null : props.frenchRateNote === undefined ? (
        <CediRateNote className="mt-4" />
      ) : props.frenchRateNote ? (
        <p className="mt-4 text-sm text-slate-700">{props.frenchRateNote}</p>
      ) : null}
    </>
  );
}
