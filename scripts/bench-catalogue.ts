// Catalogue benchmark: seeds a temporary PGlite database with 10,000 hotels, starts the production
// server on it and prints, for the catalogue pages, requests per second and p50/p99 latency at 20
// connections, and the HTML size. Goal: p99 under 50 ms and HTML under 150 KB at 10,000 hotels.
//   npm run build && npm run bench:catalogue   (BENCH_SECONDS=10 BENCH_HOTELS=10000 by default)
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startServer, makeDataDir } from "#tests/server-process.ts";

const TOTAL_HOTELS = Number(process.env.BENCH_HOTELS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;

const dataDir = makeDataDir();
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

// The app's own modules open, migrate and seed the database, exactly as the server does.
const { getDb, closeDb } = await import("#app/models/db.server.ts");
const { seedDatabase } = await import("#app/seed/seed.server.ts");
const { addSyntheticHotels } = await import("#scripts/synthetic-hotels.ts");
const { hotelSeeds } = await import("#app/seed/hotels.ts");
const { slugify } = await import("#app/domain/content/slug.ts");

const db = await getDb();
const seeded = await seedDatabase(db);
const extra = TOTAL_HOTELS - seeded.hotels;
console.log(`Seeding ${extra} generated hotels on top of ${seeded.hotels} real ones...`);
await addSyntheticHotels(db, extra, { varied: true });
await closeDb();

const server = await startServer({ dataDir, timeoutMs: 180_000 });
const sampleHotel = slugify(hotelSeeds[0]!.name);
const paths = ["/hotels", "/hotels?page=200", "/accra", `/hotels/${sampleHotel}`];

interface Row {
  path: string;
  status: number;
  rps: number;
  p50: number;
  p99: number;
  htmlKb: number;
  gzipKb: number;
}
const results: Row[] = [];
try {
  for (const path of paths) {
    const url = `${server.url}${path}`;
    const response = await fetch(url);
    const html = await response.text();
    // Warm up the JIT and caches before measuring.
    await autocannon({ url, connections: CONNECTIONS, duration: 2 });
    const run = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
    results.push({
      path,
      status: response.status,
      rps: Math.round(run.requests.average),
      p50: run.latency.p50,
      p99: run.latency.p99,
      htmlKb: Math.round(Buffer.byteLength(html) / 102.4) / 10,
      gzipKb: Math.round(gzipSync(html).length / 102.4) / 10,
    });
    if (run.non2xx > 0 || run.errors > 0) {
      console.warn(`${path}: ${run.non2xx} non-2xx responses, ${run.errors} errors`);
    }
  }
  // The same list with a different page each request, so (until every page has been seen once)
  // each is rendered rather than replayed by the page cache: the cost of a cache miss.
  let nextPage = 0;
  const pageCount = Math.ceil(TOTAL_HOTELS / 24);
  const misses = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    // Short enough that no page comes round twice.
    duration: 2,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => ({
          ...request,
          path: `/hotels?page=${2 + (nextPage++ % (pageCount - 1))}`,
        }),
      },
    ],
  });
  results.push({
    path: `/hotels?page=2..${pageCount} (${misses.requests.total} requests, ${misses.requests.total < pageCount ? "all rendered" : "some replayed"})`,
    status: 200,
    rps: Math.round(misses.requests.average),
    p50: misses.latency.p50,
    p99: misses.latency.p99,
    htmlKb: results[1]?.htmlKb ?? 0,
    gzipKb: results[1]?.gzipKb ?? 0,
  });
} finally {
  await server.stop();
  server.cleanUp();
}

console.log(
  `\n${TOTAL_HOTELS} hotels, ${CONNECTIONS} connections, ${SECONDS} s per page (goal: p99 < 50 ms, HTML < 150 KB)\n`,
);
console.table(
  results.map((row) => ({
    page: row.path,
    status: row.status,
    "req/s": row.rps,
    "p50 ms": row.p50,
    "p99 ms": row.p99,
    "HTML KB": row.htmlKb,
    "gzip KB": row.gzipKb,
  })),
);
