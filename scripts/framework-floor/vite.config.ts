import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompressAssets } from "#scripts/precompress-assets.ts";

// Built as the site is, so the floor's scripts go out in the same encodings.
export default defineConfig({
  plugins: [reactRouter(), precompressAssets()],
  build: { assetsInlineLimit: 0 },
});
