// SPEC.md section 2: /hotels, /blog and /cities are prefetched. Once the page has hydrated and
// the browser is idle (decision 010), each page's data and modules are fetched into
// the HTTP cache with plain <link rel="prefetch">, so a later click finds them there.
// Not React Router's <PrefetchPageLinks>: to read the pages' `links` it imports and runs their
// modules, and its modulepreloads make the browser compile them, which on a phone was 20-40 ms
// of main-thread work in the seconds a visitor first taps (issue 42). Routes are discovered
// lazily (decision 023): a page whose route is not known yet gets a hidden link, which React
// Router discovers, and its prefetch follows once its own route matches (not a dynamic one such
// as /:city).
import { useContext, useEffect, useState } from "react";
import {
  Link,
  matchRoutes,
  UNSAFE_DataRouterContext,
  UNSAFE_FrameworkContext,
  useLocation,
} from "react-router";
import { prefetchHrefs, type PrefetchManifest } from "#app/domain/pages/prefetch-hrefs.ts";

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

/** Adds a prefetch link for each address the document does not already link. */
function usePrefetchLinks(hrefs: string[]) {
  const key = hrefs.join(" ");
  useEffect(() => {
    for (const href of key.split(" ")) {
      if (!href || document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
      const link = document.createElement("link");
      link.rel = "prefetch";
      if (href.endsWith(".data")) link.as = "fetch";
      link.href = href;
      document.head.append(link);
    }
  }, [key]);
}

export function PrefetchMainPages() {
  const isIdle = useIdleAfterHydration();
  const { pathname } = useLocation();
  const routes = useContext(UNSAFE_DataRouterContext)?.router.routes ?? [];
  const manifest: PrefetchManifest | undefined = useContext(UNSAFE_FrameworkContext)?.manifest;
  const undiscovered: string[] = [];
  const hrefs: string[] = [];
  if (isIdle && manifest) {
    for (const page of PREFETCHED.filter((page) => page !== pathname)) {
      const matches = matchRoutes(routes, page) ?? [];
      if (matches.length === 0 || matches.at(-1)?.route.path?.includes(":")) {
        undiscovered.push(page);
      } else {
        hrefs.push(
          ...prefetchHrefs(
            page,
            matches.map((match) => match.route.id),
            manifest,
          ),
        );
      }
    }
  }
  usePrefetchLinks(hrefs);
  return undiscovered.map((page) => <Link key={page} to={page} hidden tabIndex={-1} />);
}
