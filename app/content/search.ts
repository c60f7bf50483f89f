// Options and defaults of the home page's search box (SPEC.md sections 2, 3 and 9).

export const DEFAULT_STAY_LOCATION = "Kotoka International Airport (ACC), Accra";

export const TRAVELER_OPTIONS = [
  "1 traveler, 1 room",
  "2 travelers, 1 room",
  "3 travelers, 1 room",
  "4 travelers, 2 rooms",
] as const;
export const DEFAULT_TRAVELERS = "2 travelers, 1 room";

export const FLIGHT_TRAVELER_OPTIONS = [
  "1 traveler, Economy",
  "2 travelers, Economy",
  "3 travelers, Economy",
  "4 travelers, Economy",
  "1 traveler, Premium Economy",
  "1 traveler, Business",
] as const;
export const DEFAULT_FLIGHT_TRAVELERS = "1 traveler, Economy";
export const DEFAULT_FLIGHT_TO = "Accra";

export const DEFAULT_DROPOFF = "Same as pick-up";
export const DEFAULT_CAR_TIME = "10:30am";

/** Half-hour steps through the day, written as the partner shows them ("10:30am"). */
export const CAR_TIME_OPTIONS: readonly string[] = Array.from({ length: 48 }, (_, index) => {
  const hours = Math.floor(index / 2);
  const minutes = index % 2 === 0 ? "00" : "30";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes}${hours < 12 ? "am" : "pm"}`;
});

export interface SearchDates {
  today: string;
  tomorrow: string;
  inThreeDays: string;
  inAWeek: string;
}
