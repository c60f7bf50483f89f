// The places the flight search knows by name: Ghana's airports and the cities and airports
// travellers to Ghana most often fly from (direct routes to Accra, the diaspora's home cities and
// the usual hubs). Partners search by IATA code, so a name typed here reaches them as its code;
// a code not listed here still goes through as typed (app/domain/partners/airport-codes.ts).
// Codes checked against each airport's IATA designator, 2026-11-25. City codes (LON, NYC) search
// every airport of the city at once. Accra's airport is officially Accra International Airport
// since February 2026 (app/content/airports.ts), but travellers still call it Kotoka.

import type { FlightPlace } from "#app/domain/partners/airport-codes.ts";

export const FLIGHT_PLACES: readonly FlightPlace[] = [
  // Ghana
  {
    code: "ACC",
    name: "Accra International",
    country: "Ghana",
    aliases: ["Accra", "Kotoka", "Accra Kotoka", "Ghana"],
  },
  { code: "KMS", name: "Kumasi Prempeh I", country: "Ghana", aliases: ["Kumasi", "Prempeh I"] },
  { code: "TML", name: "Tamale", country: "Ghana" },
  { code: "NYI", name: "Sunyani", country: "Ghana" },
  {
    code: "TKD",
    name: "Takoradi",
    country: "Ghana",
    aliases: ["Sekondi-Takoradi", "Sekondi"],
  },
  // United Kingdom
  { code: "LON", name: "London, all airports", country: "United Kingdom", aliases: ["London"] },
  { code: "LHR", name: "London Heathrow", country: "United Kingdom", aliases: ["Heathrow"] },
  { code: "LGW", name: "London Gatwick", country: "United Kingdom", aliases: ["Gatwick"] },
  { code: "STN", name: "London Stansted", country: "United Kingdom", aliases: ["Stansted"] },
  { code: "LTN", name: "London Luton", country: "United Kingdom", aliases: ["Luton"] },
  { code: "LCY", name: "London City", country: "United Kingdom" },
  { code: "MAN", name: "Manchester", country: "United Kingdom" },
  { code: "BHX", name: "Birmingham", country: "United Kingdom" },
  // North America
  {
    code: "NYC",
    name: "New York, all airports",
    country: "United States",
    aliases: ["New York", "New York City", "NY"],
  },
  {
    code: "JFK",
    name: "New York JFK",
    country: "United States",
    aliases: ["John F. Kennedy", "Kennedy"],
  },
  { code: "EWR", name: "Newark", country: "United States", aliases: ["New York Newark"] },
  {
    code: "IAD",
    name: "Washington Dulles",
    country: "United States",
    aliases: ["Washington", "Washington DC", "Washington, D.C.", "Dulles"],
  },
  { code: "ATL", name: "Atlanta", country: "United States", aliases: ["Hartsfield-Jackson"] },
  {
    code: "IAH",
    name: "Houston Intercontinental",
    country: "United States",
    aliases: ["Houston", "George Bush Intercontinental"],
  },
  { code: "YYZ", name: "Toronto Pearson", country: "Canada", aliases: ["Toronto", "Pearson"] },
  // Europe
  {
    code: "AMS",
    name: "Amsterdam Schiphol",
    country: "Netherlands",
    aliases: ["Amsterdam", "Schiphol"],
  },
  {
    code: "CDG",
    name: "Paris Charles de Gaulle",
    country: "France",
    aliases: ["Paris", "Charles de Gaulle", "Roissy"],
  },
  { code: "FRA", name: "Frankfurt", country: "Germany" },
  { code: "BRU", name: "Brussels", country: "Belgium", aliases: ["Bruxelles", "Zaventem"] },
  { code: "LIS", name: "Lisbon", country: "Portugal", aliases: ["Lisboa"] },
  { code: "IST", name: "Istanbul", country: "Türkiye", aliases: ["Istanbul Airport"] },
  // Middle East
  { code: "DXB", name: "Dubai", country: "United Arab Emirates" },
  { code: "DOH", name: "Doha Hamad", country: "Qatar", aliases: ["Doha", "Hamad"] },
  // Africa
  {
    code: "ADD",
    name: "Addis Ababa Bole",
    country: "Ethiopia",
    aliases: ["Addis Ababa", "Addis", "Bole"],
  },
  {
    code: "NBO",
    name: "Nairobi Jomo Kenyatta",
    country: "Kenya",
    aliases: ["Nairobi", "Jomo Kenyatta"],
  },
  { code: "KGL", name: "Kigali", country: "Rwanda" },
  {
    code: "JNB",
    name: "Johannesburg O. R. Tambo",
    country: "South Africa",
    aliases: ["Johannesburg", "Joburg", "Jo'burg", "O. R. Tambo", "Tambo"],
  },
  { code: "CPT", name: "Cape Town", country: "South Africa" },
  { code: "CAI", name: "Cairo", country: "Egypt" },
  {
    code: "LOS",
    name: "Lagos Murtala Muhammed",
    country: "Nigeria",
    aliases: ["Lagos", "Murtala Muhammed"],
  },
  {
    code: "ABV",
    name: "Abuja Nnamdi Azikiwe",
    country: "Nigeria",
    aliases: ["Abuja", "Nnamdi Azikiwe"],
  },
  {
    code: "ABJ",
    name: "Abidjan Félix Houphouët-Boigny",
    country: "Côte d'Ivoire",
    aliases: ["Abidjan", "Félix Houphouët-Boigny"],
  },
  { code: "LFW", name: "Lomé", country: "Togo" },
  { code: "COO", name: "Cotonou", country: "Benin" },
  { code: "OUA", name: "Ouagadougou", country: "Burkina Faso" },
  { code: "DSS", name: "Dakar Blaise Diagne", country: "Senegal", aliases: ["Dakar"] },
  { code: "BJL", name: "Banjul", country: "Gambia" },
  { code: "FNA", name: "Freetown Lungi", country: "Sierra Leone", aliases: ["Freetown", "Lungi"] },
  {
    code: "ROB",
    name: "Monrovia Roberts",
    country: "Liberia",
    aliases: ["Monrovia", "Roberts"],
  },
  {
    code: "CMN",
    name: "Casablanca Mohammed V",
    country: "Morocco",
    aliases: ["Casablanca", "Mohammed V"],
  },
];
