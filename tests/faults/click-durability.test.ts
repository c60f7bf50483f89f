// npm run test:faults (3), issue 43: kill -9 the server right after it answered its last
// click-out, restart it on the same data, and check that every click a visitor was redirected
// with is counted. A click is committed before its 302 is sent (docs/decisions/016); when clicks
// waited in memory to be written in batches, the kill lost the last ones. Also prints the
// redirect's latency, one click at a time (figures only: the machine's load decides them).
import { rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adminCookie, BROWSER_USER_AGENT } from "#tests/http.ts";
import { makeDataDir, startServer } from "#tests/server-process.ts";

const ONE_AT_A_TIME = 20;
const AT_ONCE = 30;
// Booking.com with an account id: the click id is the partner URL's `label`.
const PARTNER = { STAYS_PARTNER: "booking", BOOKING_AID: "1234567" };

const TARGETS = [
  "/go/hotel/labadi-beach-hotel",
  "/go/city/kumasi",
  "/go/landing/budget",
  "/go/search/stays",
];

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

describe("a crash right after click-outs were answered", () => {
  it("loses none of the clicks whose redirect was sent", async () => {
    const dataDir = makeDataDir();
    const env = { ...PARTNER, DATABASE_URL: process.env.DATABASE_URL ?? "" };
    const first = await startServer({ dataDir, env });
    const placement = `crash-${Date.now().toString(36)}`;

    async function clickOut(index: number): Promise<string> {
      const target = TARGETS[index % TARGETS.length]!;
      const response = await fetch(`${first.url}${target}?placement=${placement}`, {
        redirect: "manual",
        headers: { "User-Agent": BROWSER_USER_AGENT },
      });
      expect(response.status).toBe(302);
      const clickId = new URL(response.headers.get("location")!).searchParams.get("label");
      expect(clickId).toMatch(/^[\w-]{16}$/);
      return clickId!;
    }

    const answered: string[] = [];
    const took: number[] = [];
    // A first click opens the database's connections and warms the route; it is counted too.
    answered.push(await clickOut(0));
    for (let index = 1; index < ONE_AT_A_TIME; index++) {
      const started = performance.now();
      answered.push(await clickOut(index));
      took.push(performance.now() - started);
    }
    answered.push(
      ...(await Promise.all(
        Array.from({ length: AT_ONCE }, (_, index) => clickOut(ONE_AT_A_TIME + index)),
      )),
    );
    // Killed as soon as the last redirect arrived: nothing gets a moment to be written after it.
    first.child.kill("SIGKILL");
    await first.stop();
    took.sort((a, b) => a - b);
    console.log(
      `/go/ one at a time: p50 ${percentile(took, 0.5).toFixed(1)} ms, p90 ${percentile(took, 0.9).toFixed(1)} ms, max ${took.at(-1)!.toFixed(1)} ms over ${took.length} clicks`,
    );

    const second = await startServer({ dataDir, env });
    try {
      const cookie = await adminCookie(second.url);
      const stored = new Set<string>();
      for (let page = 1; ; page++) {
        const response = await fetch(`${second.url}/api/admin/clicks?page=${page}`, {
          headers: { Cookie: cookie },
        });
        expect(response.status).toBe(200);
        const rows = (await response.json()) as { id: string; placement: string }[];
        for (const row of rows) if (row.placement === placement) stored.add(row.id);
        if (page >= Number(response.headers.get("x-page-count"))) break;
      }
      const lost = answered.filter((clickId) => !stored.has(clickId));
      console.log(
        `${answered.length} click-outs answered before kill -9, ${stored.size} stored, ${lost.length} lost`,
      );
      expect(answered).toHaveLength(ONE_AT_A_TIME + AT_ONCE);
      expect(lost).toEqual([]);
    } finally {
      await second.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
