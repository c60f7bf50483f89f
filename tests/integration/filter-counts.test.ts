// The filter counts against the real server and database (issue 40): every option's count, as the
// server writes it in the filter form, is the number of hotels the list shows once that option is
// chosen; an option that would find nothing is disabled with its zero; and old airport-shuttle
// links find the airport-pickup fact.
import { describe, expect, inject, it } from "vitest";
import { attr, visibleText } from "#tests/http.ts";
import { listedHotelSeeds } from "#tests/listed-hotels.ts";

const baseUrl = inject("baseUrl");

interface CountedOption {
  name: string;
  value: string;
  count: number;
  disabled: boolean;
  chosen: boolean;
}

/** The counted options of the page's filter form, as the server rendered them (no scripts). */
function countedOptions(html: string): CountedOption[] {
  const form = /<form[^>]*aria-label="Filter hotels"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
  const found: CountedOption[] = [];
  for (const [, name, body] of form.matchAll(
    /<select[^>]*name="(\w+)"[^>]*>([\s\S]*?)<\/select>/g,
  )) {
    for (const [, value, attrs, text] of body!.matchAll(
      /<option value="([^"]*)"([^>]*)>([^<]*)<\/option>/g,
    )) {
      const count = /\((\d+)\)$/.exec(text!)?.[1];
      if (count === undefined) continue;
      found.push({
        name: name!,
        value: value!,
        count: Number(count),
        disabled: / disabled=""/.test(attrs!),
        chosen: / selected=""/.test(attrs!),
      });
    }
  }
  for (const [, attrs, text] of form.matchAll(/<input type="checkbox"([^>]*)>\s*<span>([^<]*)/g)) {
    found.push({
      name: attr(attrs, "name")!,
      value: attr(attrs, "value")!,
      count: Number(/\((\d+)\)$/.exec(text!)![1]),
      disabled: / disabled=""/.test(attrs!),
      chosen: / checked=""/.test(attrs!),
    });
  }
  return found;
}

/** The page's query with an option chosen: a select's value replaced, a box added. */
function withOption(search: string, option: CountedOption): string {
  const params = new URLSearchParams(search);
  if (option.name === "amenity" || option.name === "has") {
    if (!params.getAll(option.name).includes(option.value))
      params.append(option.name, option.value);
  } else {
    params.set(option.name, option.value);
  }
  return params.toString();
}

async function listTotal(path: string, query: string): Promise<number> {
  const response = await fetch(`${baseUrl}${path}${query ? `?${query}` : ""}`);
  expect(response.status, `${path}?${query}`).toBe(200);
  const text = visibleText(await response.text());
  return Number(/(\d+) (?:hotels found|Hotels Found in)/.exec(text)![1]);
}

describe("filter counts", { timeout: 240_000 }, () => {
  it.each([
    ["/hotels", ""],
    ["/hotels", "city=accra&rating=3%2B"],
    ["/hotels", "amenity=wifi&has=airport-pickup"],
    ["/accra", "type=luxury"],
  ])("%s?%s: each option's count is what the list shows with it chosen", async (path, search) => {
    const html = await (await fetch(`${baseUrl}${path}${search ? `?${search}` : ""}`)).text();
    const options = countedOptions(html);
    expect(new Set(options.map((option) => option.name))).toEqual(
      new Set([
        ...(path === "/hotels" ? ["city"] : []),
        "price",
        "rating",
        "type",
        "amenity",
        "has",
      ]),
    );
    for (const option of options) {
      const label = `${option.name}=${option.value}`;
      expect(option.count, label).toBe(await listTotal(path, withOption(search, option)));
      expect(option.disabled, label).toBe(option.count === 0 && !option.chosen);
    }
  });

  it("shows a zero option disabled, and how much is known, in the server's form", async () => {
    const html = await (await fetch(`${baseUrl}/hotels?city=tamale`)).text();
    const options = countedOptions(html);
    const zero = options.find((option) => option.name === "has" && option.count === 0);
    expect(zero, "a practical fact no Tamale hotel is known to have").toMatchObject({
      disabled: true,
    });
    const text = visibleText(html);
    const tamale = listedHotelSeeds.filter((hotel) => hotel.city === "Tamale").length;
    expect(text).toMatch(new RegExp(`Backup power \\(\\d+\\) known for \\d+ of ${tamale} hotels`));
    const all = visibleText(await (await fetch(`${baseUrl}/hotels`)).text());
    expect(all).toMatch(
      new RegExp(
        `Airport pickup \\(\\d+\\) known for [1-9]\\d* of ${listedHotelSeeds.length} hotels`,
      ),
    );
  });
});

describe("airport pickup, one field", () => {
  it.each([
    ["/hotels?amenity=airport-shuttle", "/hotels?has=airport-pickup"],
    ["/hotels?amenity=pool&amenity=airport-shuttle", "/hotels?amenity=pool&has=airport-pickup"],
    ["/accra?amenity=airport-shuttle", "/accra?has=airport-pickup"],
  ])("an old link %s leads to %s", async (old, current) => {
    const response = await fetch(`${baseUrl}${old}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(current);
  });

  it("offers no airport-shuttle amenity, and the pickup filter finds the hotel that states it", async () => {
    const html = await (await fetch(`${baseUrl}/hotels?has=airport-pickup`)).text();
    expect(html).not.toContain('value="airport-shuttle"');
    expect(visibleText(html)).toContain("Accra City Hotel");
  });
});
