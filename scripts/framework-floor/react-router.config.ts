import type { Config } from "@react-router/dev/config";

// Built into FLOOR_BUILD_DIR by tests/page-weight.ts, with the site's own route discovery.
export default {
  ssr: true,
  routeDiscovery: { mode: "lazy" },
  buildDirectory: process.env.FLOOR_BUILD_DIR ?? "build",
} satisfies Config;
