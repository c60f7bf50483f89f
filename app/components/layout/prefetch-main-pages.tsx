// SPEC.md section 2: /hotels, /blog and /cities are prefetched. React Router's
// <PrefetchPageLinks> fetches each page's modules and data at the lowest priority. They render
// only once the page has hydrated and the browser is idle, which is after it has loaded (decision
// 010), so they never compete with what the page itself needs. Routes are discovered lazily (decision 023), from the
// links on the page: a page not yet known gets a hidden link, which React Router discovers, and
// its prefetch renders once its own route matches (not a dynamic one such as /:city).
import { useContext, useEffect, useState } from "react";
import {
  Link,
  matchRoutes,
  PrefetchPageLinks,
  UNSAFE_DataRouterContext,
  useLocation,
} from "react-router";

const PREFETCHED = ["/hotels", "/blog", "/cities"];

/** True once the browser has been idle after hydration (a short pause where it cannot say). */
function useIdleAfterHydration(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return isIdle;
}

export function PrefetchMainPages() {
  const isIdle = useIdleAfterHydration();
  const { pathname } = useLocation();
  const routes = useContext(UNSAFE_DataRouterContext)?.router.routes ?? [];
  if (!isIdle) return null;
  return PREFETCHED.filter((page) => page !== pathname).map((page) => {
    const route = matchRoutes(routes, page)?.at(-1)?.route;
    if (!route || route.path?.includes(":")) {
      return <Link key={page} to={page} hidden tabIndex={-1} />;
    }
    return <PrefetchPageLinks key={`${page}:${route.id}`} page={page} />;
  });
}
