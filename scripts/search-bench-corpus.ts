// The synthetic site-search corpus of the search benchmarks: the real hotel seeds copied under
// numbered names up to the number asked for (so descriptions and amenity lists have real sizes),
// plus about 100 cities, articles, FAQs and guides whose bodies reuse hotel descriptions, so their
// vocabulary and length are realistic. Used by bench-search.ts and bench-search-engines.ts.
import data from "#app/seed/hotels.json" with { type: "json" };
import { slugify } from "#app/domain/content/slug.ts";
import type { SearchDocument } from "#app/domain/search/site-search.ts";

const seeds = data as HotelSeed[];

interface HotelSeed {
  name: string;
  city: string;
  location: string;
  description: string;
  price: number;
  rating: number;
  hotelType: string;
  amenities: string[];
  featured?: boolean;
}

function hotelDocument(seed: HotelSeed, name: string): SearchDocument {
  const slug = slugify(name);
  return {
    kind: "hotel",
    id: slug,
    title: name,
    url: `/hotels/${slug}`,
    snippet: `${seed.location}, ${seed.city} · $${seed.price}`,
    fields: [
      { name: "name", text: name, weight: 10 },
      { name: "city", text: seed.city, weight: 6 },
      { name: "area", text: seed.location, weight: 6 },
      { name: "type", text: seed.hotelType, weight: 4 },
      { name: "amenities", text: seed.amenities.join(" "), weight: 3 },
      { name: "body", text: seed.description, weight: 1 },
    ],
    boost: seed.featured ? 1.1 : 1,
  };
}

function pageDocument(kind: "city" | "article" | "faq" | "guide", title: string, body: string) {
  const slug = slugify(title);
  const document: SearchDocument = {
    kind,
    id: slug,
    title,
    url: kind === "city" ? `/${slug}` : `/${kind}/${slug}`,
    snippet: body.slice(0, 120),
    fields: [
      { name: "title", text: title, weight: 10 },
      { name: "body", text: body, weight: 1 },
    ],
  };
  return document;
}

// Other pages reuse hotel descriptions as bodies, so their vocabulary and length are realistic.
function otherDocuments(): SearchDocument[] {
  const cities = [...new Set(seeds.map((seed) => seed.city))];
  const topics = [
    "Where to stay in",
    "Best beaches near",
    "A weekend in",
    "Getting around",
    "Eating out in",
    "Markets and crafts of",
    "Festivals in",
  ];
  const documents: SearchDocument[] = cities.map((city, n) =>
    pageDocument("city", city, seeds[n % seeds.length]!.description),
  );
  for (const topic of topics) {
    for (const city of cities) {
      const body = seeds[documents.length % seeds.length]!.description;
      documents.push(pageDocument("article", `${topic} ${city}`, body));
    }
  }
  const questions = [
    "Do I need a visa for Ghana?",
    "Is tap water safe to drink?",
    "Which vaccinations do I need?",
    "How do I pay: cedis, cards or mobile money?",
    "Is it safe to travel at night?",
    "When is the rainy season?",
    "How do I get from the airport to Osu?",
    "Can I book a hotel without a credit card?",
    "What plugs and voltage does Ghana use?",
    "How much should I tip?",
  ];
  const guides = [
    "Visiting St George's Castle in Elmina",
    "Cape Coast Castle: a first-timer's guide",
    "Kakum canopy walk",
    "Mole National Park safari",
    "Lake Volta from Akosombo",
  ];
  const titled = [
    ...questions.map((title) => ["faq", title] as const),
    ...guides.map((title) => ["guide", title] as const),
  ];
  for (const [kind, title] of titled) {
    documents.push(pageDocument(kind, title, seeds[documents.length % seeds.length]!.description));
  }
  return documents;
}

/** `totalHotels` hotels (the real seeds first) and the other pages. */
export function syntheticSearchDocuments(totalHotels: number): SearchDocument[] {
  return [...hotelDocuments(totalHotels), ...otherDocuments()];
}

function hotelDocuments(totalHotels: number): SearchDocument[] {
  const real = seeds.map((seed) => hotelDocument(seed, seed.name));
  const generated = Array.from({ length: Math.max(0, totalHotels - seeds.length) }, (_, n) => {
    const seed = seeds[n % seeds.length]!;
    return hotelDocument({ ...seed, featured: false }, `${seed.name} ${n + 1}`);
  });
  return [...real, ...generated];
}
