// Options and defaults of the home page's search box (SPEC.md sections 2, 3 and 9).

export const TRAVELER_OPTIONS = [
  "1 traveler, 1 room",
  "2 travelers, 1 room",
  "3 travelers, 1 room",
  "4 travelers, 2 rooms",
] as const;
export const DEFAULT_TRAVELERS = "2 travelers, 1 room";

// Economy only: neither flights partner's link carries a cabin (docs/partners.md).
export const FLIGHT_TRAVELER_OPTIONS = [
  "1 traveler, Economy",
  "2 travelers, Economy",
  "3 travelers, Economy",
  "4 travelers, Economy",
] as const;
export const DEFAULT_FLIGHT_TRAVELERS = "1 traveler, Economy";
export const DEFAULT_FLIGHT_TO = "Accra";

export interface SearchDates {
  today: string;
  tomorrow: string;
  inAWeek: string;
}
