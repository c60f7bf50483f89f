// TEMPORARY placeholder so the build runs; the content writer replaces this whole file.
import type { CitySeed } from "./types";

export const citySeeds: CitySeed[] = [
  {
    name: "Accra",
    slug: "accra",
    region: "Greater Accra",
    description: "Ghana's capital on the Gulf of Guinea.",
    population: "Capital city",
    climate: "Dry November-March, wet April-October",
    languages: "English, Ga, Twi",
    highlights: [],
    guide: "",
  },
  {
    name: "Kumasi",
    slug: "kumasi",
    region: "Ashanti",
    description: "The Asante capital.",
    population: "Second-largest city",
    climate: "Dry November-March, wet April-October",
    languages: "English, Twi",
    highlights: [],
    guide: "",
  },
  {
    name: "Cape Coast",
    slug: "cape-coast",
    region: "Central",
    description: "Castle town on the coast.",
    population: "Coastal city",
    climate: "Dry November-March, wet April-October",
    languages: "English, Fante",
    highlights: [],
    guide: "",
  },
  {
    name: "Tamale",
    slug: "tamale",
    region: "Northern",
    description: "Capital of the Northern Region.",
    population: "Northern city",
    climate: "One rainy season, May-October",
    languages: "English, Dagbani",
    highlights: [],
    guide: "",
  },
];
