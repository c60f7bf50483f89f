// A sign-up never confirmed lapses 7 days after its confirmation e-mail: the hourly purge deletes
// it, and leaves alone a recent one, one whose e-mail was never sent (signed up while e-mail was
// off, or before double opt-in), and every confirmed address. Runs the model in this process on
// its own database (PGlite), or on CI's shared PostgreSQL.
import { rmSync } from "node:fs";
import { inArray } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { newsletterSubscriptions } from "#db/schema.ts";
import { makeDataDir } from "#tests/server-process.ts";

const dataDir = makeDataDir();
if (!process.env.DATABASE_URL) process.env.DATA_DIR = dataDir;
const { closeDb, getDb } = await import("#app/models/db.server.ts");
const { purgeExpiredSignUps } = await import("#app/use-cases/newsletter/purge.server.ts");

const run = Date.now().toString(36);
const DAY = 86_400_000;

afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

it("deletes only pending sign-ups whose confirmation e-mail is over 7 days old", async () => {
  const db = await getDb();
  const now = Date.now();
  const rows = [
    { email: `lapsed.${run}@example.com`, status: "pending", sent: new Date(now - 8 * DAY) },
    { email: `recent.${run}@example.com`, status: "pending", sent: new Date(now - 6 * DAY) },
    { email: `unsent.${run}@example.com`, status: "pending", sent: null },
    { email: `active.${run}@example.com`, status: "active", sent: new Date(now - 30 * DAY) },
  ];
  await db
    .insert(newsletterSubscriptions)
    .values(
      rows.map((row) => ({ email: row.email, status: row.status, confirmationSentAt: row.sent })),
    );
  try {
    await purgeExpiredSignUps(new Date(now));
    const left = await db
      .select({ email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
      .where(
        inArray(
          newsletterSubscriptions.email,
          rows.map((row) => row.email),
        ),
      );
    expect(left.map((row) => row.email).sort()).toEqual(
      [
        `active.${run}@example.com`,
        `recent.${run}@example.com`,
        `unsent.${run}@example.com`,
      ].sort(),
    );
  } finally {
    await db.delete(newsletterSubscriptions).where(
      inArray(
        newsletterSubscriptions.email,
        rows.map((row) => row.email),
      ),
    );
  }
});
