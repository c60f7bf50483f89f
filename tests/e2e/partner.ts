// Where a click-out sends the browser. The partners' sites are outside this project and no test
// reaches them: what a test checks is the address the browser was sent to. Playwright's routes see
// only a navigation's first request, never the one a redirect makes (its documented limit), so the
// request /go/ redirects to goes out and fails here, offline; the request itself is what is read.
import type { BrowserContext } from "@playwright/test";

export interface PartnerVisit {
  /** The partner address the new tab was sent to. */
  url: URL;
  /** The first address of its redirect chain (our /go/ link), or the partner's when it had none. */
  from: URL;
}

/** Runs `click`, which opens a new tab, and returns where that tab was sent on `partner`. */
export async function partnerVisit(
  context: BrowserContext,
  partner: RegExp,
  click: () => Promise<void>,
): Promise<PartnerVisit> {
  const sent = context.waitForEvent("request", {
    predicate: (request) => partner.test(request.url()),
  });
  const [popup] = await Promise.all([context.waitForEvent("page"), click()]);
  const request = await sent;
  await popup.close();
  let first = request;
  while (first.redirectedFrom()) first = first.redirectedFrom()!;
  return { url: new URL(request.url()), from: new URL(first.url()) };
}
