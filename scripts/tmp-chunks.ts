import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { pageAssets } from "#tests/page-weight.ts";
for (const path of process.argv.slice(2)) {
  const html = await (await fetch(`http://localhost:3999${path}`)).text();
  const rows = pageAssets(html)
    .scripts.map(
      (u) =>
        [u.replace("/assets/", ""), gzipSync(readFileSync("build/client" + u)).length] as const,
    )
    .sort((a, b) => b[1] - a[1]);
  console.log(path, rows.map(([n, s]) => `${n}:${(s / 1024).toFixed(1)}`).join(" "));
}
