import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest goes out with each page (about 2 KB gzipped for our routes), so
  // links and prefetches know every route at once without a /__manifest request per page.
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
