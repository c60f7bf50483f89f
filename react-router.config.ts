import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest goes out with each page (about 2 KB gzipped for our routes), so
  // links and prefetches know every route at once without a /__manifest request per page.
  routeDiscovery: { mode: "initial" },
  // React Router 8 behaviour, adopted one flag at a time on 7.x ("Upgrading from v7").
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
    v8_middleware: true,
  },
} satisfies Config;
