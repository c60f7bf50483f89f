import { useEffect } from "react";

/** The attribute <html> carries once React has hydrated the page: a stable hook for tests. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** Marks the document hydrated once React runs it in the browser. */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
}
