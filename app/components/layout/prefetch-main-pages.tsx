// SPEC.md section 2: /hotels, /blog and /cities are prefetched. React Router's
// <PrefetchPageLinks> fetches each page's modules and data at the lowest priority. They render
// only once the page has hydrated, which is after it has loaded (decision 010), so they never
// compete with what the page itself needs.
import { PrefetchPageLinks, useLocation } from "react-router";
import { useHydrated } from "#app/hydration/use-hydrated.ts";

const PREFETCHED = ["/hotels", "/blog", "/cities"];

export function PrefetchMainPages() {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  if (!hydrated) return null;
  return PREFETCHED.filter((page) => page !== pathname).map((page) => (
    <PrefetchPageLinks key={page} page={page} />
  ));
}
