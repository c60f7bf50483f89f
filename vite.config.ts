import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { CODE_SPLITTING } from "./scripts/client-chunks.ts";
import { precompressAssets } from "./scripts/precompress-assets.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  build: { assetsInlineLimit: 0, sourcemap: process.env.SOURCEMAP === "1" },
  // The e-mail components come inside the build, so a production install needs only their
  // renderer (@react-email/render) and not the `react-email` package's preview server and CLI.
  ssr: { noExternal: ["react-email"] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // The browser's scripts in few files: a phone on a 300 ms round trip pays per request.
          output: { codeSplitting: CODE_SPLITTING },
        },
      },
    },
  },
});
