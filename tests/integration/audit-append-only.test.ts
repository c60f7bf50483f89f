// The audit log is append-only in the database itself, on both engines: the migration gives
// entries written before kinds their kind, and from then on UPDATE, DELETE and TRUNCATE of an
// entry are refused whoever connects, while new entries are written as before. On PostgreSQL
// (DATABASE_URL set, as in CI's second pass) the same runs on a database of the test's own; and
// with DATABASE_OWNER_URL too, the serving role, as the owner's grants leave it, can read and
// append to the log but can neither rewrite it nor lift its trigger (docs/decisions/034).
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { grantServingRole } from "#app/models/db.server.ts";
import { createDatabase, createOwnDatabase, type OwnDatabase } from "#tests/own-database.ts";

const MIGRATIONS = path.resolve("db/migrations");

/** The migrations folder as it was before the audit trail's migration. */
async function migrationsBeforeAuditTrail(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "akwaaba-audit-migrations-"));
  await cp(MIGRATIONS, folder, { recursive: true });
  const file = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(await readFile(file, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith("_audit_trail"));
  journal.entries = journal.entries.slice(0, at);
  await writeFile(file, JSON.stringify(journal));
  return folder;
}

interface Engine {
  query: (text: string) => Promise<Record<string, unknown>[]>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}

async function pgliteEngine(): Promise<Engine> {
  const client = new PGlite();
  const db = drizzlePglite(client);
  return {
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function postgresEngine(database: OwnDatabase): Promise<Engine> {
  // As the owner: the migrations make the tables (the serving role may not).
  const pool = new pg.Pool({ connectionString: database.ownerUrl, max: 2 });
  const db = drizzlePg(pool);
  return {
    query: async (text) => (await pool.query(text)).rows as Record<string, unknown>[],
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: () => pool.end(),
  };
}

const LEGACY = [
  ["hello@akwaabastays.com", "logged in", {}],
  ["visitor", "login refused: wrong password", {}],
  ["hello@akwaabastays.com", "hotel 6 saved", { price: { from: 80, to: 95 } }],
  ["hello@akwaabastays.com", "hotel 7 created", { status: { from: null, to: "draft" } }],
  ["hello@akwaabastays.com", "post 2 saved", { status: { from: "draft", to: "published" } }],
  ["hello@akwaabastays.com", "city 3 saved", { photos: { from: [], to: [{ mediaId: 1 }] } }],
  [
    "hello@akwaabastays.com",
    "FAQ answer 4 archived",
    { status: { from: "published", to: "archived" } },
  ],
  ["hello@akwaabastays.com", "partner settings saved", { amazonTag: { from: "", to: "x-20" } }],
  ["hello@akwaabastays.com", "cedi rate saved", {}],
  ["hello@akwaabastays.com", "subscriber 9 erased", {}],
  ["hello@akwaabastays.com", "commission report imported", {}],
  ["hello@akwaabastays.com", "backup settings saved", {}],
  ["system", "data migration markdown-bodies", {}],
  ["hello@akwaabastays.com", "person 3 role changed", {}],
  ["hello@akwaabastays.com", "person 3 other sessions ended", {}],
  ["hello@akwaabastays.com", "sign-in settings saved", {}],
] as const;

async function checkEngine(engine: Engine) {
  const before = await migrationsBeforeAuditTrail();
  try {
    await engine.migrate(before);
  } finally {
    await rm(before, { recursive: true, force: true });
  }
  for (const [actor, action, changes] of LEGACY) {
    await engine.query(
      `INSERT INTO audit_log (actor, action, changes) VALUES ('${actor}', '${action}', '${JSON.stringify(changes)}'::jsonb)`,
    );
  }
  await engine.migrate(MIGRATIONS);

  // Older entries kept every word, and got their kind.
  const rows = await engine.query(
    "SELECT actor, action, kind, staff_id FROM audit_log ORDER BY id",
  );
  expect(rows.map((row) => [row.action, row.kind])).toEqual([
    ["logged in", "sign-in"],
    ["login refused: wrong password", "sign-in"],
    ["hotel 6 saved", "content"],
    ["hotel 7 created", "content"],
    ["post 2 saved", "publishing"],
    ["city 3 saved", "photos"],
    ["FAQ answer 4 archived", "publishing"],
    ["partner settings saved", "partners"],
    ["cedi rate saved", "settings"],
    ["subscriber 9 erased", "subscribers"],
    ["commission report imported", "revenue"],
    ["backup settings saved", "backups"],
    ["data migration markdown-bodies", "system"],
    ["person 3 role changed", "people"],
    ["person 3 other sessions ended", "sign-in"],
    ["sign-in settings saved", "settings"],
  ]);
  expect(rows.every((row) => row.staff_id === null)).toBe(true);

  // New entries are written as before (this database has no people yet, so no staff id).
  await engine.query(
    `INSERT INTO audit_log (actor, staff_id, kind, action, changes) VALUES ('a@b.c', NULL, 'content', 'hotel 1 saved', '{}')`,
  );
  // Nothing rewrites or removes an entry, not even all of them at once.
  for (const statement of [
    "UPDATE audit_log SET actor = 'someone else' WHERE action = 'hotel 6 saved'",
    "UPDATE audit_log SET changes = '{}'",
    "DELETE FROM audit_log WHERE action = 'logged in'",
    "DELETE FROM audit_log",
    "TRUNCATE audit_log",
  ]) {
    await expect(engine.query(statement), statement).rejects.toThrow(/append-only/);
  }
  const [count] = await engine.query("SELECT count(*)::int AS count FROM audit_log");
  expect(count!.count).toBe(LEGACY.length + 1);
  const [edited] = await engine.query("SELECT actor FROM audit_log WHERE action = 'hotel 6 saved'");
  expect(edited!.actor).toBe("hello@akwaabastays.com");
  // A delete that matches no entry (a restore's clean start on an empty table) is no change.
  await engine.query("DELETE FROM audit_log WHERE false");
}

describe("the audit log is append-only", { timeout: 120_000 }, () => {
  let own: OwnDatabase | null = null;
  let owned: OwnDatabase | null = null;
  afterAll(async () => {
    await own?.drop();
    await owned?.drop();
  });

  it("on the embedded database (PGlite)", async () => {
    const engine = await pgliteEngine();
    try {
      await checkEngine(engine);
    } finally {
      await engine.close();
    }
  });

  it.runIf(Boolean(process.env.DATABASE_URL))("on PostgreSQL", async () => {
    own = await createOwnDatabase("audit_append_only", { isEmpty: true });
    const engine = await postgresEngine(own!);
    try {
      await checkEngine(engine);
    } finally {
      await engine.close();
    }
  });

  it.runIf(Boolean(process.env.DATABASE_URL && process.env.DATABASE_OWNER_URL))(
    "on PostgreSQL, the serving role cannot lift the trigger or rewrite an entry",
    async () => {
      owned = await createDatabase(
        process.env.DATABASE_URL!,
        `audit_roles_${Date.now().toString(36)}_${process.pid}`,
        { isEmpty: true },
      );
      const ownerPool = new pg.Pool({ connectionString: owned.ownerUrl, max: 1 });
      const serving = new pg.Pool({ connectionString: owned.url, max: 1 });
      try {
        await migratePg(drizzlePg(ownerPool), { migrationsFolder: MIGRATIONS });
        // An entry from before the chain, which the data migration signs as the serving role.
        await ownerPool.query(
          "INSERT INTO audit_log (actor, action, changes) VALUES ('a@b.c', 'logged in', '{}')",
        );
        const role = (await serving.query<{ role: string }>("select current_user as role")).rows[0]!
          .role;
        await grantServingRole(owned.ownerUrl, role, ["public", "drizzle"]);

        await serving.query(
          "INSERT INTO audit_log (actor, action, changes) VALUES ('a@b.c', 'hotel 1 saved', '{}')",
        );
        expect((await serving.query("SELECT count(*)::int AS n FROM audit_log")).rows[0].n).toBe(2);
        for (const statement of [
          "ALTER TABLE audit_log DISABLE TRIGGER USER",
          "ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update_or_delete",
          "DROP TRIGGER audit_log_no_update_or_delete ON audit_log",
        ]) {
          await expect(serving.query(statement), statement).rejects.toThrow(/must be owner/);
        }
        for (const statement of [
          "UPDATE audit_log SET actor = 'someone else'",
          "DELETE FROM audit_log",
          "TRUNCATE audit_log",
        ]) {
          await expect(serving.query(statement), statement).rejects.toThrow(/permission denied/);
        }
        // Signing an unsigned entry once is all the update it may make.
        await serving.query("UPDATE audit_log SET hmac = 'h', key_id = 'k' WHERE id = 1");
        await expect(
          serving.query("UPDATE audit_log SET hmac = 'other' WHERE id = 1"),
        ).rejects.toThrow(/append-only/);
        // The rest of the app's tables it reads and writes as before.
        await serving.query("INSERT INTO settings (key, value) VALUES ('probe', '{}')");
        await serving.query("DELETE FROM settings WHERE key = 'probe'");
      } finally {
        await serving.end();
        await ownerPool.end();
      }
    },
  );
});
