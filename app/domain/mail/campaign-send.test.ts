import { describe, expect, it } from "vitest";
import {
  checkSendConfirmation,
  confirmedRecipientsOf,
  sendQuestion,
} from "#app/domain/mail/campaign-send.ts";

describe("checkSendConfirmation", () => {
  it("refuses a send that names no number, saying how many it would reach", () => {
    expect(checkSendConfirmation(undefined, 214)).toEqual({
      status: 400,
      error: expect.stringContaining("it goes to 214 subscribers (active, confirmed)") as string,
    });
  });

  it("asks again when the list changed since the operator was asked", () => {
    const problem = checkSendConfirmation(213, 214);
    expect(problem?.status).toBe(409);
    expect(problem?.error).toContain("you confirmed 213 subscribers, and it now goes to 214");
  });

  it("lets a send go when the confirmed number is the number now, none included", () => {
    expect(checkSendConfirmation(214, 214)).toBeNull();
    expect(checkSendConfirmation(0, 0)).toBeNull();
  });
});

describe("send confirmation wording and fields", () => {
  it("asks with the count, singular when it is one", () => {
    expect(sendQuestion(214, null)).toBe("Send to 214 subscribers?");
    expect(sendQuestion(1, null)).toBe("Send to 1 subscriber?");
    expect(sendQuestion(1_500, "Dec 1, 2026, 09:00")).toBe(
      "Schedule it for Dec 1, 2026, 09:00 GMT, to the 1,500 subscribers active now?",
    );
  });

  it("reads a confirmed count from a form field, and nothing from a garbled one", () => {
    expect(confirmedRecipientsOf("214")).toBe(214);
    expect(confirmedRecipientsOf(" 0 ")).toBe(0);
    expect(confirmedRecipientsOf("")).toBeUndefined();
    expect(confirmedRecipientsOf("2e3")).toBeUndefined();
    expect(confirmedRecipientsOf(undefined)).toBeUndefined();
  });
});
