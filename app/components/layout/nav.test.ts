import { describe, expect, it } from "vitest";
import { isActivePath } from "#app/components/layout/nav.ts";

describe("isActivePath", () => {
  it("marks Home active only on the exact root path", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/hotels", "/")).toBe(false);
  });

  it("marks the French home (Accueil) active only on /fr itself", () => {
    expect(isActivePath("/fr", "/fr")).toBe(true);
    expect(isActivePath("/fr/accra", "/fr")).toBe(false);
    expect(isActivePath("/fr/accra", "/fr/accra")).toBe(true);
  });

  it("marks a link active on its own path and the paths below it", () => {
    expect(isActivePath("/hotels", "/hotels")).toBe(true);
    expect(isActivePath("/hotels/labadi-beach-hotel", "/hotels")).toBe(true);
    expect(isActivePath("/blog/accra-city-guide", "/blog")).toBe(true);
  });

  it("does not treat a longer sibling path as below the link", () => {
    expect(isActivePath("/accra-beaches", "/accra")).toBe(false);
    expect(isActivePath("/kumasi", "/accra")).toBe(false);
  });
});
