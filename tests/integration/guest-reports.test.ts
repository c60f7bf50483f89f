// Guests report what they found (issue 40), against the real server, its database and a real SMTP
// server: a guest reports from the hotel page's own page without an account or script (a link in
// the note is refused with everything kept), the confirmation link arrives by e-mail, opening it
// confirms nothing and its button does, an editor approves it and the hotel page says "Reported by
// 1 guest" with the older, disagreeing statement listed under it and the filter no longer finding
// the hotel; a repeat is refused, a honeypot stores nothing, and a rejected report never counts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApi, BROWSER_USER_AGENT, visibleText } from "#tests/http.ts";
import type { RunningServer } from "#tests/server-process.ts";
import { startMailingServer, type MailingServer } from "#tests/mailing-server.ts";
import type { SmtpSink } from "#tests/smtp-sink.ts";

// A publication said in 2019 that it offers an airport shuttle (app/seed/hotel-practical-facts.ts).
const SLUG = "accra-city-hotel";
const GUEST = "kofi@guest.example";
const OTHER_GUEST = "efua@guest.example";
const BOT = "bot@guest.example";

let sink: SmtpSink;
let mailing: MailingServer;
let server: RunningServer;
let cookie: string;

const url = (path: string) => `${server.url}${path}`;
const thisMonth = new Date().toISOString().slice(0, 7);
const shortMonth = new Date().toLocaleString("en-US", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

function post(path: string, body: URLSearchParams, withCookie = false) {
  return fetch(url(path), {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "User-Agent": BROWSER_USER_AGENT,
      Origin: server.url,
      ...(withCookie ? { Cookie: cookie } : {}),
    },
    body: body.toString(),
    redirect: "manual",
  });
}

const page = async (path: string, withCookie = false) => {
  const response = await fetch(url(path), {
    headers: { "User-Agent": BROWSER_USER_AGENT, ...(withCookie ? { Cookie: cookie } : {}) },
  });
  return { status: response.status, html: await response.text(), headers: response.headers };
};

function report(values: Record<string, string>, payment: string[] = []) {
  const body = new URLSearchParams({ stayMonth: thisMonth, website: "", ...values });
  for (const way of payment) body.append("payment", way);
  return body;
}

async function linkMailedTo(address: string): Promise<string> {
  await expect
    .poll(() => sink.received.some((mail) => mail.to.includes(address)), { timeout: 20_000 })
    .toBe(true);
  const mail = sink.received.findLast((item) => item.to.includes(address))!;
  const link = new RegExp(`http://localhost:3000(/hotels/${SLUG}/stayed/[A-Za-z0-9_-]{43})`).exec(
    mail.decoded,
  );
  expect(link, mail.decoded).not.toBeNull();
  return link![1]!;
}

type ApiHotel = {
  slug: string;
  practicalFacts: { key: string; value: string; provenance: string; source: { kind?: string } }[];
  earlierFacts: { key: string; said: string }[];
};

async function apiHotel(): Promise<ApiHotel> {
  const hotels = (await (await fetch(url("/api/hotels?city=accra"))).json()) as ApiHotel[];
  return hotels.find((hotel) => hotel.slug === SLUG)!;
}

beforeAll(async () => {
  // On PostgreSQL a database of its own: the reports it approves must not reach other files' pages.
  mailing = await startMailingServer({ ownDatabase: "guest_reports" });
  ({ server, smtp: sink, cookie } = mailing);
}, 120_000);

afterAll(() => mailing?.stop());

describe("a guest's report", { timeout: 120_000 }, () => {
  let link: string;

  it("is asked for from the hotel page, on a page of its own without an account or index", async () => {
    const hotel = await page(`/hotels/${SLUG}`);
    expect(hotel.html).toContain(`href="/hotels/${SLUG}/stayed"`);
    expect(visibleText(hotel.html)).toContain("Stayed here? Tell other travellers");

    const form = await page(`/hotels/${SLUG}/stayed`);
    expect(form.status).toBe(200);
    expect(form.headers.get("cache-control")).toBe("private, no-store");
    expect(form.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(visibleText(form.html)).toContain("Stayed at Accra City Hotel? Tell other travellers");
    expect((await page("/hotels/no-such-hotel/stayed")).status).toBe(404);
  });

  it("refuses a link in the note at its field and keeps everything typed", async () => {
    const refused = await post(
      `/hotels/${SLUG}/stayed`,
      report(
        {
          power: "cuts-no-backup",
          note: "Better rooms at https://elsewhere.example",
          email: GUEST,
        },
        ["mtn-momo"],
      ),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(visibleText(html)).toContain("The note takes words, not links");
    expect(html).toContain("Better rooms at https://elsewhere.example</textarea>");
    expect(html).toContain(`value="${GUEST}"`);
    expect(/<input[^>]*value="mtn-momo"[^>]*>/.exec(html)?.[0]).toContain("checked");
    expect(/<input[^>]*name="power"[^>]*value="cuts-no-backup"[^>]*>/.exec(html)?.[0]).toContain(
      "checked",
    );
    expect(/<option[^>]*value="[^"]*"[^>]*selected[^>]*>/.exec(html)?.[0]).toContain(thisMonth);
  });

  it("answers a filled honeypot as if it worked, and keeps and mails nothing", async () => {
    const bot = await post(
      `/hotels/${SLUG}/stayed`,
      report({ power: "backup-covered-ac", email: BOT, website: "https://spam.example" }),
    );
    expect(bot.status).toBe(200);
    expect(visibleText(await bot.text())).toContain("Check your e-mail");
  });

  it("stores a report unconfirmed and e-mails its link; opening the link confirms nothing", async () => {
    const sent = await post(
      `/hotels/${SLUG}/stayed`,
      report({ pickup: "not-as-arranged", note: "Waited an hour at Terminal 3.", email: GUEST }, [
        "mtn-momo",
      ]),
    );
    expect(sent.status).toBe(200);
    expect(visibleText(await sent.text())).toContain("Check your e-mail");
    link = await linkMailedTo(GUEST);
    expect(sink.received.some((mail) => mail.to.includes(BOT))).toBe(false);

    // A mail scanner's GET.
    const opened = await page(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("private, no-store");
    expect(visibleText(opened.html)).toContain("Confirm my report");
    const waiting = await page("/admin/dashboard/guest-reports", true);
    expect(visibleText(waiting.html)).toContain("No guest report is waiting.");
    expect((await page(`/hotels/${SLUG}/stayed/${"x".repeat(43)}`)).status).toBe(404);
  });

  it("is confirmed by the button, and then waits in the studio's In review", async () => {
    const confirmed = await post(link, new URLSearchParams());
    expect(confirmed.status).toBe(200);
    expect(visibleText(await confirmed.text())).toContain(
      "your report on Accra City Hotel is confirmed",
    );
    const inReview = visibleText((await page("/admin/dashboard/content/in-review", true)).html);
    expect(inReview).toContain("Guest reports: 1, oldest first");
    const reports = visibleText((await page("/admin/dashboard/guest-reports", true)).html);
    expect(reports).toContain("Airport pickup: The hotel's pickup did not come as arranged");
    expect(reports).toContain("Note: Waited an hour at Terminal 3.");
    expect(reports).not.toContain(GUEST);
    // Nothing counts before an editor decides.
    expect(visibleText((await page(`/hotels/${SLUG}`)).html)).not.toContain("Reported by");
  });

  it("refuses a second report from the same address for the hotel this month", async () => {
    const repeat = await post(
      `/hotels/${SLUG}/stayed`,
      report({ hotWater: "yes", email: GUEST.toUpperCase() }),
    );
    expect(repeat.status).toBe(409);
    const html = await repeat.text();
    expect(visibleText(html)).toContain(
      "one report per address per hotel per month keeps the counts honest",
    );
    expect(html).toContain(`value="${GUEST.toUpperCase()}"`);
  });

  it("counts once approved, as reported by guests, newest first, and keeps the filter honest", async () => {
    const before = visibleText((await page("/hotels?has=airport-pickup")).html);
    expect(before).toContain("Accra City Hotel");
    const list = await page("/admin/dashboard/guest-reports", true);
    const id = /name="id" value="(\d+)"/.exec(list.html)![1]!;
    const approved = await post(
      "/admin/dashboard/guest-reports",
      new URLSearchParams({ id, intent: "approve" }),
      true,
    );
    expect(approved.status).toBe(302);
    const again = await post(
      "/admin/dashboard/guest-reports",
      new URLSearchParams({ id, intent: "reject" }),
      true,
    );
    expect(again.status).toBe(409);

    await expect
      .poll(async () => visibleText((await page(`/hotels/${SLUG}`)).html), { timeout: 15_000 })
      .toContain(`Reported by 1 guest, latest ${shortMonth}`);
    const text = visibleText((await page(`/hotels/${SLUG}`)).html);
    expect(text).toContain("Did not come as arranged");
    expect(text).toContain("BWM Online said “Offered (a free shuttle");
    expect(visibleText((await page("/hotels?has=airport-pickup")).html)).not.toContain(
      "Accra City Hotel",
    );
    expect(visibleText((await page("/hotels?has=mobile-money")).html)).toContain(
      "Accra City Hotel",
    );

    const api = await apiHotel();
    expect(api.practicalFacts.find((fact) => fact.key === "airport-pickup")).toMatchObject({
      value: "not-as-arranged",
      provenance: `Reported by 1 guest, latest ${shortMonth}`,
      source: { kind: "guests" },
    });
    expect(api.earlierFacts[0]?.said).toContain("BWM Online said “Offered");

    // An editor's preview of the hotel counts the report as its page does.
    const found = (await (
      await adminApi(server.url, cookie, "GET", `content/hotels?q=${SLUG}`)
    ).json()) as { items: { id: number; slug: string }[] };
    const hotelId = found.items.find((item) => item.slug === SLUG)!.id;
    const { previewPath } = (await (
      await adminApi(server.url, cookie, "GET", `content/hotels/${hotelId}`)
    ).json()) as { previewPath: string };
    expect(visibleText((await page(previewPath)).html)).toContain(
      `Reported by 1 guest, latest ${shortMonth}`,
    );
  });

  it("keeps a rejected report apart and never counts it", async () => {
    // Two reports sent before either is confirmed: the second confirmed is withdrawn as a repeat.
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15))
      .toISOString()
      .slice(0, 7);
    const sent = await post(
      `/hotels/${SLUG}/stayed`,
      report({ hotWater: "no", email: OTHER_GUEST }),
    );
    expect(sent.status).toBe(200);
    const otherLink = await linkMailedTo(OTHER_GUEST);
    const before = sink.received.length;
    const second = await post(
      `/hotels/${SLUG}/stayed`,
      report({ stayMonth: lastMonth, hotWater: "yes", email: OTHER_GUEST }),
    );
    expect(second.status).toBe(200);
    await expect.poll(() => sink.received.length, { timeout: 20_000 }).toBeGreaterThan(before);
    const secondLink = await linkMailedTo(OTHER_GUEST);
    expect(secondLink).not.toBe(otherLink);
    expect((await post(otherLink, new URLSearchParams())).status).toBe(200);
    const repeat = await post(secondLink, new URLSearchParams());
    expect(repeat.status).toBe(409);
    expect(visibleText(await repeat.text())).toContain("this one is withdrawn");

    const list = await page("/admin/dashboard/guest-reports", true);
    const id = /name="id" value="(\d+)"/.exec(list.html)![1]!;
    const rejected = await post(
      "/admin/dashboard/guest-reports",
      new URLSearchParams({ id, intent: "reject" }),
      true,
    );
    expect(rejected.status).toBe(302);
    const after = visibleText((await page("/admin/dashboard/guest-reports", true)).html);
    expect(after).toContain("No guest report is waiting.");
    expect(after).toMatch(/Rejected \(never counted\)[\s\S]*Hot water: There was no hot water/);
    const api = await apiHotel();
    expect(api.practicalFacts.some((fact) => fact.key === "hot-water")).toBe(false);
    expect(api.practicalFacts.find((fact) => fact.key === "airport-pickup")?.provenance).toBe(
      `Reported by 1 guest, latest ${shortMonth}`,
    );
  });
});
