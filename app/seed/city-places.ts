// Coordinates from Wikipedia/Wikidata infoboxes (Takoradi Harbour from Ghana Ports & Harbours
// Authority), converted to decimal degrees; checked 2026-11-24. Sources are listed at the bottom.
import type { Landmark } from "#db/schema.ts";

/** Each seeded city's map point and landmarks, in decimal degrees (negative: west). */
export interface CityPlacesSeed {
  latitude: number;
  longitude: number;
  /** Two or three well-known landmarks of the city a visitor would want distances to. */
  landmarks: Landmark[];
}

export const cityPlaceSeeds: Record<string, CityPlacesSeed> = {
  accra: {
    latitude: 5.5461,
    longitude: -0.2067,
    landmarks: [
      { name: "Kwame Nkrumah Memorial Park", latitude: 5.5444, longitude: -0.2028 },
      { name: "Jamestown Lighthouse", latitude: 5.5331, longitude: -0.2122 },
    ],
  },
  kumasi: {
    latitude: 6.7,
    longitude: -1.625,
    landmarks: [
      { name: "Kejetia Market", latitude: 6.6986, longitude: -1.6191 },
      {
        name: "Centre for National Culture (Prempeh II Jubilee Museum)",
        latitude: 6.7006,
        longitude: -1.6292,
      },
    ],
  },
  "cape-coast": {
    latitude: 5.1,
    longitude: -1.25,
    landmarks: [
      { name: "Cape Coast Castle", latitude: 5.1036, longitude: -1.2411 },
      { name: "Kakum National Park", latitude: 5.3536, longitude: -1.3833 },
    ],
  },
  elmina: {
    latitude: 5.0833,
    longitude: -1.35,
    landmarks: [
      { name: "Elmina Castle (St George's Castle)", latitude: 5.0826, longitude: -1.3481 },
      { name: "Fort St Jago (Fort Coenraadsburg)", latitude: 5.0844, longitude: -1.3508 },
    ],
  },
  tamale: {
    latitude: 9.4075,
    longitude: -0.8533,
    // No landmark coordinates could be verified (Central Mosque, Cultural Centre): left empty.
    landmarks: [],
  },
  takoradi: {
    latitude: 4.8844,
    longitude: -1.7553,
    // Market Circle could not be verified. Harbour position is given to the minute only.
    landmarks: [{ name: "Takoradi Harbour", latitude: 4.8833, longitude: -1.75 }],
  },
  mole: {
    // Larabanga, the park-entrance village; the park HQ / Mole Motel point itself (a few km
    // north) could not be verified. No landmark coordinates could be verified: left empty.
    latitude: 9.2169,
    longitude: -1.8578,
    landmarks: [],
  },
  busua: {
    latitude: 4.8,
    longitude: -1.9333,
    landmarks: [{ name: "Fort Metal Cross (Dixcove)", latitude: 4.7932, longitude: -1.9448 }],
  },
  axim: {
    latitude: 4.8667,
    longitude: -2.2333,
    landmarks: [
      { name: "Fort San Antonio (Fort St Anthony)", latitude: 4.868, longitude: -2.2444 },
    ],
  },
  akosombo: {
    // No coordinates for the town itself could be verified; the dam (beside the town) is used.
    latitude: 6.2997,
    longitude: 0.0594,
    landmarks: [
      { name: "Akosombo Dam", latitude: 6.2997, longitude: 0.0594 },
      { name: "Adomi Bridge (Atimpoku)", latitude: 6.2394, longitude: 0.0956 },
    ],
  },
};

// Sources (coordinates as published, converted from DMS where needed):
// Accra: Wikipedia/Wikidata "Accra", coordinate location 5°32′46″N 0°12′24″W
// Kwame Nkrumah Memorial Park: Wikipedia "Kwame Nkrumah Mausoleum" (fr), 5°32′40″N 0°12′10″W
// Jamestown Lighthouse: Wikipedia "Jamestown Lighthouse" (ja mirror), 5°31′59″N 0°12′44″W
// Kumasi: Wikipedia "Kumasi", 06°42′00″N 01°37′30″W
// Kejetia Market: Wikipedia "Kejetia Market" (Kumasi Central Market), 6.698635, -1.619140
// Centre for National Culture, Kumasi: Wikipedia "Centre for National Culture (Kumasi)",
//   6°42′02.3″N 1°37′45.1″W
// Cape Coast: Wikipedia "Cape Coast", 05°06′N 01°15′W
// Cape Coast Castle: Wikipedia "Cape Coast Castle", 5°06′13″N 1°14′28″W
// Kakum National Park: Wikipedia/Wikidata "Kakum National Park", 5°21′13″N 1°23′0″W
// Elmina: Wikipedia "Elmina", 5°05′N 1°21′W
// Elmina Castle: Wikipedia "Elmina Castle", 5.0826, -1.3481
// Fort St Jago: Wikipedia "Fort Coenraadsburg", 5°05′04″N 1°21′03″W
// Tamale: Wikipedia "Tamale, Ghana", 09°24′27″N 00°51′12″W
// Takoradi: Wikipedia "Takoradi" (fr), 4°53′04″N 1°45′19″W
// Takoradi Harbour: Ghana Ports & Harbours Authority, "Navigation Information, Takoradi Port",
//   4°53′N 1°45′W
// Mole (Larabanga): Wikipedia "Larabanga" (no), 9°13′01″N 1°51′28″W
// Busua: Wikipedia "Busua", 4°48′0″N 1°56′0″W
// Fort Metal Cross: Wikipedia "Fort Metal Cross", 4°47′36″N 1°56′41″W
// Axim: Wikipedia "Axim", 4°52′N 2°14′W
// Fort San Antonio: Wikipedia "Fort Saint Anthony" (Fort Santo Antonio), 4.8680, -2.2444
// Akosombo Dam: Wikidata via aroundus.com "Akosombo Dam", 6.29972, 0.05944
// Adomi Bridge: Wikipedia "Adomi Bridge", 6°14′22″N 0°05′44″E
