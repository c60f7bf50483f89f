import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails with the list of violations when axe finds any (WCAG 2.x A and AA plus best practice). */
export async function expectNoAxeViolations(page: Page) {
  // Blocks that skip layout until scrolled near (content-visibility: auto, the page's long lists)
  // have no boxes yet, and axe would measure their links as 0 px targets: lay them out as a
  // reader scrolling there would see them. (Through the CSSOM, which the page's CSP allows.)
  await page.evaluate(() => {
    // From the top of the page: scrolled down, the sticky header covers part of whatever is
    // under it, and axe measures those targets as smaller than they are (target-size). At once:
    // the site scrolls smoothly, and axe measuring mid-scroll sees the header over a moving form.
    window.scrollTo({ top: 0, behavior: "instant" });
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") {
        element.style.contentVisibility = "visible";
      }
    }
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}
