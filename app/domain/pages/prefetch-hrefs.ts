// What prefetching a page fetches: its data as a client navigation asks for it (React Router's
// single fetch, `{path}.data`) and the modules of its routes, as React Router's manifest lists
// them (the route's own module, then what it imports).

/** The part of React Router's manifest this reads. */
export interface PrefetchManifest {
  routes: Record<string, { module: string; imports?: string[]; hasLoader: boolean } | undefined>;
}

export function prefetchHrefs(
  path: string,
  routeIds: string[],
  manifest: PrefetchManifest,
): string[] {
  const routes = routeIds.map((id) => manifest.routes[id]).filter((route) => route !== undefined);
  const data = routes.some((route) => route.hasLoader) ? [`${path.replace(/\/$/, "")}.data`] : [];
  const modules = routes.flatMap((route) => [route.module, ...(route.imports ?? [])]);
  return [...new Set([...data, ...modules])];
}
