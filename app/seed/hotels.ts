// Editorial seed data: real hotels in Ghana, kept as data in hotels.json and checked against
// HotelSeedSchema as it loads, so a bad entry stops the seed with the field named.
import data from "#app/seed/hotels.json" with { type: "json" };
import { HotelSeedSchema } from "#app/seed/types.ts";

export const hotelSeeds = HotelSeedSchema.array().parse(data);
