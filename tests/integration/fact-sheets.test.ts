// A hotel states its own facts (issue 40), against the real server, its database and a real
// SMTP server: an editor asks for a fact sheet, the link arrives by e-mail, the manager answers
// without an account or script (a refused answer keeps everything typed), nothing public changes
// until an editor accepts some parts, which then show as stated by the hotel on its page, in the
// filters and in its rate; a replaced link answers 410. Photos sent on the sheet go through the
// photo pipeline, stay listed with the link through a refused answer, are refused with 415, 413 or
// past six, and an editor accepts some into the hotel's photos while the others are deleted.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApi, BROWSER_USER_AGENT, visibleText } from "#tests/http.ts";
import type { RunningServer } from "#tests/server-process.ts";
import { startMailingServer, type MailingServer } from "#tests/mailing-server.ts";
import type { SmtpSink } from "#tests/smtp-sink.ts";

const SLUG = "labadi-beach-hotel";
const MANAGER = "manager@labadi.example";

let sink: SmtpSink;
let mailing: MailingServer;
let server: RunningServer;
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

/** The studio's JSON API, as the operator. */
const studioApi = (method: string, path: string, body?: unknown) =>
  adminApi(server.url, cookie, method, path, body);

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
  // On PostgreSQL a database of its own: the facts and rate it accepts for Labadi must not reach the
  // other files' pages, which read the seeded hotel.
  mailing = await startMailingServer({ ownDatabase: "fact_sheets" });
  ({ server, smtp: sink, cookie } = mailing);
  const list = await fetch(url(`/api/admin/content/hotels?q=${SLUG}`), {
    headers: { Cookie: cookie },
  });
  const { items } = (await list.json()) as { items: { id: number; slug: string }[] };
  hotelId = items.find((item) => item.slug === SLUG)!.id;
}, 120_000);

afterAll(() => mailing?.stop());

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
    const month = new Date().toLocaleString("en-US", {
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

/** A small photo of its own colour (each a different file), or one that says where it was taken. */
function photo(colour: number, withGps = false): Promise<Buffer> {
  const image = sharp({
    create: {
      width: 1400,
      height: 700,
      channels: 3,
      background: { r: colour, g: 120, b: 90 },
      noise: { type: "gaussian", mean: 120, sigma: 30 },
    },
  });
  const tagged = withGps
    ? image.withExif({
        IFD0: { Make: "Test Camera" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "5/1 33/1 0/1",
          GPSLongitudeRef: "W",
          GPSLongitude: "0/1 12/1 0/1",
        },
      })
    : image;
  return tagged.jpeg({ quality: 80 }).toBuffer();
}

interface Upload {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

/** The sheet as a browser sends it with photos: multipart, the files in `photo`. */
function postWithPhotos(link: string, values: Record<string, string>, files: Upload[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const file of files) {
    form.append(
      "photo",
      new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "image/jpeg" }),
    );
  }
  return fetch(url(link), {
    method: "POST",
    headers: { "User-Agent": BROWSER_USER_AGENT, Origin: server.url },
    body: form,
    redirect: "manual",
  });
}

/** Each element of `tag` in the page carrying name="`name`", as its attributes. */
function controls(html: string, tag: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "g"))]
    .map((match) =>
      Object.fromEntries(
        [...match[0].matchAll(/([\w-]+)(?:="([^"]*)")?/g)]
          .slice(1)
          .map((attr) => [attr[1]!, attr[2] ?? ""]),
      ),
    )
    .filter((attributes) => attributes.name === name);
}

/** The photos the form lists, by name, with the id each Remove button sends. */
function listedPhotos(html: string): { name: string; mediaId: number }[] {
  return controls(html, "button", "removePhoto").map((button) => ({
    mediaId: Number(button.value),
    name: button["aria-label"]!.replace(/^Remove /, ""),
  }));
}

interface MediaJson {
  status: string;
  urls: string[];
}

async function mediaItem(id: number) {
  const response = await fetch(url(`/api/admin/media/${id}`), { headers: { Cookie: cookie } });
  return {
    status: response.status,
    item: response.ok ? ((await response.json()) as MediaJson) : null,
  };
}

describe("photos on a hotel's fact sheet", { timeout: 180_000 }, () => {
  let link: string;
  let gpsPhoto: number;

  it("keeps a photo sent with a refused answer, listed on the form with the size limit", async () => {
    const made = await post(
      `/admin/dashboard/fact-sheets/hotel/${hotelId}`,
      new URLSearchParams({ intent: "copy" }),
      true,
    );
    link = /\/fact-sheet\/[A-Za-z0-9_-]{43}/.exec(await made.text())![0];
    const form = await page(link);
    expect(visibleText(form.html)).toContain("up to 15 MB each");
    expect(form.html).toMatch(/enctype="multipart\/form-data"/i);

    const withGps = await photo(200, true);
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const refused = await postWithPhotos(link, { hotWater: "yes", name: "", role: "Manager" }, [
      { name: "front.jpg", bytes: withGps },
    ]);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(visibleText(html)).toContain("Your name is required");
    expect(listedPhotos(html).map((each) => each.name)).toEqual(["front.jpg"]);
    gpsPhoto = listedPhotos(html)[0]!.mediaId;
    // The link keeps it: the form opened again lists it.
    expect(listedPhotos((await page(link)).html).map((each) => each.name)).toEqual(["front.jpg"]);
  });

  it("refuses what is not a photo with 415 and a file over 15 MB with 413, at the field", async () => {
    const values = { hotWater: "yes", name: "Ama Mensah", role: "Manager" };
    const text = await postWithPhotos(link, values, [
      {
        name: "menu.pdf",
        bytes: new TextEncoder().encode("%PDF-1.4 a menu"),
        type: "application/pdf",
      },
    ]);
    expect(text.status).toBe(415);
    const textHtml = await text.text();
    expect(visibleText(textHtml)).toContain(
      "menu.pdf: This file isn't a photo we can read. Upload a JPEG, PNG, WebP or AVIF image.",
    );
    expect(textHtml).toContain('value="Ama Mensah"');

    const huge = new Uint8Array(16 * 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const big = await postWithPhotos(link, values, [{ name: "huge.jpg", bytes: huge }]);
    expect(big.status).toBe(413);
    expect(visibleText(await big.text())).toContain(
      "huge.jpg: This file is 16.0 MB; photos can be at most 15 MB.",
    );
    // Neither joined the list, and nothing was stored as an answer.
    expect(listedPhotos((await page(link)).html)).toHaveLength(1);
  });

  it("takes six photos and refuses a seventh; Remove takes one off", async () => {
    const values = { name: "", role: "" };
    const five = await Promise.all(
      [10, 40, 70, 100, 130].map(async (colour, index) => ({
        name: `room-${index + 1}.jpg`,
        bytes: await photo(colour),
      })),
    );
    const added = await postWithPhotos(link, values, five);
    expect(added.status).toBe(400);
    expect(listedPhotos(await added.text())).toHaveLength(6);

    const seventh = await postWithPhotos(link, values, [
      { name: "pool.jpg", bytes: await photo(160) },
    ]);
    expect(seventh.status).toBe(400);
    const html = await seventh.text();
    expect(visibleText(html)).toContain(
      "A fact sheet takes up to 6 photos, so pool.jpg was not added: remove a photo first to send another.",
    );
    const listed = listedPhotos(html);
    expect(listed.map((each) => each.name)).not.toContain("pool.jpg");
    expect(listed).toHaveLength(6);

    const removed = await postWithPhotos(
      link,
      { removePhoto: String(listed.at(-1)!.mediaId), hotWater: "yes" },
      [],
    );
    expect(removed.status).toBe(200);
    const after = await removed.text();
    expect(listedPhotos(after)).toHaveLength(5);
    const hotWater = controls(after, "input", "hotWater").find((input) => input.value === "yes");
    expect(hotWater).toHaveProperty("checked");
    // Nothing else names it: the photo is deleted.
    expect((await mediaItem(listed.at(-1)!.mediaId)).status).toBe(404);
  });

  it("strips EXIF and GPS from every derivative", async () => {
    let item: MediaJson | null = null;
    await expect
      .poll(async () => (item = (await mediaItem(gpsPhoto)).item)?.status, { timeout: 30_000 })
      .toBe("ready");
    expect(item!.urls.some((each) => each.endsWith(".avif"))).toBe(true);
    expect(item!.urls.some((each) => each.endsWith(".webp"))).toBe(true);
    for (const derivative of item!.urls) {
      const served = await fetch(url(derivative));
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata.exif).toBeUndefined();
    }
  });

  it("sends the photos with the answer; an editor accepts one into the hotel's photos", async () => {
    const sent = await postWithPhotos(link, { name: "Ama Mensah", role: "Manager" }, []);
    expect(sent.status).toBe(200);
    // The manager takes a photo off after sending: it leaves the answer waiting too, and goes.
    const unwanted = listedPhotos((await page(link)).html).at(-1)!.mediaId;
    expect(unwanted).not.toBe(gpsPhoto);
    expect((await postWithPhotos(link, { removePhoto: String(unwanted) }, [])).status).toBe(200);
    expect((await mediaItem(unwanted)).status).toBe(404);
    const review = await page("/admin/dashboard/content/in-review", true);
    // Said apart, so a failure tells a refused page from an answer that is not listed.
    expect(review.status).toBe(200);
    expect(visibleText(review.html)).toContain("Fact sheets from hotels: ");
    const answer = /\/admin\/dashboard\/fact-sheets\/(\d+)/.exec(review.html)?.[1];
    const beside = await page(`/admin/dashboard/fact-sheets/${answer}`, true);
    expect(visibleText(beside.html)).toContain("Accept photo 1 (front.jpg)");
    const others = controls(beside.html, "input", "photo")
      .map((input) => Number(input.value))
      .filter((id) => id !== gpsPhoto);
    expect(others).toHaveLength(3);
    expect(others).not.toContain(unwanted);

    // An editor has a draft of the hotel waiting: what is accepted now must survive its publish.
    const before = await studioApi("GET", `content/hotels/${hotelId}`);
    const drafted = await studioApi("PUT", `content/hotels/${hotelId}?as=draft`, {
      version: ((await before.json()) as { version: number }).version,
      description: "Beachfront hotel in Labadi, a draft the team is still reading over.",
    });
    expect(drafted.status).toBe(200);

    const accepted = await post(
      `/admin/dashboard/fact-sheets/${answer}`,
      new URLSearchParams([
        ["intent", "accept"],
        ["photo", String(gpsPhoto)],
        [`photoAlt.${gpsPhoto}`, "The hotel's front on the beach road"],
      ]),
      true,
    );
    expect(accepted.status).toBe(302);
    const hotel = (await (
      await fetch(url(`/api/admin/content/hotels/${hotelId}`), { headers: { Cookie: cookie } })
    ).json()) as { photos: { mediaId: number; alt: string; source?: string }[] };
    expect(hotel.photos.at(-1)).toEqual({
      mediaId: gpsPhoto,
      alt: "The hotel's front on the beach road",
      source: expect.stringMatching(
        /^Labadi Beach Hotel, sent on its fact sheet on \d{4}-\d{2}-\d{2}$/,
      ),
    });
    // Publishing the draft keeps the accepted photo.
    const withDraft = (await (await studioApi("GET", `content/hotels/${hotelId}`)).json()) as {
      version: number;
    };
    const published = await studioApi("POST", `content/hotels/${hotelId}/publish`, {
      version: withDraft.version,
    });
    expect(published.status).toBe(200);
    const after = (await published.json()) as {
      description: string;
      photos: { mediaId: number }[];
    };
    expect(after.description).toContain("a draft the team is still reading over");
    expect(after.photos.at(-1)?.mediaId).toBe(gpsPhoto);
    // The studio names the hotel beside the photo.
    const studio = await page(`/admin/dashboard/content/hotels/${hotelId}`, true);
    expect(visibleText(studio.html)).toContain(
      "Source: Labadi Beach Hotel, sent on its fact sheet",
    );
    // The photos not accepted are gone, and the link lists none any more.
    for (const id of others) expect((await mediaItem(id)).status).toBe(404);
    expect((await mediaItem(gpsPhoto)).status).toBe(200);
    expect(listedPhotos((await page(link)).html)).toEqual([]);
  });
});
