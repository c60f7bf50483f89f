import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isShownQueue, runJob, type JobContext } from "#app/jobs/queue.server.ts";

const schema = z.object({ campaignId: z.number().int().positive() });

function queue(handler: (data: z.output<typeof schema>, job: JobContext) => Promise<void>) {
  return {
    name: "campaign",
    schema,
    retryLimit: 3,
    handler: (data: unknown, job: JobContext) => handler(data as never, job),
  };
}

describe("runJob", () => {
  it("hands the parsed data to the handler and completes the job", async () => {
    const seen: unknown[] = [];
    const result = await runJob(
      queue(async (data) => void seen.push(data)),
      { id: "job-1", data: { campaignId: 3 }, retryCount: 0 },
    );
    expect(result).toEqual({ id: "job-1", status: "completed" });
    expect(seen).toEqual([{ campaignId: 3 }]);
  });

  it("fails bad data for good, without running the handler, and logs one line", async () => {
    const lines: string[] = [];
    let ran = false;
    const result = await runJob(
      queue(async () => {
        ran = true;
      }),
      { id: "job-2", data: { campaignId: "3; drop table" }, retryCount: 0 },
      (line) => lines.push(line),
    );
    expect(ran).toBe(false);
    // "deadletter" is pg-boss's terminal failure: no retries are left to try.
    expect(result).toMatchObject({ id: "job-2", status: "deadletter" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Job campaign job-2 refused, not retried: campaignId: /);
    expect(lines[0]).not.toMatch(/\n|\s+at /);
  });

  it("lets a handler's error through, so pg-boss retries the job", async () => {
    await expect(
      runJob(
        queue(async () => {
          throw new Error("SMTP is down");
        }),
        { id: "job-3", data: { campaignId: 3 }, retryCount: 0 },
      ),
    ).rejects.toThrow("SMTP is down");
  });

  it("tells the handler which try this is, and when it is the last", async () => {
    const tries: JobContext[] = [];
    const handler = queue(async (_data, job) => void tries.push(job));
    await runJob(handler, { id: "job-4", data: { campaignId: 3 }, retryCount: 1 });
    await runJob(handler, { id: "job-4", data: { campaignId: 3 }, retryCount: 3 });
    expect(tries).toEqual([
      { id: "job-4", retryCount: 1, isLastAttempt: false },
      { id: "job-4", retryCount: 3, isLastAttempt: true },
    ]);
  });
});

describe("isShownQueue", () => {
  const queue = (
    name: string,
    counts: Partial<Record<"queued" | "active" | "failed", number>>,
  ) => ({
    name,
    queuedCount: counts.queued ?? 0,
    activeCount: counts.active ?? 0,
    failedCount: counts.failed ?? 0,
  });

  it("lists every queue this site defines, empty or not", () => {
    expect(isShownQueue(queue("mail-drain", {}), true)).toBe(true);
  });

  it("lists a queue left from before (storage moved away) only while it holds jobs", () => {
    const old = "photo-derivatives-akwaaba-old-host";
    expect(isShownQueue(queue(old, {}), false)).toBe(false);
    expect(isShownQueue(queue(old, { queued: 1 }), false)).toBe(true);
    expect(isShownQueue(queue(old, { active: 1 }), false)).toBe(true);
    expect(isShownQueue(queue(old, { failed: 2 }), false)).toBe(true);
  });

  it("never lists pg-boss's own queues", () => {
    expect(isShownQueue(queue("__pgboss__send-it", { queued: 3 }), true)).toBe(false);
  });
});
