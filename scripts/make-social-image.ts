// Draws the default social-card image (public/social/default.png, 1200x630) from the site's
// own artwork, with the brand line. Run after changing the artwork: npx node scripts/make-social-image.ts
import sharp from "sharp";
import { renderArtwork } from "#app/media/artwork.ts";

const art = renderArtwork({
  seed: "akwaaba-stays-social",
  scene: "coast",
  width: 1200,
  height: 630,
});
const caption = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect x="60" y="60" width="700" height="190" rx="24" fill="#0c4a6e" fill-opacity="0.85"/>
  <text x="100" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">Akwaaba Stays</text>
  <text x="100" y="210" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#e0f2fe">Hotels and travel guides for Ghana</text>
</svg>`;

await sharp(Buffer.from(art))
  .composite([{ input: Buffer.from(caption) }])
  .png({ compressionLevel: 9, palette: true })
  .toFile("public/social/default.png");
console.log("Wrote public/social/default.png");
