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
  // And the icons the pages use, not the whole icon set: imported from the server, lucide-react
  // loads all of its icons, about 7 MB of heap and 2.5 MB of source kept in every process for
  // the few dozen drawn (docs/decisions/046). And drizzle-orm: loaded from its package, each of
  // its ~400 modules made Node re-read that package's large exports map, about 0.3 s of a
  // server start's 2 s of CPU (every restart, every test server); bundled, only what is used.
  ssr: { noExternal: ["react-email", "lucide-react", "drizzle-orm"] },
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
