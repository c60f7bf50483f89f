// Issue 27: photos stayed "processing" for ever after a move to another host (the derivative
// queue was named after the host and data directory), and for 15 minutes after a crash mid-job.
// Here a server is killed while it cuts a photo, its data directory is restored elsewhere (as a
// backup would be on a new host, under another HOSTNAME), and the photo is finished there.
// The embedded database, so the restored copy carries the queue's jobs along with the photos.
import { cpSync, rmSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
import sharp from "sharp";
import { adminCookie } from "#tests/http.ts";
import { makeEmptyDataDir, startServer, type RunningServer } from "#tests/server-process.ts";

const servers: RunningServer[] = [];
const restored = makeEmptyDataDir();

afterAll(async () => {
  for (const server of servers) {
    await server.stop("SIGKILL");
    server.cleanUp();
  }
  rmSync(restored, { recursive: true, force: true });
});

it("finishes a photo left processing by a crash, after a restore on another host", async () => {
  const first = await startServer({ env: { DATABASE_URL: "", HOSTNAME: "akwaaba-old-host" } });
  servers.push(first);
  const cookie = await adminCookie(first.url);
  // Wider than the largest derivative, so its job cuts every width, and noise, slow to encode:
  // the job takes seconds, and the server is killed before it ends.
  const bytes = await sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: { r: 30, g: 120, b: 90 },
      noise: { type: "gaussian", mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 60 })
    .toBuffer();
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], "big.jpg", { type: "image/jpeg" }));
  const response = await fetch(`${first.url}/api/admin/media`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: first.url },
    body: form,
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  const status = async (server: RunningServer, session: string) =>
    (
      (await (
        await fetch(`${server.url}/api/admin/media/${id}`, { headers: { Cookie: session } })
      ).json()) as { status: string }
    ).status;
  expect(await status(first, cookie)).toBe("processing");
  await first.stop("SIGKILL");

  cpSync(first.dataDir, restored, { recursive: true });
  const second = await startServer({
    dataDir: restored,
    env: { DATABASE_URL: "", HOSTNAME: "akwaaba-new-host" },
  });
  servers.push(second);
  const again = await adminCookie(second.url);
  await expect.poll(() => status(second, again), { timeout: 90_000, interval: 500 }).toBe("ready");
}, 240_000);
