// The daily digest's job, run in this process on a real embedded database, the real outbox and
// pg-boss, and a real SMTP server, for a day on which a fact is past its review date (the fact
// register's entries are all current today, so the server's own clock cannot reach one). Run
// twice for that day, as a retried job or a second process would, it sends one e-mail. A fresh
// install's cedi rate, being more than 30 days old that day, is in it too.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "#tests/smtp-sink.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "akwaaba-digest-"));
const OPERATOR = `digest.${Date.now().toString(36)}@example.com`;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  // Read once, at the first getEnv(): set before any app module runs.
  Object.assign(process.env, {
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    OPERATOR_EMAIL: OPERATOR,
    MAIL_RETRY_BASE_SECONDS: "1",
    LOG_LEVEL: "warn",
  });
}, 60_000);

afterAll(async () => {
  const { stopQueue } = await import("#app/jobs/queue.server.ts");
  const { closeMailTransport } = await import("#app/mail/transport.server.ts");
  const { closeDb } = await import("#app/models/db.server.ts");
  await stopQueue();
  await closeMailTransport();
  await closeDb();
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the daily digest job", () => {
  it("mails an overdue fact once for its day, however often it runs", async () => {
    const { facts } = await import("#app/content/facts.ts");
    const { reviewByDate } = await import("#app/domain/facts/fact-review.ts");
    const { registerJobs } = await import("#app/jobs/registry.server.ts");
    const { startQueue } = await import("#app/jobs/queue.server.ts");
    const { sendDailyDigest } = await import("#app/use-cases/system/alerts.server.ts");

    await registerJobs();
    await startQueue();
    // The day after the first entry goes stale.
    // The entry checked longest ago (the digest lists those first).
    const [firstId, first] = Object.entries(facts).sort(
      (a, b) => a[1].checkedOn.localeCompare(b[1].checkedOn) || a[0].localeCompare(b[0]),
    )[0]!;
    const day = new Date(`${reviewByDate(first.checkedOn)}T07:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1);

    const runs = await Promise.all([sendDailyDigest(day), sendDailyDigest(day)]);
    expect(runs.sort()).toEqual(["already-sent", "queued"]);
    expect(await sendDailyDigest(day)).toBe("already-sent");

    const toOperator = () => smtp.received.filter((mail) => mail.to.includes(OPERATOR));
    await expect.poll(() => toOperator().length, { timeout: 20_000 }).toBe(1);
    const digest = toOperator()[0]!;
    expect(digest.decoded).toContain("Facts overdue for review");
    expect(digest.decoded).toContain(firstId);
    // Partners without their ids are in it too (none are set here).
    expect(digest.decoded).toContain("its links work but earn nothing");
    // So is a fresh install's cedi reference rate, from a day more than 30 days before.
    expect(digest.decoded).toContain("The cedi rate needs updating");
    expect(digest.decoded).toContain(
      // The sink decodes quoted-printable bytes one by one, so only the ASCII part is compared.
      "10.92 to the dollar (Bank of Ghana interbank rate of 2026-01-29)",
    );

    // The next day is a new digest.
    const next = new Date(day.getTime() + 86_400_000);
    expect(await sendDailyDigest(next)).toBe("queued");
    await expect.poll(() => toOperator().length, { timeout: 20_000 }).toBe(2);
  });
});
