import { describe, expect, it } from "vitest";
import {
  ContactSchema,
  fieldErrors,
  SubscribeApiSchema,
  SubscribeSchema,
} from "#app/domain/forms/visitor-forms.ts";

describe("SubscribeSchema", () => {
  it("trims and lower-cases the address", () => {
    expect(SubscribeSchema.parse({ email: "  Ama@Example.COM " })).toEqual({
      email: "ama@example.com",
    });
  });

  it("rejects a missing or invalid address with a message", () => {
    expect(SubscribeSchema.safeParse({}).error?.issues[0]?.message).toBe("Email is required.");
    expect(SubscribeSchema.safeParse({ email: "not-an-email" }).error?.issues[0]?.message).toBe(
      "Enter a valid email address.",
    );
  });
});

describe("SubscribeApiSchema", () => {
  it("takes English unless a language is given, and French when asked", () => {
    expect(SubscribeApiSchema.parse({ email: "ama@example.com" })).toEqual({
      email: "ama@example.com",
      language: "en",
    });
    expect(SubscribeApiSchema.parse({ email: "awa@example.ci", language: "fr" })).toMatchObject({
      language: "fr",
    });
  });

  it("refuses any other language, with a message naming the two", () => {
    for (const language of ["de", "FR", "", null, 1]) {
      const issue = SubscribeApiSchema.safeParse({ email: "a@example.com", language }).error
        ?.issues[0];
      expect(issue?.path).toEqual(["language"]);
      expect(issue?.message).toBe('Language must be "en" or "fr".');
    }
  });
});

describe("ContactSchema", () => {
  const valid = { name: "Kofi", email: "kofi@example.com", message: "Hello" };

  it("accepts a valid message and keeps the email as written", () => {
    expect(ContactSchema.parse({ ...valid, email: "Kofi@Example.com" })).toMatchObject({
      email: "Kofi@Example.com",
    });
  });

  it("names each field that is missing or too long", () => {
    const result = ContactSchema.safeParse({
      name: "x".repeat(201),
      email: "",
      message: "y".repeat(5_001),
    });
    expect(fieldErrors(result.error!)).toEqual({
      name: "Name must be at most 200 characters.",
      email: "Email is required.",
      message: "Message must be at most 5,000 characters.",
    });
  });

  it("accepts the limits exactly", () => {
    expect(
      ContactSchema.safeParse({
        name: "x".repeat(200),
        email: `${"a".repeat(308)}@example.com`,
        message: "y".repeat(5_000),
      }).success,
    ).toBe(true);
  });
});
