// Replicas starting together on a new database each grant the serving role its share as the owner
// (app/models/db.server.ts, app/jobs/queue.server.ts). Two GRANTs on one object at once make
// PostgreSQL refuse one ("tuple concurrently updated"), which stopped a replica's start in the
// container test; the grants are serialized. PostgreSQL with an owner role only (CI's second pass).
import pg from "pg";
import { describe, expect, it } from "vitest";
import { grantServingRole } from "#app/models/db.server.ts";
import { createOwnDatabase } from "#tests/own-database.ts";

const hasOwnerRole = Boolean(process.env.DATABASE_URL && process.env.DATABASE_OWNER_URL);

describe.skipIf(!hasOwnerRole)("granting the serving role", () => {
  it("succeeds when six processes grant at once, as replicas starting together do", async () => {
    const database = (await createOwnDatabase("grants", { isEmpty: true }))!;
    try {
      // A schema with a table, as pg-boss's is when its installer has run.
      const owner = new pg.Client({ connectionString: database.ownerUrl });
      await owner.connect();
      await owner.query(
        "create schema jobs_like; create table jobs_like.job (id serial primary key)",
      );
      await owner.end();
      const role = decodeURIComponent(new URL(database.url).username);
      const grants = Array.from({ length: 6 }, () =>
        grantServingRole(database.ownerUrl, role, ["jobs_like"]),
      );
      const results = await Promise.allSettled(grants);
      expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
