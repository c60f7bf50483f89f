import { useLayoutEffect } from "react";

/** The attribute <html> carries once React has hydrated the page: a stable hook for tests. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Marks the document hydrated at the commit that hydrates it, when its event handlers are
 * attached: a layout effect, so it comes before the passive effects (analytics, route discovery)
 * whose requests are not part of making the page usable.
 */
export function useMarkHydrated(): void {
  useLayoutEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
}
