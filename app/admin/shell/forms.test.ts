import { describe, expect, it } from "vitest";
import { AdminPageSchema, LoginSchema, ReplySchema } from "#app/admin/shell/staff-forms.ts";

describe("admin form rules", () => {
  it("needs a password that is not blank after trimming", () => {
    const email = "owner@example.com";
    expect(LoginSchema.safeParse({ email, password: "  " }).success).toBe(false);
    expect(LoginSchema.safeParse({}).error?.issues[0]?.message).toBe(
      "Please enter the admin password.",
    );
    // The password itself is not trimmed: spaces may be part of it.
    expect(LoginSchema.parse({ email, password: " secret " }).password).toBe(" secret ");
  });

  it("needs an e-mail address, compared lower-cased", () => {
    expect(LoginSchema.safeParse({ password: "x" }).error?.issues[0]?.message).toBe(
      "Please enter your e-mail address.",
    );
    expect(LoginSchema.safeParse({ email: "nope", password: "x" }).error?.issues[0]?.message).toBe(
      "Enter an e-mail address such as name@example.com.",
    );
    expect(LoginSchema.parse({ email: " Owner@Example.COM ", password: "x" }).email).toBe(
      "owner@example.com",
    );
  });

  it("needs a reply that is not blank after trimming", () => {
    expect(ReplySchema.safeParse({ replyMessage: " \n " }).error?.issues[0]?.message).toBe(
      "Please enter a reply message.",
    );
    expect(ReplySchema.parse({ replyMessage: "  Thanks!  " }).replyMessage).toBe("Thanks!");
    expect(ReplySchema.safeParse({ replyMessage: "x".repeat(5001) }).success).toBe(false);
  });

  it("reads a page number and refuses other parameters", () => {
    expect(AdminPageSchema.parse({})).toEqual({ page: 1 });
    expect(AdminPageSchema.parse({ page: "3" })).toEqual({ page: 3 });
    expect(AdminPageSchema.safeParse({ page: "0" }).success).toBe(false);
    expect(AdminPageSchema.safeParse({ sort: "x" }).error?.issues[0]?.message).toBe(
      'Unknown query parameter "sort".',
    );
  });
});
