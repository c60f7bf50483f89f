import { expect, test } from "@playwright/test";
import { gotoHydrated, waitForHydration } from "#tests/e2e/hydration.ts";

test("the home page renders its title and cities", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Best Hotels in Ghana | Cheap Hotels in Accra & Luxury Hotels");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Accra", level: 3, exact: true })).toBeVisible();
});

test("the about page shows every section", async ({ page }) => {
  await page.goto("/about");
  await expect(page).toHaveTitle("About Us | Akwaaba Stays");
  for (const name of [
    "Our mission",
    "What we value",
    "Our impact",
    "How we work",
    "Company information",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "hello@akwaabastays.com" })).toHaveAttribute(
    "href",
    "mailto:hello@akwaabastays.com",
  );
});

for (const [path, heading, updated] of [
  ["/privacy-policy", "Privacy Policy", "November 29, 2026"],
  ["/terms-of-service", "Terms of Service", "July 17, 2025"],
  ["/disclaimer", "Disclaimer", "November 29, 2026"],
  ["/cookie-policy", "Cookie Policy", "July 17, 2025"],
] as const) {
  test(`${path} shows its sections and the date, and its contents jump`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(`Last updated ${updated}`)).toBeVisible();
    const sections = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    expect(await sections.count()).toBeGreaterThanOrEqual(7);
    // The table of contents jumps to its section.
    const second = sections.nth(1);
    const target = (await second.getAttribute("href"))!;
    await second.click();
    await expect(page.locator(target)).toBeInViewport();
  });
}

test("an unknown path shows the 404 screen with status 404", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(page).toHaveTitle("Page Not Found | Akwaaba Stays");
  await expect(page.getByRole("link", { name: "Browse hotels" })).toHaveAttribute(
    "href",
    "/hotels",
  );
});

test("a page's 404 from the root's boundary hydrates, loads its screen's script and navigates", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("404 (Not Found)")) {
      problems.push(message.text());
    }
  });
  page.on("pageerror", (error) => problems.push(error.message));
  // A one-segment path is a city's: the city route answers 404 and the root's boundary shows it.
  const response = await page.goto("/no-such-place");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await waitForHydration(page);
  // The screen's script loads apart from the page's (app/components/error-screen.tsx); once it
  // has, its links navigate in the page.
  await page.waitForFunction(() =>
    performance
      .getEntriesByType("resource")
      .some((entry) => /\/assets\/error-screen-[\w-]+\.js$/.test(entry.name)),
  );
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole("link", { name: "Browse hotels" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Hotels");
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(problems).toEqual([]);
});

test("the page's scripts but the framework's load once its stylesheet has, then React hydrates it", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  // A distant link, as on the phones the order is for: on this machine's own the stylesheet can
  // arrive before the head is parsed, and the framework's early start would not show.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 200,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.goto("/hotels");
  await waitForHydration(page);
  const timing = await page.evaluate(() => {
    const scripts = performance.getEntriesByType("resource").filter((entry) => {
      const { pathname } = new URL(entry.name);
      return pathname.endsWith(".js") && !pathname.startsWith("/assets/framework-");
    });
    const framework = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/framework-"));
    const [stylesheet] = (
      performance.getEntriesByType("resource") as PerformanceResourceTiming[]
    ).filter((entry) => new URL(entry.name).pathname.endsWith(".css"));
    return {
      releasedAfter: stylesheet!.responseEnd,
      scriptStarts: scripts.map((entry) => entry.startTime),
      frameworkStarts: framework.map((entry) => entry.startTime),
      preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
    };
  });
  expect(timing.scriptStarts.length).toBeGreaterThan(3);
  for (const start of timing.scriptStarts) {
    expect(start).toBeGreaterThanOrEqual(timing.releasedAfter);
  }
  expect(timing.preloads).toBeGreaterThan(3);
  // The framework goes at once: it fills the link while the stylesheet's request is on its way.
  expect(timing.frameworkStarts).toHaveLength(1);
  expect(timing.frameworkStarts[0]).toBeLessThan(timing.releasedAfter);
  // Hydrated: client-side navigation works without a full page load.
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Accra" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Accra");
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(problems).toEqual([]);
});

test("once hydrated, a page prefetches /hotels, /blog and /cities with their data and modules, which a click then takes from the cache", async ({
  page,
}) => {
  const fetched = new Map<string, number>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith(".data") || /^\/assets\/(hotels|blog|cities)-/.test(pathname)) {
      fetched.set(pathname.replace(/-[\w-]+\.js$/, ".js"), response.status());
    }
  });
  await gotoHydrated(page, "/about");
  await expect
    .poll(() => Object.fromEntries(fetched))
    .toEqual({
      "/hotels.data": 200,
      "/blog.data": 200,
      "/cities.data": 200,
      "/assets/hotels.js": 200,
      "/assets/blog.js": 200,
      "/assets/cities.js": 200,
    });
  // Prefetched, not preloaded: the browser neither compiles nor runs a page it may never show.
  expect(await page.locator('link[rel="modulepreload"][href^="/assets/hotels-"]').count()).toBe(0);
  const moduleEntries = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/hotels-[\w-]+\.js$/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
  expect(await moduleEntries()).toHaveLength(1);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Hotels" })
    .first()
    .click();
  await expect(page).toHaveURL(/\/hotels$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The click's import of the page's module came from the HTTP cache: nothing on the wire.
  await expect.poll(moduleEntries).toHaveLength(2);
  expect((await moduleEntries())[1]).toBe(0);
});
