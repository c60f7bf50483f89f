import { describe, expect, test } from "vitest";
import {
  FrenchFieldsSchema,
  frenchKindOf,
  frenchStateLabel,
  frenchStep,
  isTranslatable,
  matchesFrenchFilter,
  splitKind,
} from "#app/domain/content/french-version.ts";

describe("stored kinds", () => {
  test("a French version's kind names its English kind, and reads back", () => {
    expect(frenchKindOf("posts")).toBe("fr:posts");
    expect(splitKind("fr:posts")).toEqual({ type: "posts", isFrench: true });
    expect(splitKind("posts")).toEqual({ type: "posts", isFrench: false });
    expect(splitKind("faq-categories")).toEqual({ type: "faq-categories", isFrench: false });
  });
});

describe("frenchStep", () => {
  test("a contributor writes and submits, an editor publishes or sends back", () => {
    expect(frenchStep("missing", "save", "contributor")).toEqual({ ok: true, status: "draft" });
    expect(frenchStep("draft", "submit", "contributor")).toEqual({ ok: true, status: "in_review" });
    expect(frenchStep("in_review", "publish", "editor")).toEqual({ ok: true, status: "published" });
    expect(frenchStep("in_review", "send-back", "owner")).toEqual({ ok: true, status: "draft" });
  });

  test("a contributor may not publish, an analyst may not write", () => {
    expect(frenchStep("in_review", "publish", "contributor")).toMatchObject({ status: 403 });
    expect(frenchStep("in_review", "send-back", "contributor")).toMatchObject({ status: 403 });
    expect(frenchStep("draft", "save", "analyst")).toMatchObject({ status: 403 });
  });

  test("steps out of turn are refused with 409", () => {
    expect(frenchStep("in_review", "submit", "editor")).toMatchObject({ status: 409 });
    expect(frenchStep("published", "submit", "editor")).toMatchObject({ status: 409 });
    expect(frenchStep("draft", "send-back", "editor")).toMatchObject({ status: 409 });
    expect(frenchStep("published", "publish", "editor")).toMatchObject({ status: 409 });
    expect(frenchStep("draft", "unpublish", "editor")).toMatchObject({ status: 409 });
    expect(frenchStep("draft", "unpublish", "editor", { isLive: true })).toEqual({
      ok: true,
      status: "draft",
    });
    expect(frenchStep("missing", "submit", "editor")).toMatchObject({ status: 404 });
  });

  test("a save of a published version makes a draft, the live words untouched", () => {
    expect(frenchStep("published", "save", "editor")).toEqual({ ok: true, status: "draft" });
  });
});

describe("French fields", () => {
  test("every field is required, the description at most 155 characters", () => {
    const parsed = FrenchFieldsSchema.safeParse({
      title: " ",
      heading: "Accra",
      description: "x".repeat(156),
      body: "Texte",
    });
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((issue) => issue.message);
    expect(messages).toContain("Write the French title.");
    expect(messages.join(" ")).toMatch(/at most 155 characters/);
  });
});

test("the French filter and the kinds with a French version", () => {
  expect(matchesFrenchFilter({ state: "missing", isLive: false }, "lacking")).toBe(true);
  expect(matchesFrenchFilter({ state: "in_review", isLive: false }, "lacking")).toBe(true);
  expect(matchesFrenchFilter({ state: "published", isLive: true }, "lacking")).toBe(false);
  // A draft over a live French version: French is not lacking, the draft is still a draft.
  expect(matchesFrenchFilter({ state: "draft", isLive: true }, "lacking")).toBe(false);
  expect(matchesFrenchFilter({ state: "draft", isLive: true }, "draft")).toBe(true);
  expect(frenchStateLabel({ state: "draft", isLive: true })).toBe("Draft, published version live");
  expect(frenchStateLabel({ state: "missing", isLive: false })).toBe("Missing");
  expect(isTranslatable("posts")).toBe(true);
  expect(isTranslatable("hotels")).toBe(false);
});
