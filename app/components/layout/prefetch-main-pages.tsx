// SPEC.md section 2: /hotels, /blog and /cities are prefetched. React Router's
// <PrefetchPageLinks> fetches each page's modules and data at the lowest priority. They render
// only once the page has hydrated, which is after it has loaded (decision 010), so they never
// compete with what the page itself needs. Routes are discovered lazily (decision 023), from the
// links on the page: a page not yet known gets a hidden link, which React Router discovers, and
// its prefetch renders once its own route matches (not a dynamic one such as /:city).
import { useContext } from "react";
import {
  Link,
  matchRoutes,
  PrefetchPageLinks,
  UNSAFE_DataRouterContext,
  useLocation,
} from "react-router";
import { useHydrated } from "#app/hydration/use-hydrated.ts";

const PREFETCHED = ["/hotels", "/blog", "/cities"];

export function PrefetchMainPages() {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const routes = useContext(UNSAFE_DataRouterContext)?.router.routes ?? [];
  if (!hydrated) return null;
  return PREFETCHED.filter((page) => page !== pathname).map((page) => {
    const route = matchRoutes(routes, page)?.at(-1)?.route;
    if (!route || route.path?.includes(":")) {
      return <Link key={page} to={page} hidden tabIndex={-1} />;
    }
    return <PrefetchPageLinks key={`${page}:${route.id}`} page={page} />;
  });
}
