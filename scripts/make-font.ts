// Cuts the one glyph the site needs beyond Inter's Latin subset, the cedi sign (₵), out of
// Fontsource's Latin Extended file, so pages showing prices no longer download all 86 KB of it.
// Keeps the weight axis. Run after upgrading @fontsource-variable/inter:
//   npx node scripts/make-font.ts
import { readFile, writeFile } from "node:fs/promises";
import subsetFont from "subset-font";

const source = await readFile(
  "node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2",
);
const subset = await subsetFont(source, "₵", { targetFormat: "woff2" });
await writeFile("app/fonts/inter-cedi-wght-normal.woff2", subset);
console.log(`app/fonts/inter-cedi-wght-normal.woff2: ${subset.length} bytes`);
