// The site's configuration and the cedi rate as the root loader sends them (app/root-data.ts).
// The hooks have their own module and name only the data's type, so components read it without
// importing the root route, which imports them.
import { useRouteLoaderData } from "react-router";
import type { RootData } from "#app/root-data.ts";
import type { SiteConfig } from "#app/site-config.server.ts";
import type { CediRate } from "#app/domain/money/cedi.ts";
import type { Chrome } from "#app/i18n/chrome.ts";

export function useSiteConfig(): SiteConfig {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useSiteConfig must be used inside the root route");
  return data.site;
}

/** The operator's dollar-to-cedi rate, or null while none is set. */
export function useCediRate(): CediRate | null {
  return useRouteLoaderData<RootData>("root")?.cedi ?? null;
}

/** The page's language, switch and header words (app/i18n/chrome.ts). */
export function useChrome(): Chrome {
  // Only components inside the root's layout, where its data always is, ask for it.
  return useRouteLoaderData<RootData>("root")!.chrome;
}
