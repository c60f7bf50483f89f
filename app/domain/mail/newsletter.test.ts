import { describe, expect, it } from "vitest";
import { isNewsletterLinkPath, newsletterLinkPath } from "#app/domain/mail/newsletter.ts";

describe("newsletterLinkPath", () => {
  it("leads an English reader to the English pages and a French reader under /fr", () => {
    expect(newsletterLinkPath("en", "confirm")).toBe("/newsletter/confirm");
    expect(newsletterLinkPath("fr", "confirm")).toBe("/fr/newsletter/confirm");
    expect(newsletterLinkPath("fr", "unsubscribe")).toBe("/fr/newsletter/unsubscribe");
    expect(newsletterLinkPath("fr", "preferences")).toBe("/fr/newsletter/preferences");
  });
});

describe("isNewsletterLinkPath", () => {
  it("knows the link pages in both languages, and nothing else", () => {
    for (const page of ["confirm", "unsubscribe", "preferences"] as const) {
      expect(isNewsletterLinkPath(newsletterLinkPath("en", page))).toBe(true);
      expect(isNewsletterLinkPath(newsletterLinkPath("fr", page))).toBe(true);
    }
    expect(isNewsletterLinkPath("/fr/newsletter/confirm/")).toBe(true);
    expect(isNewsletterLinkPath("/fr/newsletter")).toBe(false);
    expect(isNewsletterLinkPath("/newsletter/click")).toBe(false);
    expect(isNewsletterLinkPath("/fr/newsletter/confirmation")).toBe(false);
  });
});
