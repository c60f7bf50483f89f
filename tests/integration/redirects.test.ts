// Every redirect the site answers stays on the site, whatever a client puts in the address or a
// form (issue 39): a corpus of targets that lead elsewhere once normalised, sent to every route
// that redirects, each Location resolved against the site's origin as a browser would. Partners
// are reached only through /go/, and only the partners' own hosts.
import { request as httpRequest } from "node:http";
import { describe, expect, inject, it } from "vitest";
import { BROWSER_USER_AGENT, adminCookie } from "#tests/http.ts";
import { OFF_SITE_HOST, OFF_SITE_TARGETS } from "#tests/off-site-targets.ts";

const baseUrl = inject("baseUrl");
const origin = new URL(baseUrl).origin;

const PARTNER_HOSTS = new Set([
  "www.booking.com",
  "www.awin1.com",
  "www.agoda.com",
  "www.aviasales.com",
  "www.skyscanner.net",
  "www.discovercars.com",
  "www.getyourguide.com",
  "www.viator.com",
  "www.amazon.com",
]);

interface Answer {
  status: number;
  location: string | undefined;
}

/** A request sent as written (fetch would normalise the path first); null when Node refuses it. */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer | null> {
  return new Promise((resolve, reject) => {
    let outgoing;
    try {
      outgoing = httpRequest(
        `${baseUrl}/`,
        { method, path, headers: { "User-Agent": BROWSER_USER_AGENT, ...headers } },
        (incoming) => {
          incoming.resume();
          incoming.on("end", () =>
            resolve({ status: incoming.statusCode ?? 0, location: incoming.headers.location }),
          );
        },
      );
    } catch {
      // A path with a raw tab or newline cannot be sent at all.
      resolve(null);
      return;
    }
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/** Where the answer leads, to a browser at the site's origin; null when it does not redirect. */
function destination(answer: Answer): URL | null {
  if (answer.status < 300 || answer.status > 399 || answer.location === undefined) return null;
  return new URL(answer.location, `${origin}/`);
}

/** Every route that redirects, each with a way to hand it a target. */
function requestsFor(target: string, cookie: string) {
  const query = encodeURIComponent(target);
  return [
    {
      route: "GET /newsletter/click",
      send: () => send("GET", `/newsletter/click?c=1&to=${query}`),
    },
    {
      route: "POST /lite",
      send: () => send("POST", "/lite", FORM, form({ lite: "on", returnTo: target })),
    },
    {
      route: "POST /stay",
      send: () => send("POST", "/stay", FORM, form({ adults: "2", rooms: "1", returnTo: target })),
    },
    {
      route: "POST /stay forget",
      send: () => send("POST", "/stay", FORM, form({ forget: "1", returnTo: target })),
    },
    // The trailing-slash redirect takes the path itself.
    { route: "GET {path}/", send: () => send("GET", `${target}/`) },
    { route: "GET /{path}/", send: () => send("GET", `/${target}/`) },
    { route: "GET {path}/?q", send: () => send("GET", `${target}/?next=${query}`) },
    { route: "GET /faq?category", send: () => send("GET", `/faq?category=${query}`) },
    { route: "GET /faq?q", send: () => send("GET", `/faq?q=${query}`) },
    { route: "GET /hotels?city", send: () => send("GET", `/hotels?city=${query}&page=1`) },
    { route: "GET /accra?page", send: () => send("GET", `/accra?page=1&price=${query}`) },
    { route: "GET /hotels/{slug}", send: () => send("GET", `/hotels/${query}`) },
    {
      route: "GET /admin/dashboard?tab",
      send: () => send("GET", `/admin/dashboard?tab=${query}`, { Cookie: cookie }),
    },
    {
      route: "GET /admin (signed in)",
      send: () => send("GET", `/admin?next=${query}`, { Cookie: cookie }),
    },
    {
      route: "GET /go/hotel",
      send: () => send("GET", `/go/hotel/labadi-beach-hotel?placement=${query}&url=${query}`),
    },
    { route: "GET /go/{key}", send: () => send("GET", `/go/hotel/${query}`) },
    {
      route: "GET /go/search/stays",
      send: () => send("GET", `/go/search/stays?location=${query}&travelers=2`),
    },
  ];
}

describe("every redirect", () => {
  it("leads to this site, or through /go/ to a partner, whatever target it is handed", async () => {
    const cookie = await adminCookie(baseUrl);
    const failures: string[] = [];
    let redirects = 0;
    for (const target of OFF_SITE_TARGETS) {
      for (const request of requestsFor(target, cookie)) {
        const answer = await request.send();
        if (answer === null) continue;
        if (answer.status >= 500)
          failures.push(`${request.route} ${JSON.stringify(target)}: ${answer.status}`);
        const to = destination(answer);
        if (to === null) continue;
        redirects += 1;
        const isPartner = request.route.startsWith("GET /go/") && PARTNER_HOSTS.has(to.host);
        if (to.origin !== origin && !isPartner) {
          failures.push(`${request.route} ${JSON.stringify(target)} -> ${answer.location}`);
        }
        if (to.host === OFF_SITE_HOST)
          failures.push(`${request.route} ${JSON.stringify(target)} reached ${to.host}`);
      }
    }
    expect(failures).toEqual([]);
    // The corpus did reach the redirects, not only refusals.
    expect(redirects).toBeGreaterThan(OFF_SITE_TARGETS.length * 3);
  }, 120_000);

  it("keeps an ordinary path on this site as it was", async () => {
    const click = await send("GET", `/newsletter/click?c=1&to=${encodeURIComponent("/blog?x=1")}`);
    expect(click?.location).toBe("/blog?x=1");
    const lite = await send("POST", "/lite", FORM, form({ lite: "on", returnTo: "/faq/visa" }));
    expect(lite?.location).toBe("/faq/visa");
    const slash = await send("GET", "/privacy-policy/");
    expect(slash?.location).toBe("/privacy-policy");
  });
});
