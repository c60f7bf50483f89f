import { describe, expect, it } from "vitest";
import {
  alertKey,
  buildDigest,
  buildImmediateAlert,
  type DigestFacts,
} from "#app/domain/mail/operator-alerts.ts";

const nothing: DigestFacts = {
  failedBackup: null,
  failedMails: [],
  brokenLinks: [],
  partnersWithoutId: [],
  overdueFacts: [],
  staleCediRate: null,
};
const options = {
  date: "2027-12-01",
  siteName: "Akwaaba Stays",
  systemUrl: "https://akwaabastays.com/admin/dashboard/system",
};

describe("buildDigest", () => {
  it("asks for a new cedi rate once it is 30 days old", () => {
    const mail = buildDigest(
      {
        ...nothing,
        staleCediRate: {
          rate: 10.92,
          date: "2026-01-29",
          source: "Bank of Ghana interbank rate",
          days: 304,
        },
      },
      options,
    )!;
    expect(mail.subject).toBe("Akwaaba Stays: 1 thing needs your attention (2027-12-01)");
    expect(mail.text).toContain(
      "The cedi rate needs updating\n- GH₵ 10.92 to the dollar (Bank of Ghana interbank rate of 2026-01-29) is 304 days old: cedi prices drift from what travellers pay. Update it in Settings, Prices in cedis.",
    );
  });

  it("sends nothing when nothing needs the operator", () => {
    expect(buildDigest(nothing, options)).toBeNull();
  });

  it("lists a broken link and an overdue fact, in text and in escaped HTML", () => {
    const mail = buildDigest(
      {
        ...nothing,
        brokenLinks: [{ label: "Hotel: Labadi <Beach>", problems: ["The partner answered 404."] }],
        overdueFacts: [
          { id: "visa-fee", value: "A single-entry visa costs $60.", reviewBy: "2027-11-23" },
        ],
      },
      options,
    )!;
    expect(mail.subject).toBe("Akwaaba Stays: 2 things need your attention (2027-12-01)");
    expect(mail.text).toContain(
      "Partner links broken (1)\n- Hotel: Labadi <Beach>: The partner answered 404.",
    );
    expect(mail.text).toContain(
      "Facts overdue for review (1)\n- visa-fee (review was due 2027-11-23): A single-entry visa costs $60.",
    );
    expect(mail.text).toContain(`Details: ${options.systemUrl}`);
    expect(mail.html).toContain("<li>Hotel: Labadi &lt;Beach&gt;: The partner answered 404.</li>");
    expect(mail.html).not.toContain("<Beach>");
  });

  it("names a failed backup, failing mails and partners that earn nothing", () => {
    const mail = buildDigest(
      {
        ...nothing,
        failedBackup: { at: "2027-12-01T02:00:00Z", error: "disk full" },
        failedMails: [{ kind: "confirmation", to: "k***@example.com", error: "550 no such user" }],
        partnersWithoutId: [{ name: "Booking.com", category: "stays" }],
      },
      options,
    )!;
    expect(mail.subject).toContain("3 things need");
    expect(mail.text).toContain("The last backup failed\n- 2027-12-01T02:00:00Z: disk full");
    expect(mail.text).toContain("- confirmation to k***@example.com: 550 no such user");
    expect(mail.text).toContain("- Booking.com (stays): its links work but earn nothing.");
  });

  it("cuts a long list and says how many more there are", () => {
    const brokenLinks = Array.from({ length: 25 }, (_, i) => ({
      label: `Hotel ${i}`,
      problems: ["No answer."],
    }));
    const mail = buildDigest({ ...nothing, brokenLinks }, options)!;
    expect(mail.text).toContain("- Hotel 19: No answer.\n- and 5 more");
    expect(mail.text).not.toContain("Hotel 20:");
  });
});

describe("buildImmediateAlert", () => {
  it("prefixes the site's name and links to the System tab", () => {
    const mail = buildImmediateAlert(
      { subject: "Backup failed", text: "The 02:00 backup failed: disk full." },
      options,
    );
    expect(mail.subject).toBe("Akwaaba Stays: Backup failed");
    expect(mail.text).toContain("The 02:00 backup failed: disk full.");
    expect(mail.html).toContain(`href="${options.systemUrl}"`);
  });
});

describe("alertKey", () => {
  it("allows one digest a day and one immediate alert of a kind an hour", () => {
    const at = new Date("2027-12-01T07:42:10Z");
    expect(alertKey("digest", at, "day")).toBe("digest:2027-12-01");
    expect(alertKey("backup-failed", at, "hour")).toBe("backup-failed:2027-12-01T07");
  });
});
