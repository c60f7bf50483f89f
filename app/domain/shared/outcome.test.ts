import { describe, expect, it } from "vitest";
import { invalid, refusal } from "#app/domain/shared/outcome.ts";

describe("outcomes", () => {
  it("makes a refusal with or without field errors", () => {
    expect(refusal(404, "No such campaign.")).toEqual({
      ok: false,
      status: 404,
      error: "No such campaign.",
    });
    expect(refusal(400, "Add a subject.", { subject: "Add a subject." }).fieldErrors).toEqual({
      subject: "Add a subject.",
    });
  });

  it("keeps the first message per field from zod's issues", () => {
    const outcome = invalid([
      { path: ["subject"], message: "Add a subject." },
      { path: ["subject"], message: "Too long." },
      { path: ["body"], message: "Write the e-mail." },
    ]);
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      error: "Add a subject.",
      fieldErrors: { subject: "Add a subject.", body: "Write the e-mail." },
    });
  });
});
