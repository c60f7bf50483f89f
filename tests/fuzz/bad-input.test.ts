// npm run test:fuzz: hundreds of generated bad requests against every write endpoint and query
// string of the real server. None may answer 5xx, the server must stay up, and nothing invalid
// may be stored.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { BROWSER_USER_AGENT, OWNER_EMAIL } from "#tests/http.ts";
import { routeLeaves } from "#tests/route-table.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";

const PASSWORD = "integration-test-password";

let server: RunningServer;
let adminCookie: string;
let client = 0;

beforeAll(async () => {
  server = await startServer();
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.250" },
    body: JSON.stringify({ email: OWNER_EMAIL, password: PASSWORD }),
  });
  adminCookie = login.headers.get("set-cookie")!.split(";")[0]!;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  server?.cleanUp();
});

/** A browser from an address of its own, so no rate limit turns the fuzz away; "ADMIN" logs in. */
function asNewClient(extra: Record<string, string>): Record<string, string> {
  client += 1;
  const headers: Record<string, string> = {
    "User-Agent": BROWSER_USER_AGENT,
    "X-Forwarded-For": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    ...extra,
  };
  if (headers.Cookie === "ADMIN") headers.Cookie = adminCookie;
  return headers;
}

async function stats() {
  const response = await fetch(`${server.url}/api/admin/dashboard`, {
    headers: { Cookie: adminCookie },
  });
  return (await response.json()) as Record<string, number>;
}

// Strings that must never do anything but fail validation.
const NASTY = [
  "' OR 1=1 --",
  "'; DROP TABLE contact_messages; --",
  '"><script>alert(1)</script>',
  "<img src=x onerror=alert(1)>",
  "${7*7}{{7*7}}",
  "../../etc/passwd",
  "\u0000\u0001\u0002",
  "😀".repeat(50),
  "a".repeat(20_000),
  "%00%ff",
];
const WRONG_TYPES: unknown[] = [null, 0, -1, 1e308, true, [], {}, ["a"], { $gt: "" }];

function deepJson(depth: number): string {
  return "[".repeat(depth) + "]".repeat(depth);
}

interface BadRequest {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

const json = { "Content-Type": "application/json" };

function writeRequests(): BadRequest[] {
  const requests: BadRequest[] = [];
  const form0 = { "Content-Type": "application/x-www-form-urlencoded" };
  const endpoints: { path: string; fields: string[]; valid: Record<string, unknown> }[] = [
    { path: "/api/subscribe", fields: ["email"], valid: { email: "fuzz@example.com" } },
    {
      path: "/api/contact",
      fields: ["name", "email", "message"],
      valid: { name: "Fuzz", email: "fuzz@example.com", message: "Hello" },
    },
    {
      path: "/api/analytics",
      fields: ["eventType", "eventData"],
      valid: { eventType: "page_view", eventData: "/" },
    },
    {
      path: "/api/admin/login",
      fields: ["email", "password"],
      valid: { email: "nobody@example.com", password: "x" },
    },
  ];
  for (const endpoint of endpoints) {
    // Missing fields, one at a time and all at once.
    requests.push({
      label: "empty object",
      method: "POST",
      path: endpoint.path,
      headers: json,
      body: "{}",
    });
    for (const field of endpoint.fields) {
      const { [field]: _dropped, ...rest } = endpoint.valid;
      // eventData is optional: an event without it is valid.
      if (field !== "eventData") {
        requests.push({
          label: `missing ${field}`,
          method: "POST",
          path: endpoint.path,
          headers: json,
          body: JSON.stringify(rest),
        });
      }
      for (const value of WRONG_TYPES) {
        requests.push({
          label: `${field}=${JSON.stringify(value)}`,
          method: "POST",
          path: endpoint.path,
          headers: json,
          body: JSON.stringify({ ...endpoint.valid, [field]: value }),
        });
      }
    }
    // Injection strings in the email field (never a valid address), or as the event type.
    for (const nasty of NASTY) {
      const field = endpoint.fields.includes("email") ? "email" : endpoint.fields[0]!;
      if (endpoint.path === "/api/admin/login") continue;
      requests.push({
        label: `${field} injection`,
        method: "POST",
        path: endpoint.path,
        headers: json,
        body: JSON.stringify({ ...endpoint.valid, [field]: nasty }),
      });
    }
    // Broken bodies.
    for (const [label, body] of [
      ["invalid JSON", "{ not json"],
      ["truncated JSON", '{"email": "a@b.c"'],
      ["JSON array", "[1,2,3]"],
      ["JSON string", '"hello"'],
      ["JSON null", "null"],
      ["deep nesting", deepJson(5_000)],
      ["empty body", ""],
    ] as const) {
      requests.push({ label, method: "POST", path: endpoint.path, headers: json, body });
    }
    requests.push({
      label: "invalid UTF-8",
      method: "POST",
      path: endpoint.path,
      headers: json,
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    requests.push({
      label: "huge body",
      method: "POST",
      path: endpoint.path,
      headers: json,
      body: JSON.stringify({ ...endpoint.valid, padding: "x".repeat(64 * 1024) }),
    });
    for (const contentType of [
      "text/xml",
      "multipart/form-data; boundary=x",
      "application/x-www-form-urlencoded",
    ]) {
      requests.push({
        label: `content type ${contentType}`,
        method: "POST",
        path: endpoint.path,
        headers: { "Content-Type": contentType },
        body: "email=a%40b.c",
      });
    }
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      requests.push({
        label: `method ${method}`,
        method,
        path: endpoint.path,
        headers: json,
        body: "{}",
      });
    }
  }
  // The reply endpoint, with a session, with bad ids and bodies.
  for (const id of ["0", "-1", "abc", "1.5", "99999999999999999999", "1%20OR%201=1"]) {
    requests.push({
      label: `reply id ${id}`,
      method: "POST",
      path: `/api/admin/contacts/${id}/reply`,
      headers: { ...json, Cookie: "ADMIN" },
      body: JSON.stringify({ replyMessage: "hi" }),
    });
  }
  for (const value of [...WRONG_TYPES, "", "   "]) {
    requests.push({
      label: `replyMessage=${JSON.stringify(value)}`,
      method: "POST",
      path: "/api/admin/contacts/1/reply",
      headers: { ...json, Cookie: "ADMIN" },
      body: JSON.stringify({ replyMessage: value }),
    });
  }
  // The content studio's API, with a session: wrong types in every field, bad ids and versions.
  const hotel = {
    slug: "fuzz-lodge",
    name: "Fuzz Lodge",
    citySlug: "accra",
    location: "Osu",
    description: "A lodge.",
    image: "/images/hotels/fuzz-lodge.svg",
    rating: 4,
    price: 50,
    hotelType: "Hotel",
  };
  for (const field of Object.keys(hotel)) {
    // Text fields take any text; hostile strings are tried where a shape is required.
    const hostile = ["slug", "citySlug", "image", "rating", "price"].includes(field)
      ? NASTY.slice(0, 4)
      : [];
    // A rating of 0 is a real (if sad) rating, and a null slug asks the server to make one from
    // the name (SPEC.md's rule): neither is bad input.
    const wrong = WRONG_TYPES.filter(
      (value) => !(field === "rating" && value === 0) && !(field === "slug" && value === null),
    );
    for (const value of [...wrong, ...hostile]) {
      requests.push({
        label: `content hotel ${field}=${JSON.stringify(value).slice(0, 30)}`,
        method: "POST",
        path: "/api/admin/content/hotels",
        headers: { ...json, Cookie: "ADMIN" },
        body: JSON.stringify({ ...hotel, [field]: value, status: "published" }),
      });
    }
  }
  for (const photos of [[{ mediaId: "x", alt: "a" }], [{ mediaId: 1 }], "photos", [null]]) {
    requests.push({
      label: `content photos ${JSON.stringify(photos)}`,
      method: "POST",
      path: "/api/admin/content/hotels",
      headers: { ...json, Cookie: "ADMIN" },
      body: JSON.stringify({ ...hotel, photos, status: "published" }),
    });
  }
  for (const [path, body] of [
    ["/api/admin/content/hotels/1", JSON.stringify({ version: "1", price: 5 })],
    ["/api/admin/content/hotels/1", JSON.stringify({ version: -1 })],
    ["/api/admin/content/hotels/abc", JSON.stringify({ version: 1 })],
    ["/api/admin/content/widgets/1", JSON.stringify({ version: 1 })],
    ["/api/admin/content/hotels/1", deepJson(5000)],
    ["/api/admin/content/hotels/1", "{not json"],
  ] as const) {
    requests.push({
      label: `content PUT ${path} ${body.slice(0, 30)}`,
      method: "PUT",
      path,
      headers: { ...json, Cookie: "ADMIN" },
      body,
    });
  }
  // The editorial workflow (docs/decisions/035): bad bodies, ids, notes, times and versions.
  for (const [method, path, body] of [
    ["POST", "/api/admin/content/hotels/1/submit", "{not json"],
    ["POST", "/api/admin/content/hotels/1/submit", JSON.stringify({ extra: 1 })],
    ["POST", "/api/admin/content/hotels/1/approve", JSON.stringify({ version: "one" })],
    ["POST", "/api/admin/content/hotels/1/publish", JSON.stringify({ version: -2 })],
    ["POST", "/api/admin/content/hotels/1/send-back", JSON.stringify({ note: "" })],
    ["POST", "/api/admin/content/hotels/1/send-back", JSON.stringify({ note: NASTY[0] })],
    ["POST", "/api/admin/content/hotels/1/send-back", JSON.stringify({ note: "x".repeat(3000) })],
    ["POST", "/api/admin/content/hotels/abc/send-back", JSON.stringify({ note: "x" })],
    ["POST", "/api/admin/content/widgets/1/submit", "{}"],
    ["POST", "/api/admin/content/hotels/1/schedules", JSON.stringify({ action: "publish" })],
    ["POST", "/api/admin/content/hotels/1/schedules", JSON.stringify({ action: "x", at: "x" })],
    [
      "POST",
      "/api/admin/content/hotels/1/schedules",
      JSON.stringify({ action: "publish", at: "2026-02-30T09:00" }),
    ],
    [
      "POST",
      "/api/admin/content/hotels/1/schedules",
      JSON.stringify({ action: "unpublish", at: "1999-01-01T00:00" }),
    ],
    ["POST", "/api/admin/content/hotels/1/schedules", JSON.stringify({ action: "publish", at: 5 })],
    ["DELETE", "/api/admin/content/hotels/1/schedules/abc", ""],
    ["DELETE", "/api/admin/content/hotels/1/schedules/99999999", ""],
    [
      "POST",
      "/api/admin/content/hotels/1/revisions",
      JSON.stringify({ revision: "x", version: 1 }),
    ],
    [
      "POST",
      "/api/admin/content/hotels/1/revisions",
      JSON.stringify({ revision: 1, version: 1, publish: "yes" }),
    ],
    ["GET", "/api/admin/content/hotels/1/revisions/diff?from=a&to=b", undefined],
    ["GET", "/api/admin/content/hotels/1/revisions/diff?from=1&to=99999", undefined],
    ["GET", "/api/admin/content/hotels/1/revisions/diff", undefined],
  ] as const) {
    requests.push({
      label: `editorial ${method} ${path} ${(body ?? "").slice(0, 30)}`,
      method,
      path,
      headers: { ...json, Cookie: "ADMIN" },
      body,
    });
  }
  // The people API and the e-mailed links (issue 39): bad ids, a person without two-factor, wrong
  // methods, and guessed or malformed link tokens with bad bodies. (The guessed tokens come from
  // fresh addresses, so the dead-link limit answers 410 here, never 429.)
  for (const [method, path, body] of [
    ["DELETE", "/api/admin/people/abc/two-factor", ""],
    ["DELETE", "/api/admin/people/99999999/two-factor", ""],
    ["DELETE", "/api/admin/people/1/two-factor", ""],
    ["POST", "/api/admin/people/1/two-factor", "{}"],
    ["PATCH", "/api/admin/people/1", JSON.stringify({ role: NASTY[1] })],
    ["POST", `/admin/reset/${"a".repeat(43)}`, JSON.stringify({ password: "x".repeat(20) })],
    ["POST", `/admin/reset/${"a".repeat(43)}`, JSON.stringify({ password: 5 })],
    ["POST", "/admin/reset/short", JSON.stringify({ password: "x".repeat(20) })],
    ["POST", `/admin/invite/${"b".repeat(43)}`, JSON.stringify({ password: "x".repeat(20) })],
    ["POST", `/admin/invite/${"b".repeat(43)}`, JSON.stringify({ name: NASTY[2] })],
    ["POST", `/admin/invite/${encodeURIComponent(NASTY[0]!)}`, "{not json"],
  ] as const) {
    requests.push({
      label: `people ${method} ${path} ${(body ?? "").slice(0, 30)}`,
      method,
      path,
      headers: { ...json, Cookie: "ADMIN" },
      body,
    });
  }
  for (const body of ["", "slug\n", "price\n1", `slug,price\n${"x".repeat(3000)},1`, '"open']) {
    requests.push({
      label: `hotels bulk ${body.slice(0, 20)}`,
      method: "POST",
      path: "/api/admin/content/hotels/bulk?dryRun=0",
      headers: { "Content-Type": "text/csv", Cookie: "ADMIN" },
      body,
    });
  }
  for (const [type, body] of [
    ["multipart/form-data; boundary=x", "--x\r\nbroken"],
    ["application/json", "{}"],
    ["multipart/form-data", ""],
  ] as const) {
    requests.push({
      label: `media upload ${type}`,
      method: "POST",
      path: "/api/admin/media",
      headers: { "Content-Type": type, Cookie: "ADMIN" },
      body,
    });
  }
  // Campaigns: bad bodies, partner links, bad ids, bad send times and test addresses.
  for (const body of [
    "{}",
    JSON.stringify({ subject: "", body: "x" }),
    JSON.stringify({ subject: "x".repeat(500), body: "x" }),
    JSON.stringify({ subject: "Hi", body: "[a](https://evil.example/x)" }),
    JSON.stringify({ subject: "Hi", body: "[a](javascript:alert(1))" }),
    JSON.stringify({ subject: NASTY[0], body: "x".repeat(60_000) }),
    deepJson(5000),
    "{not json",
  ]) {
    requests.push({
      label: `campaign ${body.slice(0, 30)}`,
      method: "POST",
      path: "/api/admin/campaigns",
      headers: { ...json, Cookie: "ADMIN" },
      body,
    });
  }
  for (const [path, body] of [
    ["/api/admin/campaigns/abc", JSON.stringify({ subject: "x", body: "y" })],
    ["/api/admin/campaigns/999999/send", JSON.stringify({ at: "tomorrow" })],
    ["/api/admin/campaigns/1/send", JSON.stringify({ at: 5 })],
    ["/api/admin/campaigns/1/test", JSON.stringify({ email: "not-an-email" })],
    ["/api/admin/campaigns/-1/test", JSON.stringify({ email: "a@b.co" })],
    ["/api/admin/subscriptions/abc", "{}"],
  ] as const) {
    requests.push({
      label: `campaign call ${path}`,
      method: "POST",
      path,
      headers: { ...json, Cookie: "ADMIN" },
      body,
    });
  }
  // Newsletter links: forged, empty and oversized tokens, with a one-click POST too.
  for (const token of ["", "x", "1.0.1.short", "%00", "a".repeat(5000)]) {
    for (const path of ["/newsletter/unsubscribe", "/newsletter/preferences"]) {
      requests.push({
        label: `${path} ${token.slice(0, 10)}`,
        method: "POST",
        path: `${path}?token=${encodeURIComponent(token)}`,
        headers: form0,
        body: "List-Unsubscribe=One-Click",
      });
    }
  }
  // The no-JS form actions.
  const form = form0;
  for (const body of [
    "",
    "email=",
    "email=not-an-email",
    `email=${encodeURIComponent(NASTY[0]!)}`,
    "%zz=%zz",
    `message=${"x".repeat(200_000)}`,
  ]) {
    requests.push({
      label: `home form ${body.slice(0, 40)}`,
      method: "POST",
      path: "/",
      headers: form,
      body,
    });
    requests.push({
      label: `contact form ${body.slice(0, 40)}`,
      method: "POST",
      path: "/contact",
      headers: form,
      body,
    });
    requests.push({
      label: `admin form ${body.slice(0, 40)}`,
      method: "POST",
      path: "/admin",
      headers: form,
      body,
    });
  }
  // The dashboard's reply form, with a session: bad ids, blank, huge and hostile replies.
  for (const body of [
    "intent=reply",
    "intent=reply&id=abc&replyMessage=hi",
    "intent=reply&id=-1&replyMessage=hi",
    "intent=reply&id=99999999999999999999&replyMessage=hi",
    "intent=reply&id=1&replyMessage=%20%20",
    `intent=reply&id=1&replyMessage=${"x".repeat(5001)}`,
    `intent=reply&id=1%20OR%201=1&replyMessage=${encodeURIComponent(NASTY[0]!)}`,
    `intent=reply&id=1&replyMessage=${"y".repeat(200_000)}`,
    "intent=reply&id=0&replyMessage=%zz",
  ]) {
    requests.push({
      label: `dashboard reply ${body.slice(0, 50)}`,
      method: "POST",
      path: "/admin/dashboard?index",
      headers: { ...form, Cookie: "ADMIN" },
      body,
    });
  }
  return requests;
}

function queryRequests(): BadRequest[] {
  const values = [
    "",
    "-1",
    "0",
    "abc",
    "1e999",
    "%00",
    "<script>",
    "' OR 1=1 --",
    "a".repeat(3000),
    "[]",
  ];
  const targets = [
    [
      "/hotels",
      ["city", "price", "minPrice", "maxPrice", "rating", "amenity", "type", "sort", "page"],
    ],
    ["/accra", ["price", "rating", "page", "amenity"]],
    ["/api/hotels", ["featured", "city", "price", "page", "rating", "bogus"]],
    ["/api/blog", ["featured", "tag"]],
    ["/blog", ["page"]],
    ["/faq", ["q", "page", "category"]],
    ["/faq/visa", ["open"]],
    ["/search", ["q", "kind"]],
    ["/fr/search", ["q", "kind"]],
    ["/api/search/suggest", ["q", "lang"]],
    ["/compare", ["hotels"]],
    ["/shortlist", ["hotels"]],
    ["/name-generator", ["country", "gender", "count"]],
    ["/cheap-hotels-accra", ["page"]],
    ["/api/admin/contacts", ["page", "sort"]],
    ["/api/admin/clicks", ["page"]],
    ["/api/admin/content/hotels", ["q", "status", "city", "sort", "page"]],
    ["/api/admin/audit", ["page", "person", "kind", "from", "to"]],
    ["/api/admin/audit.csv", ["person", "kind", "from", "to", "bogus"]],
    ["/admin/dashboard/activity", ["page", "person", "kind", "from", "to"]],
    ["/go/hotel/labadi-beach-hotel", ["placement", "url"]],
    ["/newsletter/confirm", ["token"]],
    ["/newsletter/unsubscribe", ["token", "c"]],
    ["/newsletter/click", ["c", "to"]],
    ["/api/admin/campaigns/1/preview", ["format"]],
    ["/go/search/stays", ["location", "checkin", "checkout", "travelers"]],
    ["/go/search/flights", ["from", "to", "departure", "return", "tripType", "travelers"]],
  ] as const;
  const requests: BadRequest[] = [];
  for (const [path, keys] of targets) {
    for (const key of keys) {
      for (const value of values) {
        requests.push({
          label: `${path}?${key}`,
          method: "GET",
          path: `${path}?${key}=${encodeURIComponent(value)}`,
          headers: /^\/(api\/)?admin\//.test(path) ? { Cookie: "ADMIN" } : {},
        });
      }
    }
  }
  requests.push({
    label: "malformed escape",
    method: "GET",
    path: "/hotels?city=%E0%A4%A",
    headers: {},
  });
  requests.push({ label: "bad path escape", method: "GET", path: "/blog/%E0%A4%A", headers: {} });
  for (const path of ["/go/%E0%A4%A/x", "/go/hotel/%00", `/go/product/${"x".repeat(5000)}`]) {
    requests.push({ label: `click-out ${path.slice(0, 30)}`, method: "GET", path, headers: {} });
  }
  requests.push({
    label: "huge slug",
    method: "GET",
    path: `/hotels/${"x".repeat(5000)}`,
    headers: {},
  });
  return requests;
}

describe("bad input", () => {
  it("answers hundreds of bad requests without a 5xx, keeps serving and stores nothing", async () => {
    const before = await stats();
    const requests = [...writeRequests(), ...queryRequests()];
    expect(requests.length).toBeGreaterThanOrEqual(300);

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const request of requests) {
      const headers = asNewClient(request.headers ?? {});
      const response = await fetch(`${server.url}${request.path}`, {
        method: request.method,
        headers,
        body: request.body as BodyInit | undefined,
        redirect: "manual",
      }).catch((error: unknown) => {
        failures.push(
          `${request.label}: ${String(error)} ${String((error as { cause?: unknown }).cause)}`,
        );
        return null;
      });
      if (!response) continue;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const text = await response.text();
      if (response.status >= 500)
        failures.push(`${request.method} ${request.label}: ${response.status}`);
      // No stack traces, ever.
      if (/\bat .+\(.+:\d+:\d+\)/.test(text))
        failures.push(`${request.label}: stack trace in body`);
      if (request.path.startsWith("/api/") && response.status >= 400) {
        expect(response.headers.get("content-type"), request.label).toMatch(/^application\/json/);
      }
    }
    console.log(
      `${requests.length} bad requests; statuses: ${[...statuses.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([status, count]) => `${status}×${count}`)
        .join(", ")}`,
    );
    expect(failures).toEqual([]);

    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const after = await stats();
    expect(after.totalContacts).toBe(before.totalContacts);
    expect(after.totalSubscriptions).toBe(before.totalSubscriptions);
    expect(after.totalAnalytics).toBe(before.totalAnalytics);
    const hotels = await fetch(`${server.url}/api/admin/content/hotels?q=fuzz`, {
      headers: { Cookie: adminCookie },
    });
    expect(((await hotels.json()) as { total: number }).total).toBe(0);
  }, 300_000);
});

/** Every page of the route table, params filled with real values where a page needs them. */
const PAGE_PATHS = [
  "/?index",
  ...routeLeaves(routes)
    .map((leaf) => leaf.path)
    .filter((path) => path !== "" && !path.startsWith("api") && path !== "*")
    .map(
      (path) =>
        `/${path
          .replace(":city", "accra")
          .replace(":type?", "hotels")
          .replace(":type", "hotels")
          .replace(":category", "visa")
          .replace(/:[a-z]+\??/gi, "1")}`,
    ),
];

/** A request by Node's own client, which sends any method (fetch refuses TRACE). */
function send(method: string, url: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers }, (incoming) => {
      let text = "";
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => (text += chunk));
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, text }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const BROKEN_MULTIPART = '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nb';

/** A page's form sent as anything but a browser's form, and methods no page takes. */
function pageRequests() {
  const requests: {
    label: string;
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string;
  }[] = [];
  for (const path of PAGE_PATHS) {
    for (const cookie of [{}, { Cookie: "ADMIN" }] as Record<string, string>[]) {
      const as = (label: string, headers: Record<string, string>, body?: string, method = "POST") =>
        requests.push({
          label: `${method} ${path} ${label}`,
          method,
          path,
          headers: { ...cookie, ...headers },
          body,
        });
      as("json", { "Content-Type": "application/json" }, '{"name":"x","email":"a@b.co"}');
      as("text", { "Content-Type": "text/plain" }, "hello");
      as("csv", { "Content-Type": "text/csv" }, "name,email\nx,a@b.co");
      as(
        "broken multipart",
        { "Content-Type": "multipart/form-data; boundary=xx" },
        BROKEN_MULTIPART,
      );
      as("multipart without boundary", { "Content-Type": "multipart/form-data" }, "a=b");
      as(
        "NUL in a field",
        { "Content-Type": "application/x-www-form-urlencoded" },
        "name=Ama%00&email=ama%40example.com&message=Hello%00there%2C+a+long+enough+message&intent=x",
      );
      for (const method of ["PUT", "PATCH", "DELETE", "TRACE"]) as(method, {}, undefined, method);
    }
  }
  return requests;
}

describe("newsletter click links", () => {
  it("lead on to the site's own path whatever is sent, and count nothing for a campaign never sent", async () => {
    const created = await fetch(`${server.url}/api/admin/campaigns`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: adminCookie },
      body: JSON.stringify({
        subject: "Harmattan deals",
        preheader: "",
        body: "Read [the guide](/blog).",
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const failures: string[] = [];
    for (const to of [
      "/blog",
      "/café",
      "/😀?x=ü",
      "/a%01b",
      "/%E0%A4%A",
      "//elsewhere.example",
      "/\\x",
    ]) {
      const response = await send(
        "GET",
        `${server.url}/newsletter/click?c=${id}&to=${encodeURIComponent(to)}`,
        {
          "User-Agent": BROWSER_USER_AGENT,
        },
      );
      if (response.status !== 302) failures.push(`${to}: ${response.status}`);
    }
    expect(failures).toEqual([]);
    const list = await fetch(`${server.url}/api/admin/campaigns`, {
      headers: { Cookie: adminCookie },
    });
    const campaigns = (await list.json()) as { id: number; figures: { clicks: number } }[];
    expect(campaigns.find((campaign) => campaign.id === id)?.figures.clicks).toBe(0);
  });
});

describe("bad input to pages", () => {
  it("answers every page's form sent wrongly with a 4xx and a message, never a 5xx or a stack trace", async () => {
    const before = await stats();
    const logged = server.output().length;
    const requests = pageRequests();
    expect(requests.length).toBeGreaterThanOrEqual(500);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const request of requests) {
      const headers = asNewClient({ Origin: server.url, ...request.headers });
      const response = await send(
        request.method,
        `${server.url}${request.path}`,
        headers,
        request.body,
      );
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const text = response.text;
      if (response.status >= 500) failures.push(`${request.label}: ${response.status}`);
      if (/\bat .+\(.+:\d+:\d+\)/.test(text))
        failures.push(`${request.label}: stack trace in body`);
      if (["PUT", "PATCH", "DELETE", "TRACE"].includes(request.method) && response.status !== 405) {
        failures.push(`${request.label}: ${response.status}, not 405`);
      }
    }
    console.log(
      `${requests.length} bad page requests; statuses: ${[...statuses.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([status, count]) => `${status}×${count}`)
        .join(", ")}`,
    );
    expect(failures).toEqual([]);
    // A client's bad input is not the server's error: no stack traces, no outage reports.
    const log = server.output().slice(logged);
    expect(log).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(log).not.toContain("Database unavailable");
    const after = await stats();
    expect(after.totalContacts).toBe(before.totalContacts);
    expect(after.totalSubscriptions).toBe(before.totalSubscriptions);
  }, 300_000);
});

// Text the database cannot store (issue 39): a lone UTF-16 surrogate, which JSON can carry, and
// the NUL character. Each must be a 400 naming its field, in every text field, never a 503.
const UNSTORABLE = ["\uD800", "Harmattan \uDC00 deals", "a\u0000b"];

/** Every JSON text field the fuzz posts, with a body that is otherwise valid. */
function unstorableTextRequests() {
  const hotel = {
    slug: "fuzz-lodge-unstorable",
    name: "Fuzz Lodge",
    citySlug: "accra",
    location: "Osu",
    description: "A lodge.",
    image: "/images/hotels/fuzz-lodge.svg",
    rating: 4,
    price: 50,
    hotelType: "Hotel",
    status: "published",
  };
  const endpoints: { path: string; valid: Record<string, unknown>; fields: string[] }[] = [
    { path: "/api/subscribe", valid: { email: "fuzz@example.com" }, fields: ["email"] },
    {
      path: "/api/contact",
      valid: { name: "Fuzz", email: "fuzz@example.com", message: "Hello there, a message" },
      fields: ["name", "email", "message"],
    },
    {
      path: "/api/analytics",
      valid: { eventType: "page_view", eventData: "/" },
      fields: ["eventType", "eventData"],
    },
    {
      path: "/api/admin/login",
      valid: { email: "nobody@example.com", password: "x" },
      fields: ["email", "password"],
    },
    {
      path: "/api/admin/contacts/1/reply",
      valid: { replyMessage: "Thank you" },
      fields: ["replyMessage"],
    },
    {
      path: "/api/admin/content/hotels",
      valid: hotel,
      fields: ["slug", "name", "citySlug", "location", "description", "image", "hotelType"],
    },
    {
      path: "/api/admin/campaigns",
      valid: { subject: "Harmattan deals", preheader: "", body: "Read [the guide](/blog)." },
      fields: ["subject", "preheader", "body"],
    },
    {
      path: "/api/admin/content/hotels/1/send-back",
      valid: { note: "Check the price" },
      fields: ["note"],
    },
    { path: "/api/admin/campaigns/1/test", valid: { email: "a@b.co" }, fields: ["email"] },
  ];
  return endpoints.flatMap(({ path, valid, fields }) =>
    fields.flatMap((field) =>
      UNSTORABLE.map((value) => ({
        label: `${path} ${field}=${JSON.stringify(value)}`,
        path,
        field,
        body: JSON.stringify({ ...valid, [field]: value }),
      })),
    ),
  );
}

describe("text the database cannot store", () => {
  it("is a 400 naming the field in every text field, and nothing is stored", async () => {
    const before = await stats();
    const campaignsBefore = await countCampaigns();
    const logged = server.output().length;
    const failures: string[] = [];
    for (const request of unstorableTextRequests()) {
      const response = await fetch(`${server.url}${request.path}`, {
        method: "POST",
        headers: asNewClient({ "Content-Type": "application/json", Cookie: "ADMIN" }),
        body: request.body,
      });
      const { error } = (await response.json()) as { error?: string };
      if (response.status !== 400 || !error?.startsWith(`${request.field}: `)) {
        failures.push(`${request.label}: ${response.status} ${error}`);
      }
    }
    expect(failures).toEqual([]);
    expect(server.output().slice(logged)).not.toContain("Database unavailable");
    const after = await stats();
    expect(after.totalContacts).toBe(before.totalContacts);
    expect(after.totalSubscriptions).toBe(before.totalSubscriptions);
    expect(after.totalAnalytics).toBe(before.totalAnalytics);
    expect(await countCampaigns()).toBe(campaignsBefore);
    const hotels = await fetch(`${server.url}/api/admin/content/hotels?q=unstorable`, {
      headers: { Cookie: adminCookie },
    });
    expect(((await hotels.json()) as { total: number }).total).toBe(0);
  }, 120_000);

  it("is a 400 in a form field, and in an uploaded CSV", async () => {
    const form = await send(
      "POST",
      `${server.url}/contact`,
      asNewClient({ "Content-Type": "application/x-www-form-urlencoded", Origin: server.url }),
      "name=Ama&email=ama%40example.com&message=Hello%00there%2C+a+long+enough+message",
    );
    expect(form.status).toBe(400);
    expect(form.text).toContain("message: Remove the NUL character");
    const csv = await fetch(`${server.url}/api/admin/content/hotels/bulk?dryRun=1`, {
      method: "POST",
      headers: asNewClient({ "Content-Type": "text/csv", Cookie: "ADMIN" }),
      body: "slug,name\nlabadi-beach-hotel,La\u0000badi\n",
    });
    expect(csv.status).toBe(400);
    expect(((await csv.json()) as { error: string }).error).toContain("file: Remove the NUL");
  });
});

async function countCampaigns(): Promise<number> {
  const response = await fetch(`${server.url}/api/admin/campaigns`, {
    headers: { Cookie: adminCookie },
  });
  return ((await response.json()) as unknown[]).length;
}
