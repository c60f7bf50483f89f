// What hotels have told us (issue 40), against the real server, its database and a real SMTP
// server: the Facts tab's coverage agrees with the listed hotels' facts city by city; a hotel's
// contacts, edited in the studio with their sources, stay the team's until the hotel agreed; a
// bulk request e-mails each chosen hotel with an address and skips one whose link is open (never
// two) and one without an address; the audit log keeps the client as a hash, never its address;
// and `npm run facts:coverage` prints the same figures from the same database.
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toFormValues } from "#app/domain/content/studio-form.ts";
import { BROWSER_USER_AGENT, visibleText } from "#tests/http.ts";
import { ownerUrlFor, type OwnDatabase } from "#tests/own-database.ts";
import type { RunningServer } from "#tests/server-process.ts";
import { startMailingServer, type MailingServer } from "#tests/mailing-server.ts";
import type { SmtpSink } from "#tests/smtp-sink.ts";

interface StudioHotel {
  id: number;
  slug: string;
  name: string;
  version: number;
  status: string;
  listingStatus: string;
  [field: string]: unknown;
}

interface ApiHotel {
  slug: string;
  city: string;
  practicalFacts: { key: string }[];
  contacts: { email: string | null; since: string } | null;
}

let sink: SmtpSink;
let mailing: MailingServer;
let server: RunningServer;
// On PostgreSQL a database of its own: the contacts and links made here stay here.
let database: OwnDatabase | null = null;
let cookie: string;
let accra: StudioHotel[];

const url = (path: string) => `${server.url}${path}`;

const page = async (path: string, withCookie = false) => {
  const response = await fetch(url(path), {
    headers: { "User-Agent": BROWSER_USER_AGENT, ...(withCookie ? { Cookie: cookie } : {}) },
  });
  return { status: response.status, html: await response.text() };
};

function post(path: string, body: URLSearchParams | FormData, withCookie = true) {
  return fetch(url(path), {
    method: "POST",
    headers: {
      "User-Agent": BROWSER_USER_AGENT,
      Origin: server.url,
      ...(body instanceof URLSearchParams
        ? { "Content-Type": "application/x-www-form-urlencoded" }
        : {}),
      ...(withCookie ? { Cookie: cookie } : {}),
    },
    body: body instanceof URLSearchParams ? body.toString() : body,
    redirect: "manual",
  });
}

const studio = (path: string, init: RequestInit = {}) =>
  fetch(url(`/api/admin/content/hotels${path}`), {
    ...init,
    headers: {
      Cookie: cookie,
      Origin: server.url,
      "Content-Type": "application/json",
      ...init.headers,
    },
  });
const stored = async (id: number) => (await (await studio(`/${id}`)).json()) as StudioHotel;
const apiHotels = async () => (await (await fetch(url("/api/hotels"))).json()) as ApiHotel[];

beforeAll(async () => {
  mailing = await startMailingServer({ ownDatabase: "fact_coverage" });
  ({ server, smtp: sink, cookie, database } = mailing);
  const list = (await (await studio("?city=accra&status=published")).json()) as {
    items: StudioHotel[];
  };
  accra = list.items.filter((item) => item.listingStatus === "verified");
  expect(accra.length).toBeGreaterThanOrEqual(3);
}, 120_000);

afterAll(() => mailing?.stop());

const LABELS: Record<string, string> = {
  "backup-power": "Backup power",
  payment: "Payment",
  "airport-pickup": "Airport pickup",
  "gta-licence": "Ghana Tourism Authority licence",
};

/** What the listed hotels' facts say, counted here from /api/hotels: "known of listed" per city. */
function expectedCoverage(hotels: ApiHotel[], key: string) {
  const cities = [...new Set(hotels.map((hotel) => hotel.city))].sort((a, b) =>
    a.localeCompare(b, "en"),
  );
  const cell = (inCity: ApiHotel[]) =>
    `${inCity.filter((hotel) => hotel.practicalFacts.some((fact) => fact.key === key)).length} of ${inCity.length}`;
  return [
    ...cities.map((city) => cell(hotels.filter((hotel) => hotel.city === city))),
    cell(hotels),
  ];
}

/** The Facts tab's row for a fact: each cell's "known of listed". */
function shownCoverage(html: string, label: string) {
  const row = new RegExp(`<th scope="row"[^>]*>${label}</th>([\\s\\S]*?)</tr>`).exec(html);
  expect(row, `a row for ${label}`).not.toBeNull();
  return row![1]!
    .split(/<td[^>]*>/)
    .slice(1)
    .map((cell) => /^\s*(\d+ of \d+)/.exec(visibleText(cell))?.[1]);
}

describe("fact coverage and fact-sheet requests", { timeout: 180_000 }, () => {
  it("shows coverage that matches the listed hotels' facts, city by city", async () => {
    const hotels = await apiHotels();
    const tab = await page("/admin/dashboard/facts", true);
    expect(tab.status).toBe(200);
    expect(tab.html).toContain(
      "Practical facts known for listed hotels, by city and kind of source",
    );
    let known = 0;
    for (const [key, label] of Object.entries(LABELS)) {
      const expected = expectedCoverage(hotels, key);
      expect(shownCoverage(tab.html, label), label).toEqual(expected);
      known += Number(expected.at(-1)!.split(" ")[0]);
    }
    // The seed states some of these facts, so the comparison is not of zeros alone.
    expect(known).toBeGreaterThan(0);
    expect(visibleText(tab.html)).toContain("Hotels with no contact address");
  });

  it("keeps a hotel's contacts for the team until the hotel agreed travellers may see them", async () => {
    const hotel = await stored(accra[0]!.id);
    const editorForm = (contacts: Record<string, string>) => {
      const form = new FormData();
      const fields = {
        ...toFormValues("hotels", hotel),
        status: hotel.status,
        version: String(hotel.version),
        intent: "save",
        ...contacts,
      };
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return form;
    };
    // Half a contact is refused at its own fields, keeping what was typed.
    const refused = await post(
      `/admin/dashboard/content/hotels/${hotel.id}`,
      editorForm({
        "contacts.email.value": "frontdesk@accra-one.example",
        "contacts.email.source.publisher": "",
      }),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toMatch(
      /<p id="field-contacts-email-source-publisher-error"[^>]*>Name who publishes the e-mail address/,
    );
    expect(html).toMatch(
      /<p id="field-contacts-email-source-date-error"[^>]*>Give the day you found the e-mail address/,
    );
    expect(html).toContain('value="frontdesk@accra-one.example"');

    const saved = await post(
      `/admin/dashboard/content/hotels/${hotel.id}`,
      editorForm({
        "contacts.email.value": "frontdesk@accra-one.example",
        "contacts.email.source.publisher": hotel.name,
        "contacts.email.source.url": "https://accra-one.example/contact",
        "contacts.email.source.date": "2026-11-28",
      }),
    );
    expect(saved.status).toBe(302);
    expect((await stored(hotel.id)).contacts).toEqual({
      email: {
        value: "frontdesk@accra-one.example",
        source: {
          publisher: hotel.name,
          title: "",
          url: "https://accra-one.example/contact",
          date: "2026-11-28",
        },
      },
    });
    const csv = async () =>
      (await fetch(url("/api/admin/content/hotels.csv"), { headers: { Cookie: cookie } })).text();
    expect(await csv()).not.toContain("frontdesk@accra-one.example");
    expect((await page(`/hotels/${hotel.slug}`)).html).not.toContain("accra-one.example");
    expect((await apiHotels()).find((item) => item.slug === hotel.slug)!.contacts).toBeNull();

    // The hotel agreed on its fact sheet: now travellers see the address, not its source.
    const agreed = await studio(`/${hotel.id}`, {
      method: "PUT",
      body: JSON.stringify({
        version: (await stored(hotel.id)).version,
        contacts: { ...(await stored(hotel.id)).contacts!, publicSince: "2026-11-29" },
      }),
    });
    expect(agreed.status).toBe(200);
    const shown = visibleText((await page(`/hotels/${hotel.slug}`)).html);
    expect(shown).toContain(`Contact ${hotel.name}`);
    expect(shown).toContain("frontdesk@accra-one.example");
    expect((await apiHotels()).find((item) => item.slug === hotel.slug)!.contacts).toEqual({
      email: "frontdesk@accra-one.example",
      phone: null,
      whatsapp: null,
      since: "2026-11-29",
    });
    expect(await csv()).toContain("email: frontdesk@accra-one.example; public since 2026-11-29");
  });

  it("requests fact sheets in bulk: one e-mail each, never two open links, hotels without an address named", async () => {
    const [withAddress, withOpenLink, withoutAddress] = accra as [
      StudioHotel,
      StudioHotel,
      StudioHotel,
    ];
    // The second has an address and a link open already; the third has no address.
    const second = await stored(withOpenLink.id);
    const source = { publisher: second.name, title: "", date: "2026-11-28" };
    expect(
      (
        await studio(`/${second.id}`, {
          method: "PUT",
          body: JSON.stringify({
            version: second.version,
            contacts: { email: { value: "desk@accra-two.example", source } },
          }),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await post(
          `/admin/dashboard/fact-sheets/hotel/${second.id}`,
          new URLSearchParams({ intent: "copy" }),
        )
      ).status,
    ).toBe(200);
    expect((await stored(withoutAddress.id)).contacts).toEqual({});

    const before = sink.received.length;
    const ask = new URLSearchParams({ intent: "request-sheets" });
    for (const hotel of [withAddress, withOpenLink, withoutAddress]) {
      ask.append("hotel", String(hotel.id));
    }
    const asked = await post("/admin/dashboard/facts", ask);
    expect(asked.status).toBe(200);
    expect(visibleText(await asked.text())).toContain(
      `Fact sheets requested from 1 hotel by e-mail (${withAddress.name}). Skipped 1 hotel with a link still open (${withOpenLink.name}). Skipped 1 hotel with no e-mail address (${withoutAddress.name}).`,
    );
    await expect
      .poll(() => sink.received.slice(before).map((mail) => mail.to.join(",")), {
        timeout: 20_000,
      })
      .toEqual(["frontdesk@accra-one.example"]);

    // Asked again, the first now has its open link: nobody gets a second one.
    const again = await post("/admin/dashboard/facts", ask);
    expect(visibleText(await again.text())).toContain(
      "No fact sheet requested. Skipped 2 hotels with a link still open",
    );
    const nothing = await post(
      "/admin/dashboard/facts",
      new URLSearchParams({ intent: "request-sheets" }),
    );
    expect(nothing.status).toBe(400);
    expect(visibleText(await nothing.text())).toContain(
      "Tick at least one hotel to ask for its fact sheet.",
    );

    const tab = visibleText((await page("/admin/dashboard/facts", true)).html);
    expect(tab).toContain("Open fact-sheet requests");
    expect(tab).toContain("frontdesk@accra-one.example");
    expect(tab).toContain("Copied (not e-mailed)");
  });

  it("revokes an open link from the Facts tab", async () => {
    const html = (await page("/admin/dashboard/facts", true)).html;
    const ids = [...html.matchAll(/<input type="hidden" name="link" value="(\d+)"/g)].map(
      (match) => match[1]!,
    );
    expect(ids.length).toBe(2);
    const revoked = await post(
      "/admin/dashboard/facts",
      new URLSearchParams({ intent: "revoke", link: ids[0]! }),
    );
    expect(revoked.status).toBe(200);
    const after = (await page("/admin/dashboard/facts", true)).html;
    expect([...after.matchAll(/name="link" value="(\d+)"/g)].length).toBe(1);
  });

  it("keeps requests and answers in the audit log with the client hashed, never its address", async () => {
    const mail = sink.received.find((item) => item.to.includes("frontdesk@accra-one.example"))!;
    const link = /http:\/\/localhost:3000(\/fact-sheet\/[A-Za-z0-9_-]{43})/.exec(mail.decoded);
    expect(link, mail.decoded).not.toBeNull();
    const answered = await post(
      link![1]!,
      new URLSearchParams({
        backupPower: "whole",
        email: "gm@accra-one.example",
        whatsapp: "+233 24 000 0000",
        contactsPublic: "on",
        name: "Kofi Owusu",
        role: "Manager",
      }),
      false,
    );
    expect(answered.status).toBe(200);

    const entries = (await (
      await fetch(url("/api/admin/audit"), { headers: { Cookie: cookie } })
    ).json()) as { actor: string; action: string; clientHash: string }[];
    const factSheets = entries.filter((entry) =>
      / fact sheet (requested|answered)$/.test(entry.action),
    );
    expect(factSheets.map((entry) => entry.action)).toContain(
      `hotel ${accra[0]!.id} fact sheet answered`,
    );
    expect(factSheets.filter((entry) => entry.action.endsWith("requested")).length).toBe(2);
    for (const entry of factSheets) {
      expect(entry.clientHash).toMatch(/^[\w-]{22}$/);
      expect(JSON.stringify(entry)).not.toMatch(/127\.0\.0\.1|::1\b/);
    }
  });

  it("shows the contacts a hotel gave on its fact sheet once an editor accepts them, from that day", async () => {
    const review = (await page("/admin/dashboard/content/in-review", true)).html;
    const answer = /\/admin\/dashboard\/fact-sheets\/(\d+)/.exec(review);
    expect(answer, "In review lists the hotel's answer").not.toBeNull();
    const accepted = await post(
      `/admin/dashboard/fact-sheets/${answer![1]}`,
      new URLSearchParams([
        ["intent", "accept"],
        ["part", "contacts"],
      ]),
    );
    expect(accepted.status).toBe(302);
    const today = new Date().toISOString().slice(0, 10);
    const hotel = accra[0]!;
    await expect
      .poll(async () => (await apiHotels()).find((item) => item.slug === hotel.slug)!.contacts, {
        timeout: 15_000,
      })
      .toEqual({
        email: "gm@accra-one.example",
        phone: null,
        whatsapp: "+233 24 000 0000",
        since: today,
      });
    expect((await stored(hotel.id)).contacts).toMatchObject({
      email: { value: "gm@accra-one.example", source: { kind: "hotel", date: today } },
      publicSince: today,
    });
    const contact = visibleText((await page(`/hotels/${hotel.slug}`)).html);
    expect(contact).toContain("gm@accra-one.example");
    expect(contact).not.toContain("frontdesk@accra-one.example");
  });

  it("prints the same coverage with npm run facts:coverage, from the database the server used", async () => {
    const hotels = await apiHotels();
    // The embedded database takes one process: the server lets go of it first.
    await server.stop();
    const result = spawnSync(process.execPath, ["scripts/facts-coverage.ts"], {
      encoding: "utf8",
      env: {
        ...process.env,
        NODE_ENV: "production",
        SITE_URL: "http://localhost:3000",
        ADMIN_PASSWORD: "integration-test-password",
        SESSION_SECRET: "integration-test-session-secret-0123456789abcdef",
        DATA_DIR: server.dataDir,
        ...(database
          ? { DATABASE_URL: database.url, DATABASE_OWNER_URL: ownerUrlFor(database.url) }
          : {}),
      },
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Practical facts known for ${hotels.length} listed hotels`);
    const [known, of] = expectedCoverage(hotels, "backup-power").at(-1)!.split(" of ");
    expect(result.stdout).toMatch(new RegExp(`^Backup power +All cities +${of} +${known} `, "m"));
  });
});
