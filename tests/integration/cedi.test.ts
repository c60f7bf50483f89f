// Prices in cedis: the operator sets the rate and its date in Settings (audited), and every
// hotel price then shows its cedi equivalent, with the rate's date near the prices. Without a
// rate, prices are in dollars only: no rate is ever guessed.
import { afterAll, describe, expect, inject, it } from "vitest";
import { cediAmount, formatCedis } from "#app/domain/cedi.ts";
import { adminCookie, visibleText } from "#tests/http.ts";

const baseUrl = inject("baseUrl");

async function saveRate(usdToGhs: string, rateDate: string) {
  const cookie = await adminCookie(baseUrl);
  return fetch(`${baseUrl}/admin/dashboard/settings`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: baseUrl },
    body: new URLSearchParams({ intent: "currency", usdToGhs, rateDate }),
  });
}

async function text(path: string) {
  return visibleText(await (await fetch(`${baseUrl}${path}`)).text());
}

afterAll(async () => {
  await saveRate("", "");
});

describe("prices in cedis", () => {
  it("shows dollars only until the operator sets a rate", async () => {
    const hotel = await text("/hotels/labadi-beach-hotel");
    expect(hotel).toMatch(/\$\d+ per night/);
    expect(hotel).not.toContain("GH₵");
  });

  it("refuses a rate without its date, saying why", async () => {
    const refused = await saveRate("15.45", "");
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("Give the date the rate is from");
  });

  it("shows every hotel price in cedis too, with the rate's date, once a rate is saved", async () => {
    expect((await saveRate("15.45", "2026-11-24")).status).toBe(200);

    const hotel = await text("/hotels/labadi-beach-hotel");
    const usd = Number(/\$(\d+) per night ≈ GH₵ [\d,]+/.exec(hotel)![1]);
    expect(hotel).toContain(`$${usd} per night ≈ ${formatCedis(cediAmount(usd, 15.45))}`);
    expect(hotel).toContain("at the rate of November 24, 2026 (GH₵ 15.45 to the dollar)");

    for (const path of ["/hotels", "/accra", "/cheap-hotels-accra", "/luxury-hotels-ghana", "/"]) {
      const page = await text(path);
      const prices = page.match(/\$\d+ \/ night( ≈ GH₵ [\d,]+)?/g) ?? [];
      expect(prices.length, path).toBeGreaterThan(0);
      for (const price of prices) {
        const [, dollars] = /^\$(\d+)/.exec(price)!;
        expect(price, path).toBe(
          `$${dollars} / night ≈ ${formatCedis(cediAmount(Number(dollars), 15.45))}`,
        );
      }
      expect(page, path).toContain("at the rate of November 24, 2026");
    }

    const cookie = await adminCookie(baseUrl);
    const audit = (await (
      await fetch(`${baseUrl}/api/admin/audit`, { headers: { Cookie: cookie } })
    ).json()) as { action: string; changes: Record<string, { to: string }> }[];
    expect(audit.find((entry) => entry.action === "cedi rate saved")?.changes).toMatchObject({
      usdToGhs: { to: "15.45" },
      rateDate: { to: "2026-11-24" },
    });
  });

  it("goes back to dollars only when the rate is cleared", async () => {
    expect((await saveRate("", "")).status).toBe(200);
    expect(await text("/hotels")).not.toContain("GH₵");
  });
});
