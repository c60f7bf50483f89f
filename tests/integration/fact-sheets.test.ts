// A hotel states its own facts (issue 40), against the real server, its database and a real
// SMTP server: an editor asks for a fact sheet, the link arrives by e-mail, the manager answers
// without an account or script (a refused answer keeps everything typed), nothing public changes
// until an editor accepts some parts, which then show as stated by the hotel on its page, in the
// filters and in its rate; a replaced link answers 410.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, BROWSER_USER_AGENT, visibleText } from "#tests/http.ts";
import { createOwnDatabase, type OwnDatabase } from "#tests/own-database.ts";
import { makeDataDir, startServer, type RunningServer } from "#tests/server-process.ts";
import { startSmtpSink, type SmtpSink } from "#tests/smtp-sink.ts";

const SLUG = "labadi-beach-hotel";
const MANAGER = "manager@labadi.example";

let sink: SmtpSink;
let server: RunningServer;
// On PostgreSQL a database of its own: the facts and rate it accepts for Labadi must not reach the
// other files' pages, which read the seeded hotel.
let database: OwnDatabase | null = null;
let cookie: string;
let hotelId: number;

const url = (path: string) => `${server.url}${path}`;

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

async function linkMailedTo(address: string, after: number): Promise<string> {
  await expect
    .poll(() => sink.received.slice(after).some((mail) => mail.to.includes(address)), {
      timeout: 20_000,
    })
    .toBe(true);
  const mail = sink.received.slice(after).findLast((item) => item.to.includes(address))!;
  const link = /http:\/\/localhost:3000(\/fact-sheet\/[A-Za-z0-9_-]{43})/.exec(mail.decoded);
  expect(link, mail.decoded).not.toBeNull();
  return link![1]!;
}

const ANSWERS = {
  backupPower: "whole",
  backupKind: "generator",
  waterTank: "yes",
  airportPickup: "offered",
  pickupAirport: "Accra International Airport",
  pickupPrice: "GHS 400 one way",
  checkIn: "14:00",
  rateCurrency: "GHS",
  rateLowest: "2500",
  rateTypical: "3100",
  rateSeason: "all year",
  name: "Ama Mensah",
  role: "Front office manager",
};

function sheet(values: Record<string, string>, payment: string[]) {
  const body = new URLSearchParams(values);
  for (const way of payment) body.append("payment", way);
  return body;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  database = await createOwnDatabase("fact_sheets");
  server = await startServer({
    dataDir: makeDataDir(),
    env: {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
  });
  cookie = await adminCookie(server.url);
  const list = await fetch(url(`/api/admin/content/hotels?q=${SLUG}`), {
    headers: { Cookie: cookie },
  });
  const { items } = (await list.json()) as { items: { id: number; slug: string }[] };
  hotelId = items.find((item) => item.slug === SLUG)!.id;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  server?.cleanUp();
  await database?.drop();
  await sink?.stop();
});

describe("a hotel's fact sheet", { timeout: 120_000 }, () => {
  let link: string;

  it("is e-mailed to the hotel by an editor, and opens without an account or an index", async () => {
    const before = sink.received.length;
    const asked = await post(
      `/admin/dashboard/fact-sheets/hotel/${hotelId}`,
      new URLSearchParams({ intent: "email", email: MANAGER }),
      true,
    );
    expect(asked.status).toBe(200);
    expect(visibleText(await asked.text())).toContain(`Link e-mailed to ${MANAGER}.`);
    link = await linkMailedTo(MANAGER, before);

    const form = await page(link);
    expect(form.status).toBe(200);
    expect(form.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(form.headers.get("cache-control")).toBe("private, no-store");
    expect(visibleText(form.html)).toContain("Labadi Beach Hotel: fact sheet");
    expect((await page("/fact-sheet/not-a-token")).status).toBe(404);
  });

  it("refuses a wrong answer at its field and keeps everything typed", async () => {
    const refused = await post(
      link,
      sheet({ ...ANSWERS, checkIn: "2pm", name: "", pickupAirport: "Kotoka" }, ["mtn-momo"]),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(visibleText(html)).toContain("Check-in is a time like 14:00 (24-hour clock), or empty.");
    expect(visibleText(html)).toContain("Your name is required");
    expect(html).toContain('value="2pm"');
    expect(html).toContain('value="Kotoka"');
    expect(/<input[^>]*value="mtn-momo"[^>]*>/.exec(html)?.[0]).toContain("checked");
    expect(/<input[^>]*name="backupPower"[^>]*value="whole"[^>]*>/.exec(html)?.[0]).toContain(
      "checked",
    );
  });

  it("stores an answer for an editor without changing the site", async () => {
    const sent = await post(link, sheet(ANSWERS, ["mtn-momo", "cash", "cards"]));
    expect(sent.status).toBe(200);
    expect(visibleText(await sent.text())).toContain("We have your answers for Labadi Beach Hotel");
    expect((await page(`/hotels/${SLUG}`)).html).not.toContain("Stated by the hotel");

    const review = await page("/admin/dashboard/content/in-review", true);
    const answer = /\/admin\/dashboard\/fact-sheets\/(\d+)/.exec(review.html);
    expect(answer, "In review lists the hotel's answer").not.toBeNull();
    const beside = await page(`/admin/dashboard/fact-sheets/${answer![1]}`, true);
    expect(visibleText(beside.html)).toContain("Answered by Ama Mensah, Front office manager");
    expect(visibleText(beside.html)).toContain(
      "lowest GHS 2500, typical GHS 3100 a night, standard double (all year)",
    );

    // The editor accepts power, payment and the rate, and leaves the pickup.
    const accepted = await post(
      `/admin/dashboard/fact-sheets/${answer![1]}`,
      new URLSearchParams([
        ["intent", "accept"],
        ["part", "backup-power"],
        ["part", "payment"],
        ["part", "rate"],
      ]),
      true,
    );
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe(`/admin/dashboard/content/hotels/${hotelId}`);
    const again = await post(
      `/admin/dashboard/fact-sheets/${answer![1]}`,
      new URLSearchParams([
        ["intent", "accept"],
        ["part", "water-tank"],
      ]),
      true,
    );
    expect(again.status).toBe(409);
  });

  it("shows the accepted parts as stated by the hotel, in the filters and the rate", async () => {
    const month = new Date().toLocaleString("en-GB", {
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    await expect
      .poll(async () => visibleText((await page(`/hotels/${SLUG}`)).html), { timeout: 15_000 })
      .toContain(`Stated by the hotel, ${month}`);
    const text = visibleText((await page(`/hotels/${SLUG}`)).html);
    expect(text).toContain("Whole property, air conditioning included (generator)");
    expect(text).toContain("MTN MoMo, Cash, Cards");
    expect(text).not.toContain("GHS 400 one way");
    expect(text).toContain("GH₵ 3,100");

    const withPower = visibleText((await page("/hotels?has=backup-power")).html);
    expect(withPower).toContain("Labadi Beach Hotel");

    const api = (await (await fetch(url(`/api/hotels?city=accra`))).json()) as {
      slug: string;
      practicalFacts: { key: string; provenance: string; source: { kind?: string } }[];
      rate: { currency: string; amount: number; source: { kind: string } | null };
    }[];
    const labadi = api.find((hotel) => hotel.slug === SLUG)!;
    expect(labadi.practicalFacts.find((fact) => fact.key === "backup-power")).toMatchObject({
      provenance: `Stated by the hotel, ${month}`,
      source: { kind: "hotel" },
    });
    expect(labadi.rate).toMatchObject({ currency: "GHS", amount: 3100, source: { kind: "hotel" } });
  });

  it("stops a link once a newer one is made for the hotel", async () => {
    const made = await post(
      `/admin/dashboard/fact-sheets/hotel/${hotelId}`,
      new URLSearchParams({ intent: "copy" }),
      true,
    );
    const html = await made.text();
    expect(visibleText(html)).toContain("Link made.");
    expect(html).toContain("https://wa.me/?text=");
    expect((await page(link)).status).toBe(410);
    expect((await post(link, sheet(ANSWERS, []))).status).toBe(410);
  });
});
