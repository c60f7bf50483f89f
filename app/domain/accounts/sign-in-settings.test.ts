import { describe, expect, it } from "vitest";
import { SignInSettingsSchema } from "#app/domain/accounts/sign-in-settings.ts";

describe("sign-in settings", () => {
  it("reads the checkbox: 'on' when ticked, off when absent", () => {
    expect(SignInSettingsSchema.parse({ requireTwoFactor: "on" })).toEqual({
      requireTwoFactor: "on",
    });
    expect(SignInSettingsSchema.parse({})).toEqual({ requireTwoFactor: "off" });
  });

  it("refuses anything else with a sentence", () => {
    const result = SignInSettingsSchema.safeParse({ requireTwoFactor: "yes" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/two-factor/);
  });
});
