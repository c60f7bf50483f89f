// The link check against a real local HTTP server standing in for partners.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLinks } from "#app/use-cases/system/link-check.server.ts";

let server: Server;
let base = "";
let inFlight = 0;
let mostInFlight = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const redirect = (location: string, status = 302) => {
      response.writeHead(status, { Location: location }).end();
    };
    switch (url.pathname) {
      case "/slow":
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        setTimeout(() => {
          inFlight -= 1;
          response.writeHead(200, { "Content-Type": "text/html" }).end("<p>hotel</p>");
        }, 30);
        return;
      case "/":
      case "/ok":
      case "/landing":
        response.writeHead(200, { "Content-Type": "text/html" }).end("<p>partner</p>");
        return;
      case "/chain":
        return redirect("/ok?aid=1");
      case "/moved":
        return redirect("/", 301);
      case "/strip":
        return redirect("/landing");
      case "/loop":
        return redirect("/loop?aid=1");
      default:
        response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("checkLinks", () => {
  it("follows each link to its end and names what is wrong", async () => {
    const results = await checkLinks(
      ["ok", "chain", "gone", "moved", "strip", "loop"].map((name) => ({
        label: name,
        url: `${base}/${name}?aid=1`,
        affiliateParam: "aid",
      })),
    );
    const byLabel = Object.fromEntries(results.map((result) => [result.label, result]));
    expect(byLabel.ok).toMatchObject({ ok: true, finalStatus: 200 });
    expect(byLabel.chain).toMatchObject({ ok: true, finalUrl: `${base}/ok?aid=1` });
    expect(byLabel.gone!.problems).toEqual(["The partner answered 404."]);
    expect(byLabel.moved!.problems).toContain(
      "Redirected to the partner's home page: the deep link no longer works.",
    );
    expect(byLabel.strip!.problems).toEqual([
      'The affiliate parameter "aid" was dropped on the way.',
    ]);
    expect(byLabel.loop!.problems).toEqual(["Too many redirects."]);
  });

  it("follows the links to one partner site one at a time, in the order given", async () => {
    mostInFlight = 0;
    const links = Array.from({ length: 5 }, (_, index) => ({
      label: `hotel ${index}`,
      url: `${base}/slow?hid=${index + 1}`,
    }));
    const results = await checkLinks(links);
    expect(mostInFlight).toBe(1);
    expect(results.map((result) => [result.label, result.ok])).toEqual(
      links.map((link) => [link.label, true]),
    );
  });

  it("flags a hotel's partner page that no longer answers, with where to edit the hotel", async () => {
    const [result] = await checkLinks([
      {
        label: "Hotel: Noda Hotel, its Agoda page",
        url: `${base}/gone?cid=1&hid=297412`,
        affiliateParam: "cid",
        edit: { path: "/admin/dashboard/content/hotels/7", label: "Edit Noda Hotel" },
      },
    ]);
    expect(result).toMatchObject({
      ok: false,
      problems: ["The partner answered 404."],
      edit: { path: "/admin/dashboard/content/hotels/7", label: "Edit Noda Hotel" },
    });
  });

  it("reports a partner that does not answer at all", async () => {
    const [result] = await checkLinks([{ label: "down", url: "http://127.0.0.1:9/x" }]);
    expect(result!.problems).toEqual(["No answer: the partner's site did not respond."]);
  });
});
