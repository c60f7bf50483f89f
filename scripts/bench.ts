// Load benchmark: the production server on a freshly seeded database, autocannon at 50
// connections for 20 s over a mix of pages and API reads, then the same server's static-file
// figure for comparison, and the partner click-out (/go/), which writes a row per click. Goal:
// zero errors, p99 under 100 ms; the click-outs' "non-2xx" are their 302s. Then every page type
// of the page budget (tests/page-weight.ts) on its own, against the static rate measured just
// before it, so a slow page type shows instead of hiding in the mix (budget: a cached page type at
// least half). The pages that answer per request (search, the 404 page, the name generator and
// the shortlist) each have several rows, with realistic queries; their budget is a quarter
// (issue 41, docs/decisions/045).
//   npm run build && npm run bench
//   BENCH_SECONDS=20 BENCH_CONNECTIONS=50 BENCH_TYPE_SECONDS=4 by default; BENCH_TYPE_SECONDS=0
//   skips the per-type part, BENCH_SECONDS=0 the mix; BENCH_PAGES=/,/accra,/search?q=accra picks
//   page types by the path the table shows.
import autocannon from "autocannon";
import { startServer } from "#tests/server-process.ts";
import { PAGE_TYPES } from "#tests/page-weight.ts";
import { MIX } from "#scripts/bench-mix.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TYPE_SECONDS = Number(process.env.BENCH_TYPE_SECONDS ?? 4);
/** A cached page type's budget, and a dynamic one's: shares of the static-file rate. */
const HALF = 0.5;
const QUARTER = 0.25;

interface BenchType {
  name: string;
  path: string;
  /** Each request asks for `path` with a different random ending: a scanner's missing paths. */
  isRandom?: boolean;
}

/**
 * The pages that depend on the request, each as readers and scanners ask for them; they replace
 * the page budget's single row for search, the shortlist, the name generator and the 404 page.
 */
const DYNAMIC_TYPES: readonly BenchType[] = [
  { name: "search, results", path: "/search?q=accra" },
  { name: "search, a typo", path: "/search?q=kempinsky" },
  { name: "search, nothing found", path: "/search?q=snowboard%20rental" },
  { name: "404, random top-level path", path: "/no-such-page-", isRandom: true },
  { name: "404, random deep path", path: "/wp-content/plugins/no-such-", isRandom: true },
  { name: "name generator", path: "/name-generator" },
  { name: "name generator, 5 names", path: "/name-generator?country=ghana&gender=Female&count=5" },
  { name: "shortlist, empty", path: "/shortlist" },
  {
    name: "shortlist, shared with ids",
    path: "/shortlist?hotels=labadi-beach-hotel%2Ckempinski-hotel-gold-coast-city",
  },
];
const DYNAMIC_NAMES = new Set(["search", "shortlist", "name generator", "404"]);
const BENCH_TYPES: readonly (BenchType & { isDynamic: boolean })[] = [
  ...PAGE_TYPES.filter((type) => !DYNAMIC_NAMES.has(type.name)).map((type) => ({
    ...type,
    isDynamic: false,
  })),
  ...DYNAMIC_TYPES.map((type) => ({ ...type, isDynamic: true })),
];

const randomEnding = () => Math.random().toString(36).slice(2, 12);

// What a browser sends, so pages are measured as readers get them: compressed.
const BROWSER_ENCODINGS = { "Accept-Encoding": "gzip, deflate, br, zstd" };

const rateOf = async (base: string, type: Pick<BenchType, "path" | "isRandom">) =>
  (
    await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: TYPE_SECONDS,
      headers: BROWSER_ENCODINGS,
      requests: [
        {
          method: "GET",
          path: type.path,
          ...(type.isRandom
            ? { setupRequest: (request) => ({ ...request, path: type.path + randomEnding() }) }
            : {}),
        },
      ],
    })
  ).requests.average;

/** Pages the shared cache keeps answer their second request from it. */
async function isCached(url: string): Promise<boolean> {
  for (let i = 0; i < 2; i++) await (await fetch(url)).arrayBuffer();
  return (await fetch(url)).headers.get("x-cache") === "HIT";
}

const wantedTypes = () => {
  const wanted = process.env.BENCH_PAGES?.split(",").map((path) => path.trim());
  return wanted ? BENCH_TYPES.filter((type) => wanted.includes(type.path)) : BENCH_TYPES;
};

function judge(type: { isDynamic: boolean }, isCachedType: boolean, share: number): string {
  if (type.isDynamic) return share >= QUARTER ? "ok" : "UNDER A QUARTER";
  if (!isCachedType) return "not cached";
  return share >= HALF ? "ok" : "UNDER HALF";
}

/** Each page type alone, paired with a static-file run just before it on the same server. */
async function benchPageTypes(base: string) {
  const rows = [];
  for (const type of wantedTypes()) {
    const example = type.isRandom ? `${type.path}${randomEnding()}` : type.path;
    const cached = await isCached(`${base}${example}`);
    const staticRate = await rateOf(base, { path: "/favicon.svg" });
    const pageRate = await rateOf(base, type);
    const share = pageRate / staticRate;
    rows.push({
      page: type.name,
      path: type.isRandom ? `${type.path}…` : type.path,
      "req/s": Math.round(pageRate),
      "static req/s": Math.round(staticRate),
      "of static": `${(share * 100).toFixed(0)}%`,
      budget: judge(type, cached, share),
    });
  }
  console.log(
    `\nEach page type alone, ${TYPE_SECONDS} s, ${CONNECTIONS} connections, as a browser asks` +
      ` (Accept-Encoding: ${BROWSER_ENCODINGS["Accept-Encoding"]}); budget: a cached page type` +
      ` at least ${HALF * 100}% of the static-file rate; search, the 404 page, the name` +
      ` generator and the shortlist (cached or not) at least ${QUARTER * 100}%:\n`,
  );
  console.table(rows);
}

function summarise(label: string, result: autocannon.Result) {
  return {
    run: label,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "max ms": result.latency.max,
    errors: result.errors + result.timeouts,
    "non-2xx": result.non2xx,
    requests: result.requests.total,
  };
}

// As `npm start` starts it, so the figures include what scripts/start.ts sets for production.
const server = await startServer({ timeoutMs: 180_000, entry: "scripts/start.ts" });
try {
  if (SECONDS > 0) await benchMix(server.url);
  if (TYPE_SECONDS > 0) await benchPageTypes(server.url);
} finally {
  await server.stop();
  server.cleanUp();
}

async function benchMix(base: string) {
  // Warm the caches and the JIT on every path once.
  for (const path of MIX) await (await fetch(`${base}${path}`)).arrayBuffer();
  const pages = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: MIX.map((path) => ({ method: "GET", path })),
  });
  const favicon = await autocannon({
    url: `${base}/favicon.svg`,
    connections: CONNECTIONS,
    duration: Math.min(SECONDS, 10),
  });
  // A browser's user agent, so every click is recorded (a bot's would be flagged, not counted).
  const clickOuts = await autocannon({
    url: `${base}/go/hotel/labadi-beach-hotel?placement=bench`,
    connections: CONNECTIONS,
    duration: Math.min(SECONDS, 10),
    headers: {
      "User-Agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
    },
  });
  const rows = [
    summarise(`mix of ${MIX.length} pages and API reads`, pages),
    summarise("click-out /go/hotel (302s, each written)", clickOuts),
    summarise("static file", favicon),
  ];
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s (goal: zero errors, p99 < 100 ms)\n`);
  console.table(rows);
  console.log(
    `Pages and API reads run at ${((pages.requests.average / favicon.requests.average) * 100).toFixed(0)}% of the static-file rate.`,
  );
}
