// An editor's decision on a row waiting for one (a hotel's fact-sheet answer, a guest's report):
// it is taken only while the row is still pending, so two editors deciding at once cannot both.
import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "#app/models/db.server.ts";

type AwaitingDecision = PgTable & { id: PgColumn; state: PgColumn; decidedAt: PgColumn };

/** Stores the decision at `now`; null when the row is no longer pending. */
export async function decidePending<T extends AwaitingDecision>(
  tx: Database,
  table: T,
  id: number,
  decision: PgUpdateSetSource<T>,
  now: Date,
): Promise<T["$inferSelect"] | null> {
  const rows = await tx
    .update(table)
    .set({ ...decision, decidedAt: now })
    .where(and(eq(table.id, id), eq(table.state, "pending")))
    .returning();
  // Drizzle cannot name a generic table's returned row; it is the table's whole row.
  return (rows as T["$inferSelect"][])[0] ?? null;
}
