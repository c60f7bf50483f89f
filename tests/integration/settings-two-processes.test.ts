// Issue 43: settings reach every process the way content does. A save bumps the content version in
// its transaction, and each process's change poll (every 2 s) makes it read its settings again;
// they were cached for 30 s, so a second process kept sending clicks with the old partner id for
// half a minute. Two servers on one PostgreSQL database of their own (the embedded database
// admits one process): a partner id saved on one is used by the other's next click-out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, BROWSER_USER_AGENT } from "#tests/http.ts";
import { createOwnDatabase, type OwnDatabase } from "#tests/own-database.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";

/** The change poll's 2 s, and a request or two on a busy machine. */
const DEADLINE_MS = 3_000;

let database: OwnDatabase | null = null;
const servers: RunningServer[] = [];

beforeAll(async () => {
  database = await createOwnDatabase("settings_two");
  if (!database) return;
  const env = { DATABASE_URL: database.url, STAYS_PARTNER: "booking", BOOKING_AID: "1234567" };
  // One after the other: the first applies the migrations.
  servers.push(await startServer({ env }));
  servers.push(await startServer({ env }));
}, 180_000);

afterAll(async () => {
  for (const server of servers) {
    await server.stop();
    server.cleanUp();
  }
  await database?.drop();
});

/** The Booking.com account id the server's next hotel click-out carries. */
async function bookingAid(server: RunningServer): Promise<string | null> {
  const response = await fetch(`${server.url}/go/hotel/labadi-beach-hotel?placement=hotel-card`, {
    redirect: "manual",
    headers: { "User-Agent": BROWSER_USER_AGENT },
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!).searchParams.get("aid");
}

describe.skipIf(!process.env.DATABASE_URL)("a setting saved in one of two processes", () => {
  it("is used by the other process within the change poll's 2 s", async () => {
    const [saver, other] = servers as [RunningServer, RunningServer];
    // The other process has read its partner settings, and keeps them until a change.
    expect(await bookingAid(other)).toBe("1234567");

    const cookie = await adminCookie(saver.url);
    const saved = await fetch(`${saver.url}/admin/dashboard/settings`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ stays: "booking", bookingAid: "7654321" }),
    });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();
    // The process that saved uses it at once.
    expect(await bookingAid(saver)).toBe("7654321");

    let aid = await bookingAid(other);
    while (aid !== "7654321" && Date.now() - savedAt < DEADLINE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      aid = await bookingAid(other);
    }
    console.log(
      `a partner id saved in one process was used by the other after ${Date.now() - savedAt} ms`,
    );
    expect(aid).toBe("7654321");
  });
});
