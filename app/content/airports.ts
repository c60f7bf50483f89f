// Airports with scheduled flights, for the straight-line distances on hotel pages. Coordinates
// from each airport's Wikipedia infobox (converted from degrees, minutes and seconds), checked
// 2026-11-24. Names checked 2026-11-25 against the fact register's sources: Accra's airport took
// back its original name, Accra International Airport, on 23 February 2026 (fact
// `transport.accra-airport-name`); travellers still know the old name, so both are given. Kumasi's
// was renamed Prempeh I International Airport when commissioned on 10 May 2024, and Tamale's was
// named Yakubu Tali International Airport in 2024 (fact `transport.tamale-airport`, checked
// 2026-11-29); it is still often called Tamale International Airport, so both are given.
import type { Airport } from "#app/domain/hotels/distances.ts";

export const airports: readonly Airport[] = [
  {
    // 05°36′16.8″N 000°10′02.6″W
    code: "ACC",
    name: "Accra International Airport (formerly Kotoka)",
    latitude: 5.6047,
    longitude: -0.1674,
    international: true,
  },
  {
    // 06°42′52″N 001°35′26″W
    code: "KMS",
    name: "Prempeh I International Airport, Kumasi",
    latitude: 6.7144,
    longitude: -1.5906,
    international: false,
  },
  {
    // 9°33′25″N 0°51′47″W
    code: "TML",
    name: "Yakubu Tali International Airport, Tamale",
    latitude: 9.5569,
    longitude: -0.8631,
    international: false,
  },
  {
    // 04°53′45″N 001°46′29″W
    code: "TKD",
    name: "Takoradi Airport",
    latitude: 4.8958,
    longitude: -1.7747,
    international: false,
  },
];
