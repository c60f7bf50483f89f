import { describe, expect, it } from "vitest";
import {
  buildSearchIndex,
  foldSearchText,
  normalizeSearchQuery,
  SEARCH_QUERY_MAX_LENGTH,
  searchSite,
  suggestSite,
  type HighlightedText,
  type SearchDocument,
  type SearchResults,
} from "#app/domain/search/site-search.ts";

function city(name: string, slug: string, body: string): SearchDocument {
  return {
    kind: "city",
    id: slug,
    title: name,
    url: `/${slug}`,
    snippet: body,
    fields: [
      { name: "name", text: name, weight: 10 },
      { name: "body", text: body, weight: 1 },
    ],
  };
}

interface HotelFixture {
  name: string;
  slug: string;
  city: string;
  area: string;
  type: string;
  amenities: string[];
  price: number;
  description: string;
  featured?: boolean;
}

function hotel(fixture: HotelFixture): SearchDocument {
  return {
    kind: "hotel",
    id: fixture.slug,
    title: fixture.name,
    url: `/hotels/${fixture.slug}`,
    snippet: `${fixture.area}, ${fixture.city} · $${fixture.price}`,
    fields: [
      { name: "name", text: fixture.name, weight: 10 },
      { name: "city", text: fixture.city, weight: 6 },
      { name: "area", text: fixture.area, weight: 6 },
      { name: "type", text: fixture.type, weight: 4 },
      { name: "amenities", text: fixture.amenities.join(", "), weight: 3 },
      { name: "body", text: fixture.description, weight: 1 },
    ],
    boost: fixture.featured ? 1.1 : 1,
  };
}

function page(kind: "article" | "faq" | "guide", slug: string, title: string, body: string) {
  const document: SearchDocument = {
    kind,
    id: slug,
    title,
    url: `/${kind === "faq" ? "faq" : kind + "s"}/${slug}`,
    snippet: body.slice(0, 80),
    fields: [
      { name: "title", text: title, weight: 10 },
      { name: "body", text: body, weight: 1 },
    ],
  };
  return document;
}

const documents: SearchDocument[] = [
  city("Accra", "accra", "Ghana's capital on the Gulf of Guinea, with beaches and markets."),
  city("Kumasi", "kumasi", "The Ashanti capital, home of Kejetia market and the Manhyia Palace."),
  city("Cape Coast", "cape-coast", "A historic fishing town with a castle on the sea."),
  hotel({
    name: "Kempinski Hotel Gold Coast City",
    slug: "kempinski-hotel-gold-coast-city",
    city: "Accra",
    area: "Ridge",
    type: "Luxury",
    amenities: ["Pool", "Spa", "Free WiFi"],
    price: 330,
    description: "Accra's flagship international hotel near the National Theatre.",
    featured: true,
  }),
  hotel({
    name: "Mövenpick Ambassador Hotel Accra",
    slug: "movenpick-ambassador-hotel-accra",
    city: "Accra",
    area: "Ridge",
    type: "Luxury",
    amenities: ["Pool", "Gym", "Free WiFi"],
    price: 280,
    description: "Landscaped gardens on Independence Avenue with a large outdoor pool.",
  }),
  hotel({
    name: "Coconut Grove Beach Resort",
    slug: "coconut-grove-beach-resort",
    city: "Elmina",
    area: "Elmina Beach",
    type: "Beach resort",
    amenities: ["Pool", "Beach access", "Restaurant"],
    price: 150,
    description: "Chalets by the beach west of Elmina, a short drive from Cape Coast.",
  }),
  hotel({
    name: "Oasis Beach Resort",
    slug: "oasis-beach-resort",
    city: "Cape Coast",
    area: "Victoria Park",
    type: "Beach resort",
    amenities: ["Bar", "Beach access"],
    price: 45,
    description: "Lively budget huts and rooms right below the castle.",
  }),
  hotel({
    name: "Golden Tulip Kumasi City",
    slug: "golden-tulip-kumasi-city",
    city: "Kumasi",
    area: "Nhyiaeso",
    type: "Business",
    amenities: ["Pool", "Restaurant", "Free WiFi"],
    price: 140,
    description: "A business hotel with a large pool close to the city centre.",
  }),
  page(
    "article",
    "first-timers-guide-to-cape-coast-castle",
    "A first-timer's guide to Cape Coast Castle",
    "What to expect on the tour of the castle, and how to get there from Accra.",
  ),
  page(
    "faq",
    "visa",
    "Do I need a visa for Ghana?",
    "Most visitors need a visa arranged before travel; ECOWAS citizens do not.",
  ),
  page(
    "guide",
    "st-georges-castle-elmina",
    "Visiting St George's Castle in Elmina",
    "Opening hours, tickets and the best time to visit the castle at Elmina.",
  ),
];

const index = buildSearchIndex(documents);

function hitIds(results: SearchResults): string[] {
  return results.groups.flatMap((group) => group.hits.map((hit) => `${hit.kind}:${hit.id}`));
}

function groupOf(results: SearchResults, kind: string) {
  return results.groups.find((group) => group.kind === kind);
}

function marked(parts: HighlightedText): string[] {
  return parts.filter((part) => part.match).map((part) => part.text);
}

describe("normalizeSearchQuery", () => {
  it("trims, collapses spaces and treats an absent query as empty", () => {
    expect(normalizeSearchQuery("  cape \n  coast  ")).toBe("cape coast");
    expect(normalizeSearchQuery(null)).toBe("");
    expect(normalizeSearchQuery(undefined)).toBe("");
  });

  it("cuts long queries without leaving half an emoji", () => {
    expect(normalizeSearchQuery("a".repeat(500))).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
    const cut = normalizeSearchQuery(`${"a".repeat(SEARCH_QUERY_MAX_LENGTH - 1)}😀`);
    expect(cut).toBe("a".repeat(SEARCH_QUERY_MAX_LENGTH - 1));
  });
});

describe("searchSite", () => {
  it("finds a hotel by its exact name in any case", () => {
    for (const query of ["Kempinski", "KEMPINSKI", "kempinski hotel"]) {
      const results = searchSite(index, query);
      expect(hitIds(results)[0]).toBe("hotel:kempinski-hotel-gold-coast-city");
      expect(results.total).toBe(1);
      expect(results.correctedQuery).toBeNull();
      expect(results.suggestions).toEqual([]);
    }
  });

  it("folds accents, so movenpick finds Mövenpick", () => {
    for (const query of ["movenpick", "MOVENPICK", "Mövenpick"]) {
      const results = searchSite(index, query);
      expect(hitIds(results)).toEqual(["hotel:movenpick-ambassador-hotel-accra"]);
      // Folding, not typo tolerance, made the match.
      expect(results.correctedQuery).toBeNull();
    }
  });

  it("ignores apostrophes, so st georges finds St George's", () => {
    const results = searchSite(index, "st georges");
    expect(hitIds(results)).toEqual(["guide:st-georges-castle-elmina"]);
    // "George's" is the one word "georges", not "george" plus "s" reached through a typo.
    expect(results.correctedQuery).toBeNull();
    expect(marked(results.groups[0]!.hits[0]!.title)).toEqual(["St George's"]);
    expect(hitIds(searchSite(index, "first timers"))).toEqual([
      "article:first-timers-guide-to-cape-coast-castle",
    ]);
  });

  it("tolerates a typo and says which word it used", () => {
    const results = searchSite(index, "kempinsky");
    expect(hitIds(results)[0]).toBe("hotel:kempinski-hotel-gold-coast-city");
    expect(results.correctedQuery).toBe("kempinski");
    expect(marked(results.groups[0]!.hits[0]!.title)).toEqual(["Kempinski"]);
  });

  it("finds a city through a typo in a short word", () => {
    const results = searchSite(index, "kumasy");
    expect(results.groups[0]!.kind).toBe("city");
    expect(results.groups[0]!.hits[0]!.id).toBe("kumasi");
    expect(hitIds(results)).toContain("hotel:golden-tulip-kumasi-city");
    expect(results.correctedQuery).toBe("kumasi");
  });

  it("finds Cape Coast, its hotels and its articles for 'cape cost'", () => {
    const results = searchSite(index, "cape cost");
    const ids = hitIds(results);
    expect(ids).toContain("city:cape-coast");
    expect(ids).toContain("hotel:oasis-beach-resort");
    expect(ids).toContain("article:first-timers-guide-to-cape-coast-castle");
    expect(results.groups[0]!.kind).toBe("city");
    expect(results.correctedQuery).toBe("cape coast");
  });

  it("groups hits by kind, the kind with the best hit first, each group best first", () => {
    const results = searchSite(index, "accra");
    expect(results.groups.map((group) => group.kind)).toEqual(["city", "hotel", "article"]);
    expect(groupOf(results, "city")!.hits.map((hit) => hit.id)).toEqual(["accra"]);
    const hotelScores = groupOf(results, "hotel")!.hits.map((hit) => hit.score);
    expect(hotelScores).toEqual([...hotelScores].sort((a, b) => b - a));
    // The name holds "Accra" for Mövenpick only, so it outranks Kempinski (city field).
    expect(groupOf(results, "hotel")!.hits[0]!.id).toBe("movenpick-ambassador-hotel-accra");
    expect(results.total).toBe(4);
  });

  it("needs every term to match somewhere in the document", () => {
    expect(hitIds(searchSite(index, "pool kumasi"))).toEqual(["hotel:golden-tulip-kumasi-city"]);
    expect(hitIds(searchSite(index, "ridge pool")).sort()).toEqual([
      "hotel:kempinski-hotel-gold-coast-city",
      "hotel:movenpick-ambassador-hotel-accra",
    ]);
    expect(searchSite(index, "kempinski kumasi").total).toBe(0);
  });

  it("matches the last term by prefix as you type", () => {
    expect(hitIds(searchSite(index, "kemp"))).toEqual(["hotel:kempinski-hotel-gold-coast-city"]);
    expect(hitIds(searchSite(index, "kem"))).toEqual(["hotel:kempinski-hotel-gold-coast-city"]);
    expect(hitIds(searchSite(index, "golden tu"))).toEqual(["hotel:golden-tulip-kumasi-city"]);
    // One letter is too little for a prefix: "k" is not a word anywhere.
    expect(searchSite(index, "k").total).toBe(0);
  });

  it("ranks an exact word above a prefix, and a prefix above a typo", () => {
    const small = buildSearchIndex([
      page("faq", "typo", "Where is the polling station?", "Poll station."),
      page("faq", "prefix", "Which hotels have pools?", "Pools."),
      page("faq", "exact", "Is the pool heated?", "Pool."),
    ]);
    const faqs = searchSite(small, "pool").groups[0]!;
    expect(faqs.hits.map((hit) => hit.id)).toEqual(["exact", "prefix", "typo"]);
    expect(faqs.hits[0]!.score).toBeGreaterThan(faqs.hits[1]!.score);
    expect(faqs.hits[1]!.score).toBeGreaterThan(faqs.hits[2]!.score);
  });

  it("keeps a short word's first letter through a typo, so lome finds Lomé and not home", () => {
    const pages = buildSearchIndex([
      page("guide", "road", "By road from Togo", "The border at Aflao, next to Lomé."),
      page("faq", "home", "Can I rent a home?", "Some come for a month."),
      page("faq", "love", "Places couples love", "Beaches."),
      page("faq", "coast", "The coast road", "West of Accra."),
    ]);
    // "love" is one letter away and starts as "lome" does; "home", "some" and "come" do not.
    expect(hitIds(searchSite(pages, "lome")).sort()).toEqual(["faq:love", "guide:road"]);
    expect(searchSite(pages, "hone").total).toBe(1);
    // A short word still reaches a longer one with its first letter.
    expect(hitIds(searchSite(pages, "cost"))).toEqual(["faq:coast"]);
    // From five letters on, a typo may be anywhere.
    expect(hitIds(searchSite(pages, "xouples"))).toEqual(["faq:love"]);
  });

  it("breaks ties by title, alphabetically", () => {
    const twins = buildSearchIndex([
      city("Zebra Town", "zebra", "A town."),
      city("Alpha Town", "alpha", "A town."),
      city("Ëcho Town", "echo", "A town."),
    ]);
    expect(searchSite(twins, "town").groups[0]!.hits.map((hit) => hit.id)).toEqual([
      "alpha",
      "echo",
      "zebra",
    ]);
  });

  it("puts a title equal to the query, or holding its words in order, first", () => {
    const pages = buildSearchIndex([
      page("guide", "about", "About Elmina", "The town."),
      page("guide", "elmina", "Elmina", "The town."),
      page("guide", "apart", "Coast and Cape Lodges", "Where to sleep."),
      page("guide", "together", "Zen Cape Coast Lodges", "Where to sleep."),
    ]);
    expect(searchSite(pages, "elmina").groups[0]!.hits.map((hit) => hit.id)).toEqual([
      "elmina",
      "about",
    ]);
    expect(searchSite(pages, "cape coast").groups[0]!.hits.map((hit) => hit.id)).toEqual([
      "together",
      "apart",
    ]);
  });

  it("finds hotels by amenity", () => {
    const hotels = groupOf(searchSite(index, "pool"), "hotel")!;
    expect(hotels.hits.map((hit) => hit.id).sort()).toEqual([
      "coconut-grove-beach-resort",
      "golden-tulip-kumasi-city",
      "kempinski-hotel-gold-coast-city",
      "movenpick-ambassador-hotel-accra",
    ]);
    expect(hotels.total).toBe(4);
  });

  it("marks the matched parts of title and snippet, keeping the accents", () => {
    const results = searchSite(index, "movenpick ridge");
    const hit = results.groups[0]!.hits[0]!;
    expect(marked(hit.title)).toEqual(["Mövenpick"]);
    expect(hit.title.map((part) => part.text).join("")).toBe("Mövenpick Ambassador Hotel Accra");
    expect(marked(hit.snippet)).toEqual(["Ridge"]);
    expect(hit.snippet.map((part) => part.text).join("")).toBe("Ridge, Accra · $280");
  });

  it("marks each matched word of a multi-word query", () => {
    const hit = searchSite(index, "cape coast castle").groups.find((g) => g.kind === "article")!
      .hits[0]!;
    expect(marked(hit.title)).toEqual(["Cape Coast Castle"]);
    const apart = searchSite(index, "movenpick accra").groups[0]!.hits[0]!;
    expect(marked(apart.title)).toEqual(["Mövenpick", "Accra"]);
    expect(hit.title[0]).toEqual({ text: "A first-timer's guide to ", match: false });
  });

  it("limits hits per kind but counts them all", () => {
    const results = searchSite(index, "pool", { perKind: 2 });
    const hotels = groupOf(results, "hotel")!;
    expect(hotels.hits).toHaveLength(2);
    expect(hotels.total).toBe(4);
    expect(results.total).toBe(4);
  });

  it("returns nothing for an empty query", () => {
    for (const query of ["", "   ", "!!!"]) {
      expect(searchSite(index, query)).toEqual({
        query: query.trim(),
        total: 0,
        groups: [],
        correctedQuery: null,
        suggestions: [],
      });
    }
  });

  it("suggests close words when nothing matches", () => {
    // "kumasi" and "pool" exist, but "kempinski" never sits with "kumasi".
    const results = searchSite(index, "kempinski kumasi");
    expect(results.total).toBe(0);
    expect(results.suggestions.length).toBeGreaterThan(0);
    expect(results.suggestions).toContain("kumasi");
    expect(results.suggestions.length).toBeLessThanOrEqual(5);
  });

  it("suggests popular titles, cities first, for nonsense", () => {
    const results = searchSite(index, "zzzz qqq");
    expect(results.total).toBe(0);
    expect(results.groups).toEqual([]);
    expect(results.correctedQuery).toBeNull();
    expect(results.suggestions).toHaveLength(5);
    expect(results.suggestions.slice(0, 3)).toEqual(["Accra", "Cape Coast", "Kumasi"]);
    // Then the featured hotel, boosted above the other hotels.
    expect(results.suggestions[3]).toBe("Kempinski Hotel Gold Coast City");
  });

  it("never throws on odd input", () => {
    const odd = [
      "😀",
      "😀😀 accra",
      "<script>alert(1)</script>",
      "'''",
      "-- ; DROP TABLE hotels",
      "a".repeat(1000),
      "accra ".repeat(200),
      "\u0301\u0301",
      "ẞ İstanbul ﬁ",
      "\uD800",
    ];
    for (const query of odd) {
      expect(() => searchSite(index, query)).not.toThrow();
      expect(() => suggestSite(index, query)).not.toThrow();
    }
    expect(hitIds(searchSite(index, "😀😀 accra"))[0]).toBe("city:accra");
    expect(searchSite(index, "a".repeat(1000)).query).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
  });
});

describe("suggestSite", () => {
  it("gives the best titles of any kind, up to the limit", () => {
    const all = suggestSite(index, "accra");
    expect(all[0]).toEqual({ kind: "city", title: "Accra", url: "/accra" });
    expect(all).toHaveLength(4);
    expect(suggestSite(index, "accra", 2)).toEqual(all.slice(0, 2));
    expect(suggestSite(index, "accra", 0)).toEqual([]);
  });

  it("defaults to 8 and answers prefixes", () => {
    expect(suggestSite(index, "kem")).toEqual([
      {
        kind: "hotel",
        title: "Kempinski Hotel Gold Coast City",
        url: "/hotels/kempinski-hotel-gold-coast-city",
      },
    ]);
    const many = buildSearchIndex(
      Array.from({ length: 20 }, (_, n) => city(`Town ${n}`, `town-${n}`, "A town.")),
    );
    expect(suggestSite(many, "town")).toHaveLength(8);
    expect(suggestSite(index, "")).toEqual([]);
  });
});

describe("French pages", () => {
  function french(kind: "city" | "guide", slug: string, title: string, body: string) {
    return { ...page(kind === "city" ? "article" : kind, slug, title, body), kind, lang: "fr" };
  }
  const bilingual = buildSearchIndex([
    city("Accra", "accra", "Ghana's capital, a short flight from Abidjan."),
    page("guide", "visa", "Visa on arrival", "Who gets a visa at the airport."),
    french("city", "fr-accra", "Hôtels à Accra", "La capitale du Ghana, à une heure d'Abidjan."),
    french("guide", "fr-visa", "Visa à l'arrivée", "Qui obtient un visa à l'aéroport."),
    french("guide", "fr-road", "Venir par la route", "La frontière d'Aflao, à deux pas de Lomé."),
  ]);

  it("folds accents, case and French elisions, but keeps an English possessive whole", () => {
    expect(foldSearchText("L'Arrivée d'Abidjan qu'Aflao")).toBe("arrivee abidjan aflao");
    expect(foldSearchText("Côte d’Ivoire")).toBe("cote ivoire");
    expect(foldSearchText("George's")).toBe("georges");
  });

  it.each(["visa à l'arrivée", "visa a l'arrivee", "VISA A L’ARRIVEE", "visa arrivee"])(
    "finds the French page for %s, with or without accents and elisions",
    (query) => {
      expect(hitIds(searchSite(bilingual, query))[0]).toBe("guide:fr-visa");
    },
  );

  it.each(["frontière", "frontiere", "Lomé", "lome", "LOME"])("finds %s", (query) => {
    expect(hitIds(searchSite(bilingual, query))).toEqual(["guide:fr-road"]);
  });

  it("ranks the pages in the language searched in first, and says which hits are French", () => {
    expect(hitIds(searchSite(bilingual, "abidjan"))).toEqual(["city:accra", "city:fr-accra"]);
    const inFrench = searchSite(bilingual, "abidjan", { lang: "fr" });
    expect(hitIds(inFrench)).toEqual(["city:fr-accra", "city:accra"]);
    const [first, second] = inFrench.groups[0]!.hits;
    expect(first!.lang).toBe("fr");
    expect(second).not.toHaveProperty("lang");
    expect(suggestSite(bilingual, "abidjan", 2, "fr")).toEqual([
      { kind: "city", title: "Hôtels à Accra", url: "/articles/fr-accra", lang: "fr" },
      { kind: "city", title: "Accra", url: "/accra" },
    ]);
  });

  it("keeps the English ranking of English queries", () => {
    expect(hitIds(searchSite(bilingual, "visa"))[0]).toBe("guide:visa");
    expect(hitIds(searchSite(bilingual, "accra"))[0]).toBe("city:accra");
  });
});

describe("pages with a twin for every reader (hotels)", () => {
  const twins = buildSearchIndex([
    { ...page("article", "labadi", "Labadi Beach Hotel", "Pool and beach."), onlyFor: "en" },
    {
      ...page(
        "article",
        "fr-labadi",
        "Labadi Beach Hotel",
        "Piscine, plage. Petit budget pas cher.",
      ),
      lang: "fr",
      onlyFor: "fr",
    },
  ]);

  it("shows each search its own language's twin, never both", () => {
    expect(hitIds(searchSite(twins, "labadi"))).toEqual(["article:labadi"]);
    expect(hitIds(searchSite(twins, "labadi", { lang: "fr" }))).toEqual(["article:fr-labadi"]);
    expect(hitIds(searchSite(twins, "pas cher", { lang: "fr" }))).toEqual(["article:fr-labadi"]);
    expect(hitIds(searchSite(twins, "pas cher"))).toEqual([]);
    expect(suggestSite(twins, "labad", 5, "fr").map((hit) => hit.url)).toEqual([
      "/articles/fr-labadi",
    ]);
  });
});

describe("French plurals", () => {
  const pages = buildSearchIndex([
    {
      ...page("guide", "road", "Par la route", "À toutes les frontières, les documents."),
      lang: "fr",
    },
    {
      ...page("faq", "card", "Le carnet jaune", "Contrôlé à la frontière terrestre ?"),
      lang: "fr",
    },
    page("guide", "borders", "Borders", "Crossings and passes to Togo."),
  ]);

  it("matches a French plural exactly from the singular, and leaves English words alone", () => {
    const results = searchSite(pages, "frontière");
    expect(results.total).toBe(2);
    expect(groupOf(results, "guide")!.hits[0]!.score).toBe(groupOf(results, "faq")!.hits[0]!.score);
    // An English plural still matches only as a prefix: 0.7 of the body's weight of 1.
    expect(searchSite(pages, "crossing").groups[0]!.hits[0]!.score).toBeCloseTo(0.7);
  });
});
