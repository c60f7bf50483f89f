import { expect, test, type BrowserContext } from "@playwright/test";
import { loggedClick } from "#tests/e2e/clicks.ts";
import { gotoHydrated, onFormPost } from "#tests/e2e/hydration.ts";
import { partnerVisit } from "#tests/e2e/partner.ts";

// Our own client address (loopback is a trusted proxy), so these form tests have their own
// rate-limit counters.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.55" } });

const PARTNER = /^https:\/\/www\.(booking|aviasales|discovercars|getyourguide)\.com\//;
const RETAILER = /^https:\/\/www\.amazon\.com\//;
const CLICK_ID = /^[A-Za-z0-9_-]{16}$/;

function day(offset: number) {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);
}

async function popupParams(context: BrowserContext, click: () => Promise<void>) {
  const { url } = await partnerVisit(context, PARTNER, click);
  return { origin: `${url.origin}${url.pathname}`, params: [...url.searchParams] };
}

/** The partner search a stays search from today opens (via /go/search/stays), as popupParams reads it. */
function expectStaysSearch(
  url: { origin: string; params: [string, string][] },
  checkout: string,
  adults: string,
  rooms: string,
) {
  expect(url.origin).toBe("https://www.booking.com/searchresults.html");
  const params = Object.fromEntries(url.params);
  expect(params).toMatchObject({
    ss: "Accra, Ghana",
    checkin: day(0),
    checkout,
    group_adults: adults,
    no_rooms: rooms,
    group_children: "0",
  });
  expect(params.label).toMatch(CLICK_ID);
}

test.describe("the home page", () => {
  test("shows every block in order, with JSON-LD", async ({ page }) => {
    await page.goto("/");
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    const order = [
      "The Ghana travel guide: when to go, where to stay, what it costs",
      "Explore Ghana's cities",
      "Featured Hotels",
      "Ghana Travel Resources",
      "Popular Hotels in Ghana",
      "Recommended Travel Accessories",
      "Essentials for Ghana's Climate",
      "Get Ghana travel tips in your inbox",
    ];
    const positions = order.map((heading) => headings.indexOf(heading));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    await expect(page.getByText(/\d+\+ hotels available/).first()).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Featured hotels" }).getByRole("article"),
    ).toHaveCount(6);
    await expect(
      page.getByRole("list", { name: "Popular hotels" }).getByRole("article"),
    ).toHaveCount(9);
    await expect(
      page.getByRole("region", { name: "Ghana Travel Resources" }).getByRole("listitem"),
    ).toHaveCount(12);
    await expect(page.getByRole("complementary", { name: "Affiliate disclosure" })).toBeVisible();

    const jsonLd = (
      await page.locator('script[type="application/ld+json"]').allTextContents()
    ).join("\n");
    expect(jsonLd).toContain('"SearchAction"');
    expect(jsonLd).toContain('"Organization"');
  });

  test("products: 6 general, 3 of 4 for Ghana with View More, opening the retailer with the tag", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    const general = page.getByRole("region", { name: "Recommended Travel Accessories" });
    await expect(general.getByRole("article")).toHaveCount(6);
    await expect(general.getByRole("link", { name: /View More Travel Essentials/ })).toHaveCount(0);
    const ghana = page.getByRole("region", { name: "Essentials for Ghana's Climate" });
    await expect(ghana.getByRole("article")).toHaveCount(3);
    const more = ghana.getByRole("link", { name: /View More Travel Essentials/ });
    await expect(more).toHaveAttribute("href", "/go/product/more?placement=products-more");

    const card = general.getByRole("link", { name: /Universal travel adapter/ });
    await expect(card).toHaveAttribute("target", "_blank");
    await expect(card).toHaveAttribute("rel", "sponsored nofollow noopener");
    const { url } = await partnerVisit(context, RETAILER, () => card.click());
    expect(url.searchParams.get("k")).toBe("Universal travel adapter with Type G plugs");
    expect(url.searchParams.get("tag")).toBe("akwaabastays-20");
  });
});

test.describe("the search box", () => {
  test("each tab opens its partner in a new tab through /go/, with the form's fields", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("tab", { name: "Stays" })).toHaveAttribute("aria-selected", "true");

    const stays = page.getByRole("form", { name: "Search stays" });
    // "Where to?" starts empty (a hint, not a place the traveller did not choose), and the dates
    // are asked once, as check-in and check-out (issue 39).
    await expect(stays.getByLabel("Where to?")).toHaveValue("");
    await expect(stays.getByLabel("Where to?")).toHaveAttribute("placeholder", /Accra/);
    await expect(stays.getByLabel("Dates", { exact: true })).toHaveCount(0);
    await expect(stays.getByLabel("Check-in")).toHaveValue(day(0));
    await expect(stays.getByLabel("Check-out")).toHaveValue(day(1));
    await expect(stays.getByLabel("Travelers")).toHaveValue("2 travelers, 1 room");
    await stays.getByLabel("Check-out").fill(day(3));
    await stays.getByLabel("Travelers").selectOption("4 travelers, 2 rooms");
    const staysUrl = await popupParams(context, () =>
      stays.getByRole("button", { name: "Search", exact: true }).click(),
    );
    expectStaysSearch(staysUrl, day(3), "4", "2");
    const label = staysUrl.params.find(([name]) => name === "label")![1];
    expect(await loggedClick(page, label)).toMatchObject({ kind: "search", key: "stays" });

    // Keyboard: arrow keys move between tabs.
    await page.getByRole("tab", { name: "Stays" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Flights" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const flights = page.getByRole("form", { name: "Search flights" });
    await expect(flights.getByLabel("To", { exact: true })).toHaveValue("Accra");
    await expect(flights.getByLabel("Travelers")).toHaveValue("1 traveler, Economy");
    await flights.getByLabel("From").fill("London");
    await flights.getByLabel("One way").check();
    await expect(flights.getByLabel("Return")).toBeDisabled();
    const flightsUrl = await popupParams(context, () =>
      flights.getByRole("button", { name: "Search Flights to Ghana" }).click(),
    );
    // "London" is every London airport, by the city's code.
    expect(flightsUrl.origin).toBe("https://www.aviasales.com/search");
    expect(Object.fromEntries(flightsUrl.params)).toEqual({
      origin_iata: "LON",
      destination_iata: "ACC",
      depart_date: day(0),
      adults: "1",
      trip_class: "0",
      sub_id: expect.stringMatching(CLICK_ID),
    });

    await page.getByRole("tab", { name: "Cars" }).click();
    const cars = page.getByRole("form", { name: "Search car rentals" });
    const carsUrl = await popupParams(context, () =>
      cars.getByRole("button", { name: "Search Car Rentals in Ghana" }).click(),
    );
    expect(carsUrl.origin).toBe("https://www.discovercars.com/");
    expect(Object.fromEntries(carsUrl.params)).toEqual({ data1: expect.stringMatching(CLICK_ID) });

    await page.getByRole("tab", { name: "Things to do" }).click();
    const activitiesUrl = await popupParams(context, () =>
      page.getByRole("button", { name: "Explore Activities" }).click(),
    );
    expect(activitiesUrl.origin).toBe("https://www.getyourguide.com/s/");
    expect(Object.fromEntries(activitiesUrl.params)).toEqual({
      q: "Ghana",
      cmp: expect.stringMatching(CLICK_ID),
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every search tab can be chosen and shows its form", async ({ page }) => {
      await page.goto("/");
      for (const [tab, form] of [
        ["Flights", "Search flights"],
        ["Cars", "Search car rentals"],
        ["Things to do", "Explore things to do"],
        ["Stays", "Search stays"],
      ] as const) {
        await page.getByRole("tab", { name: tab }).click();
        await expect(page).toHaveURL(new RegExp(`\\?tab=\\w+#search$`));
        await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
        await expect(page.getByRole("form", { name: form })).toBeVisible();
        await expect(
          page.getByRole("form", { name: form }).getByRole("button").last(),
        ).toBeEnabled();
      }
    });

    test("the stays form reaches the partner the same way", async ({ page, context }) => {
      await page.goto("/");
      const stays = page.getByRole("form", { name: "Search stays" });
      await stays.getByLabel("Travelers").selectOption("1 traveler, 1 room");
      const staysUrl = await popupParams(context, () =>
        stays.getByRole("button", { name: "Search", exact: true }).click(),
      );
      expectStaysSearch(staysUrl, day(1), "1", "1");
      const label = staysUrl.params.find(([name]) => name === "label")![1];
      expect(await loggedClick(page, label)).toMatchObject({
        kind: "search",
        key: "stays",
        placement: "search-stays",
        page: "/",
      });
    });
  });
});

test.describe("the newsletter", () => {
  test("subscribes: 'Subscribing...' while pending, then a toast and a cleared input", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    // Hold the request a moment so the pending state can be seen.
    await onFormPost(page, "/", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const email = page.getByRole("textbox", { name: "Email address" });
    await email.fill("e2e-reader@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await expect(
      page.getByText(
        "Almost there: check your inbox and click the link we sent to confirm your subscription.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByText("Check your inbox", { exact: true })).toBeVisible();
    await expect(email).toHaveValue("");
    await expect(page.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  test("a failure shows the destructive toast and keeps the address", async ({ page }) => {
    await gotoHydrated(page, "/");
    await onFormPost(page, "/", (route) => route.abort());
    const email = page.getByRole("textbox", { name: "Email address" });
    await email.fill("e2e-fail@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      page.getByText("Failed to subscribe. Please try again.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(email).toHaveValue("e2e-fail@example.com");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("posts to the page and shows the answer", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("textbox", { name: "Email address" }).fill("e2e-nojs@example.com");
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "Almost there: check your inbox and click the link we sent to confirm your subscription.",
      );
      await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue("");
    });
  });
});

test.describe("the contact page", () => {
  const message = "We land at Kotoka on a Friday night: which area is best for one night?";

  test("has the form and useful content", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveAttribute(
      "placeholder",
      "Tell us how we can help you...",
    );
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveAttribute("rows", "5");
    await expect(page.getByText(/we are not a booking agent/)).toBeVisible();
    await expect(page.getByRole("link", { name: "hello@akwaabastays.com" })).toHaveAttribute(
      "href",
      "mailto:hello@akwaabastays.com",
    );
    // The honeypot is invisible and out of reach.
    await expect(page.locator("input[name=website]")).toHaveAttribute("tabindex", "-1");
  });

  test("sends: 'Sending...' while pending, then a toast and cleared fields", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await onFormPost(page, "/contact", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole("textbox", { name: "Name" }).fill("Kwame E2E");
    await page.getByRole("textbox", { name: "Email" }).fill("kwame@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill(message);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(
      page.getByText("Your message has been sent successfully.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Success!", { exact: true })).toBeVisible();
    for (const label of ["Name", "Email", "Message"]) {
      await expect(page.getByRole("textbox", { name: label, exact: true })).toHaveValue("");
    }
  });

  test("a failure shows the destructive toast and keeps the fields", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await onFormPost(page, "/contact", (route) => route.abort());
    await page.getByRole("textbox", { name: "Name" }).fill("Kwame E2E");
    await page.getByRole("textbox", { name: "Email" }).fill("kwame@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill(message);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByText("Failed to send message. Please try again.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Kwame E2E");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(message);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows field errors next to the fields, keeps them, then confirms", async ({ page }) => {
      await page.goto("/contact");
      // Only spaces passes the browser's required check; the server's trims it away.
      await page.getByRole("textbox", { name: "Name" }).fill("   ");
      await page.getByRole("textbox", { name: "Email" }).fill("ama@example.com");
      await page.getByRole("textbox", { name: "Message" }).fill(message);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Name is required.")).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(message);

      await page.getByRole("textbox", { name: "Name" }).fill("Ama No-JS");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status")).toHaveText("Your message has been sent successfully.");
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("");
    });
  });
});
