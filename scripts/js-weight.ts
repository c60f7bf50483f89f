// Prints the JavaScript a page loads (module scripts and modulepreloads), raw and gzipped:
//   npm run build && npx node scripts/js-weight.ts / /about /hotels
import { gzipSync } from "node:zlib";
import { startServer } from "#tests/server-process.ts";

const paths = process.argv.slice(2);
const server = await startServer({ timeoutMs: 180_000 });
try {
  for (const path of paths.length > 0 ? paths : ["/about"]) {
    const html = await (await fetch(`${server.url}${path}`)).text();
    const urls = new Set(
      // Module preloads (listed on the held module script until the page has loaded, decision
      // 010) and the module script's own imports, such as the route manifest.
      [
        ...html.matchAll(
          /<link rel="modulepreload"[^>]*? href="([^"]+)"| data-modulepreload="([^"]+)"|import(?:\(| [^"]*?)"(\/assets\/[^"]+)"/g,
        ),
      ].flatMap((match) => (match[1] ?? match[2] ?? match[3])!.split(" ")),
    );
    let raw = 0;
    let gzipped = 0;
    for (const url of urls) {
      const body = Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer());
      raw += body.length;
      gzipped += gzipSync(body, { level: 9 }).length;
    }
    console.log(
      `${path}: ${urls.size} scripts, ${(raw / 1024).toFixed(1)} KB raw, ${(gzipped / 1024).toFixed(1)} KB gzipped`,
    );
  }
} finally {
  await server.stop();
  server.cleanUp();
}
