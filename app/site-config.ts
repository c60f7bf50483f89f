// The site's configuration as the root loader sends it. The hook has its own module and imports
// only the root loader's type, so components read it without importing the root route, which
// imports them.
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";
import type { SiteConfig } from "#app/site-config.server.ts";
import type { CediRate } from "#app/domain/cedi.ts";

export function useSiteConfig(): SiteConfig {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("useSiteConfig must be used inside the root route");
  return data.site;
}

/** The operator's dollar-to-cedi rate, or null while none is set. */
export function useCediRate(): CediRate | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.cedi ?? null;
}
