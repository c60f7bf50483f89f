import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkJobData } from "#app/jobs/job-data.ts";

const schema = z.object({ mediaId: z.number().int().positive() });

describe("checkJobData", () => {
  it("passes data that fits, parsed", () => {
    expect(checkJobData(schema, { mediaId: 7, extra: "ignored" })).toEqual({
      ok: true,
      data: { mediaId: 7 },
    });
  });

  it("names each bad field on one line", () => {
    const checked = checkJobData(schema, { mediaId: "7" });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problem).toMatch(/^mediaId: .*number/);
    expect(checked.problem).not.toContain("\n");
  });

  it("says the data itself is wrong when it is not an object", () => {
    const checked = checkJobData(schema, null);
    expect(checked).toMatchObject({ ok: false, problem: expect.stringMatching(/^data: /) });
  });

  it("keeps a long reason short", () => {
    const wide = z.object(
      Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${i}`, z.string()])),
    );
    const checked = checkJobData(wide, {});
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problem.length).toBeLessThanOrEqual(300);
    expect(checked.problem.endsWith("…")).toBe(true);
  });
});
