// The order to fill tables in so that every foreign key finds its parent row already there.

/** Tables ordered parents first; `references` are [child, parent] pairs. Ties keep name order. */
export function parentsFirst(
  tables: readonly string[],
  references: readonly (readonly [child: string, parent: string])[],
): string[] {
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const [child, parent] of references) {
    if (child !== parent && parents.has(child) && parents.has(parent)) {
      parents.get(child)!.add(parent);
    }
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const remaining = [...tables].sort();
  while (remaining.length > 0) {
    const next = remaining.findIndex((table) =>
      [...parents.get(table)!].every((parent) => placed.has(parent)),
    );
    if (next === -1)
      throw new Error(`Tables reference each other in a cycle: ${remaining.join(", ")}`);
    const [table] = remaining.splice(next, 1);
    ordered.push(table!);
    placed.add(table!);
  }
  return ordered;
}
