// Load benchmark: the production server on a freshly seeded database, autocannon at 50
// connections for 20 s over a mix of pages and API reads, then the same server's static-file
// figure for comparison, and the partner click-out (/go/), which writes a row per click. Goal:
// zero errors, p99 under 100 ms; the click-outs' "non-2xx" are their 302s.
//   npm run build && npm run bench   (BENCH_SECONDS=20 BENCH_CONNECTIONS=50 by default)
import autocannon from "autocannon";
import { startServer } from "#tests/server-process.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const MIX = [
  "/",
  "/hotels",
  "/hotels?city=accra&rating=4%2B",
  "/hotels?page=2",
  "/accra",
  "/kumasi",
  "/hotels/labadi-beach-hotel",
  "/hotels/kempinski-hotel-gold-coast-city",
  "/cheap-hotels-accra",
  "/luxury-hotels-ghana",
  "/blog",
  "/blog/ghana-visa-requirements",
  "/faq",
  "/api/hotels",
  "/api/hotels?featured=true",
  "/api/cities",
  "/api/blog",
  "/api/blog/kotoka-international-airport-guide",
];

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

const server = await startServer({ timeoutMs: 180_000 });
try {
  // Warm the caches and the JIT on every path once.
  for (const path of MIX) await (await fetch(`${server.url}${path}`)).arrayBuffer();
  const pages = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: MIX.map((path) => ({ method: "GET", path })),
  });
  const favicon = await autocannon({
    url: `${server.url}/favicon.svg`,
    connections: CONNECTIONS,
    duration: Math.min(SECONDS, 10),
  });
  // A browser's user agent, so every click is recorded (a bot's would be flagged, not counted).
  const clickOuts = await autocannon({
    url: `${server.url}/go/hotel/labadi-beach-hotel?placement=bench`,
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
} finally {
  await server.stop();
  server.cleanUp();
}
