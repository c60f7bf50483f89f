// Site search benchmark: indexes 10,000 hotels (the real seeds copied under numbered names) plus
// about 100 cities, articles, FAQs and guides, then prints the index build time and heap, and
// p50/p95/p99/max per query for searchSite and suggestSite. Goal: p99 under 20 ms on a slow
// 2-core machine. No database and no server: the search answers from memory.
//   node --expose-gc scripts/bench-search.ts   (BENCH_HOTELS=10000 BENCH_ROUNDS=200 by default;
//   without --expose-gc the heap figures include garbage left by the build)
import { buildSearchIndex, searchSite, suggestSite } from "#app/domain/search/site-search.ts";
import { syntheticSearchDocuments } from "#scripts/search-bench-corpus.ts";

const TOTAL_HOTELS = Number(process.env.BENCH_HOTELS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

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

const documents = syntheticSearchDocuments(TOTAL_HOTELS);
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
