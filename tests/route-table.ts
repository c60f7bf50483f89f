// The route table flattened: every route with its full path and whether it sits inside the admin
// guard, for the tests that prove the guard covers every operator route, including later ones.
import type { RouteConfigEntry } from "@react-router/dev/routes";

export const ADMIN_GUARD_FILE = "admin/shell/guard.ts";

export interface RouteLeaf {
  /** The full path without a leading slash, e.g. "admin/dashboard/facts". */
  path: string;
  isGuarded: boolean;
}

export function routeLeaves(
  entries: readonly RouteConfigEntry[],
  parentPath = "",
  isGuarded = false,
): RouteLeaf[] {
  return entries.flatMap((entry) => {
    const guarded = isGuarded || entry.file === ADMIN_GUARD_FILE;
    const path = [parentPath, entry.path].filter(Boolean).join("/");
    const own = entry.path !== undefined ? [{ path, isGuarded: guarded }] : [];
    return [...own, ...routeLeaves(entry.children ?? [], path, guarded)];
  });
}
