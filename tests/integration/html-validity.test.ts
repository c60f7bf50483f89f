// Every kind of public page, as the server sends it, checked by the Nu Html Checker (vnu.jar,
// the W3C validator's engine): no errors (issue 25), and the page's <h1> is its first heading.
// Warnings are allowed. The checker needs Java; without it this test fails rather than skips.
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminCookie } from "#tests/http.ts";
import { PAGE_TYPES, type PageType } from "#tests/page-types.ts";

const baseUrl = inject("baseUrl");
const VNU_JAR = "node_modules/vnu-jar/build/dist/vnu.jar";

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

const folder = mkdtempSync(path.join(tmpdir(), "akwaaba-html-"));
/** Each page's HTML, by its file name in the folder vnu.jar reads. */
const pages = new Map<string, { page: PageType; html: string }>();

async function save(page: PageType, init?: RequestInit) {
  const response = await fetch(`${baseUrl}${page.path}`, { ...init, redirect: "manual" });
  expect(response.status, page.path).toBe(page.status);
  const file = `${pages.size}.html`;
  const html = await response.text();
  writeFileSync(path.join(folder, file), html);
  pages.set(file, { page, html });
}

/** An operator page made in the content studio, published, then archived: a 200 and a 410. */
async function saveStudioPage() {
  const cookie = await adminCookie(baseUrl);
  const api = (method: string, apiPath: string, body?: unknown) =>
    fetch(`${baseUrl}/api/admin/content/${apiPath}`, {
      method,
      headers: { Cookie: cookie, Origin: baseUrl, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const slug = `validity-${Date.now()}`;
  const created = await api("POST", "pages", {
    slug,
    title: "Validity Check Page",
    description: "A page the HTML validity test writes.",
    intro: "An introduction for {{site.name}}.",
    body: "## First part\n\nWords with a [link](/hotels).\n\n## Second part\n\nMore words.",
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await api("PUT", `pages/${id}`, { version: 1, status: "published" })).status).toBe(200);
  await save({ name: "operator page", path: `/pages/${slug}`, status: 200 });
  expect((await api("DELETE", `pages/${id}`)).status).toBe(200);
  await save({ name: "410, archived page", path: `/pages/${slug}`, status: 410 });
}

beforeAll(async () => {
  for (const page of PAGE_TYPES) await save(page);
  await saveStudioPage();
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the served HTML of every page type", () => {
  it("has no errors by the Nu Html Checker", { timeout: 120_000 }, async () => {
    const java = spawnSync("java", ["-version"]);
    if (java.error || java.status !== 0) {
      throw new Error(
        "Java is missing: the HTML validity test runs the Nu Html Checker (vnu.jar) on it. " +
          "Install a Java runtime (Debian: apt-get install -y default-jre-headless).",
      );
    }
    // One run over the whole folder: the JVM takes about a second to start. vnu.jar exits 1
    // when it finds errors; the JSON report on stderr says which.
    const run = await promisify(execFile)(
      "java",
      ["-jar", VNU_JAR, "--errors-only", "--format", "json", folder],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? String(error) }));
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((message) => message.type !== "info")
      .map((message) => {
        const page = pages.get(path.basename(message.url ?? ""))?.page;
        const where = page ? `${page.name} (${page.path})` : (message.url ?? "?");
        return `${where} ${message.lastLine ?? "?"}:${message.firstColumn ?? "?"}: ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ""}`;
      });
    expect(errors).toEqual([]);
  });

  it("opens with the page's <h1>, before any other heading", () => {
    for (const { page, html } of pages.values()) {
      if (page.path === "/offline.html") continue;
      expect(/<h([1-6])\b/.exec(html)?.[1], `${page.name} (${page.path})`).toBe("1");
    }
  });
});
