// The production path, end to end: packs the app as `npm pack` ships it (package.json `files`:
// the build, the server's sources, migrations and seed), installs that in a clean folder with
// production packages only, and starts it from its build with NODE_ENV=production on the embedded
// database. Then it checks what a deploy must do: the home page, a hotel page, a `/go/` redirect,
// the owner's photo upload cut by the job queue, a backup taken while it serves, a graceful stop,
// and a restore into an empty DATA_DIR that a second start serves. It prints each step's time.
//   npm run build && npm run smoke:production
//   SMOKE_KEEP=1 keeps the folder. `-- --url http://host:port` runs only the HTTP checks against a
//   server that is already running (a container), signing in with OWNER_EMAIL and ADMIN_PASSWORD.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";

const run = promisify(execFile);

/**
 * Packages only tools need: a production install that holds one of them is wrong. (TypeScript is
 * not among them: @react-router/node and /express name it as an optional peer, so npm keeps it.)
 */
const DEV_ONLY = [
  "react-email",
  "socket.io",
  "vite",
  "vitest",
  "@react-router/dev",
  "esbuild",
  // Bundled into both builds (vite.config.ts): the server never loads the package itself.
  "lucide-react",
];

const timings: { step: string; ms: number }[] = [];

async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  process.stdout.write(`- ${name}... `);
  const result = await work();
  const ms = Date.now() - started;
  timings.push({ step: name, ms });
  console.log(`${(ms / 1000).toFixed(1)} s`);
  return result;
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const BROWSER = {
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
};

async function page(url: string, expected: RegExp) {
  const response = await fetch(url, { headers: BROWSER });
  const html = await response.text();
  check(response.status === 200, `GET ${url} answered ${response.status}`);
  check(expected.test(html), `GET ${url} lacks ${expected}`);
}

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { ...BROWSER, "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  check(response.ok && cookie, `Signing in as ${email} answered ${response.status}`);
  return cookie;
}

interface Media {
  id: number;
  status: string;
  urls: string[];
}

async function mediaItem(baseUrl: string, cookie: string, id: number): Promise<Media> {
  const response = await fetch(`${baseUrl}/api/admin/media/${id}`, { headers: { Cookie: cookie } });
  check(response.ok, `GET /api/admin/media/${id} answered ${response.status}`);
  return (await response.json()) as Media;
}

/** Uploads a photo and waits until the job made its derivatives; answers its id. */
async function uploadPhoto(baseUrl: string, cookie: string): Promise<number> {
  const jpeg = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("file", new File([new Uint8Array(jpeg)], "smoke.jpg", { type: "image/jpeg" }));
  const response = await fetch(`${baseUrl}/api/admin/media`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: baseUrl },
    body: form,
  });
  check(response.status === 201, `Uploading a photo answered ${response.status}`);
  const { id } = (await response.json()) as Media;
  const deadline = Date.now() + 60_000;
  let item = await mediaItem(baseUrl, cookie, id);
  while (item.status === "processing" && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    item = await mediaItem(baseUrl, cookie, id);
  }
  check(item.status === "ready", `The photo is ${item.status}, not ready`);
  await servesPhoto(baseUrl, cookie, id);
  return id;
}

async function servesPhoto(baseUrl: string, cookie: string, id: number) {
  const item = await mediaItem(baseUrl, cookie, id);
  check(item.status === "ready" && item.urls.length > 0, `Photo ${id} is ${item.status}`);
  for (const url of item.urls) {
    const served = await fetch(`${baseUrl}${url}`);
    check(served.status === 200, `GET ${url} answered ${served.status}`);
  }
}

/** The checks a running server must pass, wherever it runs; answers the uploaded photo's id. */
async function httpChecks(baseUrl: string, email: string, password: string): Promise<number> {
  await step("home page", () => page(`${baseUrl}/`, /Akwaaba Stays/));
  await step("hotel page", () => page(`${baseUrl}/hotels/labadi-beach-hotel`, /Labadi Beach/));
  await step("/go/ redirect", async () => {
    const response = await fetch(`${baseUrl}/go/hotel/labadi-beach-hotel?placement=hotel-page`, {
      headers: BROWSER,
      redirect: "manual",
    });
    const location = response.headers.get("location") ?? "";
    check(response.status === 302, `/go/ answered ${response.status}`);
    check(/^https:\/\/www\.booking\.com\//.test(location), `/go/ sent to ${location}`);
  });
  const cookie = await step("owner signs in", () => signIn(baseUrl, email, password));
  return step("photo upload, cut by the job", () => uploadPhoto(baseUrl, cookie));
}

interface Server {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/**
 * The command the systemd unit the release ships starts (its ExecStart), with the release's
 * folder where the unit says /opt/akwaaba/current: the release's own Node and `scripts/start.ts`.
 */
function unitCommand(appDir: string): string[] {
  const unit = readFileSync(path.join(appDir, "deploy/akwaaba.service"), "utf8");
  const execStart = /^ExecStart=(.+)$/m.exec(unit)?.[1];
  check(execStart, "deploy/akwaaba.service has no ExecStart");
  return execStart.replaceAll("/opt/akwaaba/current", appDir).trim().split(/\s+/);
}

/** Starts the installed app as an operator would: the unit's command, in the release's folder. */
function startInstalled(appDir: string, env: NodeJS.ProcessEnv, port: number): Promise<Server> {
  const [command, ...args] = unitCommand(appDir);
  const child = spawn(command!, args, {
    cwd: appDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      child.kill("SIGKILL");
      reject(new Error(`${why}. Output:\n${output}`));
    };
    const timer = setTimeout(() => fail("The server was not ready in 120 s"), 120_000);
    child.once("exit", (code) => fail(`The server exited with code ${code} before it was ready`));
    const poll = async () => {
      const ready = await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (!ready) return void setTimeout(() => void poll(), 200);
      clearTimeout(timer);
      child.removeAllListeners("exit");
      resolve({ url, child, output: () => output });
    };
    void poll();
  });
}

/** The process's resident memory now and at its peak, from /proc (Linux). */
function memory(pid: number): string {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024);
  return `resident ${mb("VmRSS")} MB, peak ${mb("VmHWM")} MB`;
}

async function stopGracefully(server: Server) {
  const exited = new Promise<number | null>((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  const code = await exited;
  check(code === 0, `SIGTERM: the server exited with ${code}. Output:\n${server.output()}`);
  check(server.output().includes("Shut down cleanly"), "SIGTERM: no clean shutdown logged");
}

async function runInstalled(
  appDir: string,
  script: string,
  env: NodeJS.ProcessEnv,
  args: string[],
) {
  const node = path.join(appDir, "node_modules/.bin/node");
  return run(node, [`scripts/${script}.ts`, ...args], { cwd: appDir, env });
}

/**
 * `systemd-analyze verify` on deploy/akwaaba.service as the release ships it, with the release's
 * folder where the unit says /opt/akwaaba/current (so its ExecStart must exist and be executable)
 * and the settings file optional. The server then starts with the unit's own command. Any
 * complaint fails, warnings too (an unknown key is only a warning). Skipped where systemd is not
 * installed.
 */
async function verifySystemdUnit(root: string, appDir: string) {
  const analyze = "/usr/bin/systemd-analyze";
  if (!existsSync(analyze)) return console.log("(skipped: no systemd-analyze here)");
  const unit = readFileSync(path.join(appDir, "deploy/akwaaba.service"), "utf8")
    .replaceAll("/opt/akwaaba/current", appDir)
    .replace(/^EnvironmentFile=/m, "EnvironmentFile=-");
  const unitFile = path.join(root, "akwaaba.service");
  writeFileSync(unitFile, unit);
  const { stdout, stderr } = await run(analyze, ["verify", unitFile]).catch(
    (error: { stdout: string; stderr: string }) => error,
  );
  const complaints = `${stdout}${stderr}`.trim();
  check(complaints === "", `systemd-analyze verify deploy/akwaaba.service:\n${complaints}`);
}

async function fullRun() {
  check(
    existsSync("build/server/index.js"),
    "No build found in build/: run `npm run build` first (the package ships the build).",
  );
  const root = mkdtempSync(path.join(tmpdir(), "akwaaba-smoke-"));
  const appDir = path.join(root, "app");
  try {
    const tarball = await step("npm pack", async () => {
      const { stdout } = await run("npm", ["pack", "--silent", "--pack-destination", root]);
      return path.join(root, stdout.trim().split("\n").at(-1)!);
    });
    await step("unpack and install production packages", async () => {
      await run("mkdir", ["-p", appDir]);
      await run("tar", ["-xzf", tarball, "-C", appDir, "--strip-components=1"]);
      // npm pack never ships the lock file; the lock pins what the install resolves.
      await run("cp", ["package-lock.json", appDir]);
      await run("npm", ["install", "--omit=dev", "--no-audit", "--no-fund"], {
        cwd: appDir,
        maxBuffer: 16 * 1024 * 1024,
      });
      const installed = DEV_ONLY.filter((name) =>
        existsSync(path.join(appDir, "node_modules", name)),
      );
      check(
        installed.length === 0,
        `The production install holds dev tools: ${installed.join(", ")}`,
      );
      const { stdout } = await run("du", ["-sm", path.join(appDir, "node_modules")]);
      const packages = readdirSync(path.join(appDir, "node_modules")).length;
      console.log(`(node_modules: ${stdout.split("\t")[0]} MB, ${packages} top-level entries)`);
    });
    await step("systemd unit verifies against the installed release", () =>
      verifySystemdUnit(root, appDir),
    );

    const port = await freePort();
    const email = "owner@akwaabastays.com";
    const password = `smoke-${randomBytes(12).toString("hex")}`;
    const env = (dataDir: string): NodeJS.ProcessEnv => ({
      // Only what a service manager would pass: none of this shell's database or test settings.
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      SITE_URL: `http://127.0.0.1:${port}`,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      OWNER_EMAIL: email,
      ADMIN_PASSWORD: password,
      SESSION_SECRET: randomBytes(32).toString("hex"),
    });
    const served = env(path.join(root, "data"));
    // The same secrets for the restored copy: the audit log's chain is signed with SESSION_SECRET.
    const restored = { ...served, DATA_DIR: path.join(root, "data-restored") };

    let server = await step("first start (creates the database)", () =>
      startInstalled(appDir, served, port),
    );
    try {
      const photo = await httpChecks(server.url, email, password);
      const archive = await step("backup while serving", async () => {
        const { stdout } = await runInstalled(appDir, "backup", served, []);
        const file = stdout.trim().split("\n").at(-1)!;
        check(file.endsWith(".tar.gz") && existsSync(file), `Backup printed ${file}`);
        return file;
      });
      console.log(`(server memory after the checks: ${memory(server.child.pid!)})`);
      await step("graceful stop (SIGTERM)", () => stopGracefully(server));
      await step("restore into an empty DATA_DIR", async () => {
        const { stdout } = await runInstalled(appDir, "restore", restored, [archive]);
        check(/^Restored /m.test(stdout), `Restore printed:\n${stdout}`);
      });
      server = await step("start on the restored database", () =>
        startInstalled(appDir, restored, port),
      );
      await step("restored copy serves the hotel and the photo", async () => {
        await page(`${server.url}/hotels/labadi-beach-hotel`, /Labadi Beach/);
        await servesPhoto(server.url, await signIn(server.url, email, password), photo);
      });
      await step("graceful stop (SIGTERM)", () => stopGracefully(server));
    } catch (error) {
      server.child.kill("SIGKILL");
      console.error(
        `The server's last lines:\n${server.output().split("\n").slice(-30).join("\n")}`,
      );
      throw error;
    }
  } finally {
    if (process.env.SMOKE_KEEP === "1") console.log(`Kept ${root}`);
    else rmSync(root, { recursive: true, force: true });
  }
}

const started = Date.now();
const urlFlag = process.argv.indexOf("--url");
try {
  if (urlFlag >= 0) {
    const baseUrl = process.argv[urlFlag + 1]?.replace(/\/+$/, "");
    const email = process.env.OWNER_EMAIL ?? process.env.CONTACT_EMAIL ?? "hello@akwaabastays.com";
    check(
      baseUrl && process.env.ADMIN_PASSWORD,
      "Usage: ADMIN_PASSWORD=... smoke --url <base URL>",
    );
    await httpChecks(baseUrl, email, process.env.ADMIN_PASSWORD);
  } else {
    await fullRun();
  }
} catch (error) {
  console.log("FAILED");
  console.error((error as Error).message);
  process.exit(1);
}
const total = Date.now() - started;
const width = Math.max(...timings.map((timing) => timing.step.length));
console.log("\nProduction smoke test passed:");
for (const { step: name, ms } of timings) {
  console.log(`  ${name.padEnd(width)}  ${(ms / 1000).toFixed(1).padStart(6)} s`);
}
console.log(`  ${"total".padEnd(width)}  ${(total / 1000).toFixed(1).padStart(6)} s`);
