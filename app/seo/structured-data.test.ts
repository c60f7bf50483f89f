import { describe, expect, it } from "vitest";
import {
  blogPosting,
  breadcrumbList,
  faqPage,
  hotelItemList,
  hotelMarkup,
  priceRangeOf,
  webSite,
} from "#app/seo/structured-data.ts";

const site = { name: "Akwaaba Stays", url: "https://stays.example" };

describe("structured data", () => {
  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    expect(
      breadcrumbList(site, [
        { label: "Home", href: "/" },
        { label: "Hotels", href: "/hotels" },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://stays.example/" },
      { "@type": "ListItem", position: 2, name: "Hotels", item: "https://stays.example/hotels" },
    ]);
  });

  it("points the site's SearchAction at the site search", () => {
    expect(webSite(site).potentialAction.target.urlTemplate).toBe(
      "https://stays.example/search?q={search_term_string}",
    );
    expect(webSite(site).potentialAction["query-input"]).toBe("required name=search_term_string");
  });

  it("lists hotels by their page URL and counts them", () => {
    const list = hotelItemList(site, [{ slug: "labadi-beach-hotel", name: "Labadi Beach" }], "x");
    expect(list.numberOfItems).toBe(1);
    expect(list.itemListElement[0]!.url).toBe("https://stays.example/hotels/labadi-beach-hotel");
  });

  it("marks up a hotel without a rating and adds geo only when both coordinates exist", () => {
    const hotel = {
      slug: "h",
      name: "H",
      city: "Accra",
      location: "Osu",
      description: "d",
      image: "/images/h.webp",
      price: 80,
      amenities: ["wifi"],
      latitude: 5.55,
      longitude: null,
    };
    const markup = hotelMarkup(site, hotel, (key) => key.toUpperCase());
    expect(markup).not.toHaveProperty("aggregateRating");
    expect(markup).not.toHaveProperty("geo");
    expect(markup.image).toBe("https://stays.example/images/h.webp");
    expect(markup.amenityFeature[0]!.name).toBe("WIFI");
    expect(hotelMarkup(site, { ...hotel, longitude: -0.2 }, String)).toHaveProperty("geo");
  });

  it("gives the price range of hotels, with the fallback for none", () => {
    expect(priceRangeOf([{ price: 40 }, { price: 250 }, { price: 90 }])).toBe("$40-$250");
    expect(priceRangeOf([])).toBe("$0-$500");
  });

  it("turns questions into an FAQPage and a post into a BlogPosting", () => {
    expect(faqPage([{ question: "Q?", answer: "A." }]).mainEntity[0]!.acceptedAnswer.text).toBe(
      "A.",
    );
    const post = blogPosting(site, {
      slug: "p",
      title: "T",
      excerpt: "E",
      image: "/i.webp",
      author: "Akwaaba Stays",
      publishedAt: "2026-01-01",
      updatedAt: "2026-02-01",
      tags: ["accra", "food"],
    });
    expect(post.mainEntityOfPage).toBe("https://stays.example/blog/p");
    expect(post.keywords).toBe("accra, food");
  });
});
