// The seeded hotels the public site lists: only those whose listing check found public sources
// (db/seed/hotel-listings.ts, issue 29). Tests of lists, counts and the API compare with these.
import { slugify } from "#app/domain/slug.ts";
import { hotelListingFor } from "#db/seed/hotel-listings.ts";
import { hotelSeeds } from "#db/seed/hotels.ts";

export const listedHotelSeeds = hotelSeeds.filter(
  (hotel) => hotelListingFor(slugify(hotel.name)).listingStatus === "verified",
);
