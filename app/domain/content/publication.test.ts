import { describe, expect, it } from "vitest";
import { publicationState, scheduledFor } from "#app/domain/content/publication.ts";

const now = new Date("2026-11-25T12:00:00Z");

describe("publicationState", () => {
  it("calls a published post with a later publish time scheduled", () => {
    expect(publicationState("published", "2026-11-26T09:00:00.000Z", now)).toBe("scheduled");
  });

  it("calls it published once its time has come, or when it has none", () => {
    expect(publicationState("published", "2026-11-25T12:00:00.000Z", now)).toBe("published");
    expect(publicationState("published", "2026-01-01T00:00:00.000Z", now)).toBe("published");
    expect(publicationState("published", undefined, now)).toBe("published");
  });

  it("leaves drafts and archived items as they are, whatever their time", () => {
    expect(publicationState("draft", "2026-11-26T09:00:00.000Z", now)).toBe("draft");
    expect(publicationState("draft", null, now)).toBe("draft");
    expect(publicationState("archived", "2026-11-26T09:00:00.000Z", now)).toBe("archived");
  });
});

describe("scheduledFor", () => {
  it("gives the date and time in Accra", () => {
    expect(scheduledFor("2026-11-26T09:00:00.000Z")).toBe(
      "Scheduled for Thu, Nov 26, 2026, 9:00 AM Accra time",
    );
  });
});
