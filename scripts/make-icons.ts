// Draws the web app icons (public/icons/*.png) from public/favicon.svg. Run after changing the
// favicon: npx node scripts/make-icons.ts
import { readFile } from "node:fs/promises";
import sharp from "sharp";

const svg = await readFile("public/favicon.svg");
for (const size of [192, 512]) {
  await sharp(svg, { density: 72 * (size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/icon-${size}.png`);
}
// Maskable: the mark inside the safe zone on the brand colour.
const inner = await sharp(svg, { density: 72 * (340 / 32) })
  .resize(340, 340)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: "#0EA5E9" } })
  .composite([{ input: inner, gravity: "center" }])
  .png({ compressionLevel: 9 })
  .toFile("public/icons/icon-maskable-512.png");
console.log("Wrote public/icons/icon-192.png, icon-512.png and icon-maskable-512.png");
