// Site search benchmark: indexes 10,000 hotels (the real seeds copied under numbered names) plus
// about 100 cities, articles, FAQs and guides, then prints the index build time and heap, and
// p50/p95/p99/max per query for searchSite and suggestSite. Goal: p99 under 20 ms on a slow
// 2-core machine. No database and no server: the search answers from memory.
//   node --expose-gc scripts/bench-search.ts   (BENCH_HOTELS=10000 BENCH_ROUNDS=200 by default;
//   without --expose-gc the heap figures include garbage left by the build)
import data from "#db/seed/hotels.json" with { type: "json" };
import { slugify } from "#app/domain/slug.ts";
import {
  buildSearchIndex,
  searchSite,
  suggestSite,
  type SearchDocument,
} from "#app/domain/site-search.ts";

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

const TOTAL_HOTELS = Number(process.env.BENCH_HOTELS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const seeds = data as HotelSeed[];

const QUERIES = [
  "accra",
  "Kempinski",
  "kempinsky",
  "kemp",
  "cape coast",
  "cape cost",
  "movenpick",
  "Mövenpick Ambassador",
  "lab",
  "labadi beach",
  "beach resort pool",
  "pool",
  "free wifi",
  "airport shuttle accra",
  "guest house tamale",
  "kumasy",
  "busua",
  "elmina castle",
  "luxury spa",
  "visa",
  "do i need a visa",
  "hotel",
  "ho",
  "a",
  "zzqx",
  "zzzz qqq",
  "restaurant bar garden",
  "accommodation near the airport",
  "cheap hotels in osu",
  "golden tulip kumasi city",
];

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

function hotelDocuments(): SearchDocument[] {
  const real = seeds.map((seed) => hotelDocument(seed, seed.name));
  const generated = Array.from({ length: Math.max(0, TOTAL_HOTELS - seeds.length) }, (_, n) => {
    const seed = seeds[n % seeds.length]!;
    return hotelDocument({ ...seed, featured: false }, `${seed.name} ${n + 1}`);
  });
  return [...real, ...generated];
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)]!;
}

function report(label: string, timings: number[]): void {
  const sorted = [...timings].sort((a, b) => a - b);
  const figures = [
    ["p50", percentile(sorted, 0.5)],
    ["p95", percentile(sorted, 0.95)],
    ["p99", percentile(sorted, 0.99)],
    ["max", sorted[sorted.length - 1]!],
  ] as const;
  console.log(
    `${label.padEnd(12)} ${figures.map(([name, ms]) => `${name} ${ms.toFixed(2)} ms`).join("  ")}`,
  );
}

function measure(run: (query: string) => unknown): {
  all: number[];
  byQuery: Map<string, number[]>;
} {
  const all: number[] = [];
  const byQuery = new Map<string, number[]>(QUERIES.map((query) => [query, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of QUERIES) {
      const start = performance.now();
      run(query);
      const elapsed = performance.now() - start;
      all.push(elapsed);
      byQuery.get(query)!.push(elapsed);
    }
  }
  return { all, byQuery };
}

const documents = [...hotelDocuments(), ...otherDocuments()];
globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const buildStart = performance.now();
const index = buildSearchIndex(documents);
const buildMs = performance.now() - buildStart;
globalThis.gc?.();
const heapAfter = process.memoryUsage().heapUsed;
console.log(
  `Indexed ${documents.length} documents (${TOTAL_HOTELS} hotels) in ${buildMs.toFixed(0)} ms; ` +
    `heap used ${(heapAfter / 1e6).toFixed(1)} MB (index about ${((heapAfter - heapBefore) / 1e6).toFixed(1)} MB)`,
);
console.log(`${QUERIES.length} queries x ${ROUNDS} rounds\n`);

const search = measure((query) => searchSite(index, query));
report("searchSite", search.all);
const suggest = measure((query) => suggestSite(index, query));
report("suggestSite", suggest.all);

console.log("\nSlowest queries (searchSite p99):");
[...search.byQuery]
  .map(([query, timings]) => ({
    query,
    p99: percentile(
      [...timings].sort((a, b) => a - b),
      0.99,
    ),
  }))
  .sort((a, b) => b.p99 - a.p99)
  .slice(0, 8)
  .forEach(({ query, p99 }) => {
    const results = searchSite(index, query);
    const shown = results.correctedQuery ? ` -> "${results.correctedQuery}"` : "";
    console.log(`  ${p99.toFixed(2).padStart(7)} ms  "${query}"${shown}  (${results.total} hits)`);
  });
