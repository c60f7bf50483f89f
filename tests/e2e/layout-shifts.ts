import type { Page } from "@playwright/test";

/** From the next navigation on, adds up the page's layout shifts (CLS without its windows). */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.total += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts of the current page so far, added up. */
export function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total);
}
