import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // A page carries only its own routes' manifest; the browser asks /__manifest for the routes its
  // links lead to as it meets them (decision 023). The whole manifest would put every route, the
  // operator's included, into every public page.
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
