// The seeded hotels the public site lists: only those whose listing check found public sources
// (app/seed/hotel-listings.ts, issue 29). Tests of lists, counts and the API compare with these.
import { slugify } from "#app/domain/content/slug.ts";
import { hotelListingFor } from "#app/seed/hotel-listings.ts";
import { hotelSeeds } from "#app/seed/hotels.ts";

export const listedHotelSeeds = hotelSeeds.filter(
  (hotel) => hotelListingFor(slugify(hotel.name)).listingStatus === "verified",
);
