import { expect, test } from "@playwright/test";

test.use({ serviceWorkers: "allow" });

test("the service worker keeps saved pages working offline and shows the offline page otherwise", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first page was loaded before the worker took control; a reload brings it in.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  const cacheNames = await page.evaluate(() => caches.keys());
  expect(cacheNames).toHaveLength(1);
  expect(cacheNames[0]).toMatch(/^akwaaba-/);

  await context.setOffline(true);
  await page.goto("/hotels");
  await expect(page.getByRole("heading", { level: 1, name: "Hotels in Ghana" })).toBeVisible();

  await page.goto("/faq");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await expect(page.getByRole("link", { name: "All hotels" })).toBeVisible();
  await context.setOffline(false);

  // Nothing private is ever cached, whether a page or React Router's data for one.
  await page.evaluate(async () => {
    const paths = ["/admin", "/admin.data", "/admin/dashboard.data", "/api/cities"];
    await Promise.all(paths.map((path) => fetch(path)));
  });
  const cachedPaths = await page.evaluate(async () => {
    const cache = await caches.open((await caches.keys())[0]!);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
  expect(cachedPaths.some((path) => path.startsWith("/admin") || path.startsWith("/api/"))).toBe(
    false,
  );
  expect(cachedPaths).toEqual(expect.arrayContaining(["/", "/hotels", "/offline.html"]));
});
