// Lighthouse (mobile settings, the default) on the main page types, against the production
// server on a freshly seeded database, in Debian's Chromium. Prints the four category scores,
// LCP, TBT and CLS per page. Goal: 100 in accessibility, best practices and SEO, at least 95 in
// performance, no layout shift. The hotel page is measured with a gallery: two photo-sized
// uploads (3000 × 2000 JPEGs made here) placed on it through the studio's API first.
//   npm run build && npm run lighthouse
import { givePhotos } from "#tests/give-photos.ts";
import { startServer } from "#tests/server-process.ts";
import { auditPage, launchLighthouseChrome } from "#scripts/lighthouse-audit.ts";

const PAGES = process.env.LIGHTHOUSE_PAGES
  ? process.env.LIGHTHOUSE_PAGES.split(",")
  : [
      "/",
      "/hotels",
      "/hotels/labadi-beach-hotel",
      "/cities",
      "/accra",
      "/search?q=accra",
      "/blog",
      "/blog/ghana-visa-requirements",
      "/faq",
      "/name-generator",
    ];

const server = await startServer({ timeoutMs: 180_000 });

async function placePhotos(hotelSlug: string) {
  await givePhotos(server.url, hotelSlug, "integration-test-password");
  const html = await (await fetch(`${server.url}/hotels/${hotelSlug}`)).text();
  console.log(`${hotelSlug}: ${html.match(/<picture>/g)?.length ?? 0} photos placed`);
}

if (PAGES.includes("/hotels/labadi-beach-hotel")) await placePhotos("labadi-beach-hotel");
const chrome = await launchLighthouseChrome();

const rows: Record<string, string | number>[] = [];
try {
  for (const path of PAGES) {
    // Lighthouse must see the page as a visitor does: warm the server's caches first.
    await (await fetch(`${server.url}${path}`)).arrayBuffer();
    const { categories, audits, runtimeError } = await auditPage(chrome, `${server.url}${path}`, [
      "performance",
      "accessibility",
      "best-practices",
      "seo",
    ]);
    if (runtimeError) console.log(`${path}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      page: path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best practices": score("best-practices"),
      seo: score("seo"),
      "LCP s": Number(((audits["largest-contentful-paint"]?.numericValue ?? 0) / 1000).toFixed(2)),
      "TBT ms": Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
      CLS: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    });
    const failing = Object.values(audits).filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode === "binary" &&
        !["performance"].includes(audit.id),
    );
    for (const audit of failing) {
      const items = (audit.details as { items?: unknown[] } | undefined)?.items ?? [];
      console.log(`${path}: ${audit.id} ${JSON.stringify(items).slice(0, 400)}`);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
  server.cleanUp();
}

console.log("\nLighthouse, mobile settings (goal: 100/100/100 and performance >= 95, CLS 0)\n");
console.table(rows);
