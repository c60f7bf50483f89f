// schema.org JSON-LD builders shared by pages. Hotel ratings are never marked up as
// aggregateRating: they are indicative, not reviews collected here (DECISIONS.md item 13).
import type { Post } from "#app/models/types.ts";
import type { Crumb } from "#app/seo/breadcrumbs.ts";
import type { SiteIdentity } from "#app/seo/meta.ts";

export function breadcrumbList(site: SiteIdentity, items: readonly Crumb[]) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: `${site.url}${item.href}`,
    })),
  };
}

/** The site, with its whole-site search as a SearchAction (home and the landing pages). */
export function webSite(site: SiteIdentity) {
  return {
    "@type": "WebSite",
    name: site.name,
    url: site.url,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${site.url}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export interface HotelForMarkup {
  slug: string;
  name: string;
  city: string;
  location: string;
  description: string;
  image: string;
  price: number;
  amenities: readonly string[];
  latitude: number | null;
  longitude: number | null;
}

export function hotelItemList(
  site: SiteIdentity,
  hotels: readonly { slug: string; name: string }[],
  name: string,
  /** Where the hotels' pages are: the French list links the French pages. */
  hotelPath = "/hotels/",
) {
  return {
    "@type": "ItemList",
    name,
    numberOfItems: hotels.length,
    itemListElement: hotels.map((hotel, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: `${site.url}${hotelPath}${hotel.slug}`,
      name: hotel.name,
    })),
  };
}

export function hotelMarkup(
  site: SiteIdentity,
  hotel: HotelForMarkup,
  amenityLabel: (key: string) => string,
) {
  return {
    "@type": "Hotel",
    name: hotel.name,
    url: `${site.url}/hotels/${hotel.slug}`,
    description: hotel.description,
    image: `${site.url}${hotel.image}`,
    priceRange: `From about $${hotel.price} per night (indicative)`,
    address: {
      "@type": "PostalAddress",
      streetAddress: hotel.location,
      addressLocality: hotel.city,
      addressCountry: "GH",
    },
    ...(hotel.latitude !== null && hotel.longitude !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: hotel.latitude, longitude: hotel.longitude } }
      : {}),
    amenityFeature: hotel.amenities.map((amenity) => ({
      "@type": "LocationFeatureSpecification",
      name: amenityLabel(amenity),
      value: true,
    })),
  };
}

/** The price range of a set of hotels for markup, with SPEC.md's fallback when there are none. */
export function priceRangeOf(hotels: readonly { price: number }[]): string {
  if (hotels.length === 0) return "$0-$500";
  const prices = hotels.map((hotel) => hotel.price);
  return `$${Math.min(...prices)}-$${Math.max(...prices)}`;
}

export function faqPage(entries: readonly { question: string; answer: string }[]) {
  return {
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

/** What a BlogPosting needs of a post. */
export type PostForMarkup = Pick<
  Post,
  "slug" | "title" | "excerpt" | "image" | "author" | "publishedAt" | "updatedAt" | "tags"
>;

export function blogPosting(site: SiteIdentity, post: PostForMarkup) {
  const url = `${site.url}/blog/${post.slug}`;
  return {
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    image: `${site.url}${post.image}`,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { "@type": "Organization", name: post.author },
    publisher: { "@type": "Organization", name: site.name, url: site.url },
    keywords: post.tags.join(", "),
  };
}

/** A landing page: the collection of its hotels, the site's search, and its questions. */
export function landingPageJsonLd(
  site: SiteIdentity,
  page: {
    name: string;
    path: string;
    crumbs: readonly Crumb[];
    hotels: { items: readonly { slug: string; name: string }[]; label: string };
    faq: readonly { question: string; answer: string }[];
    /** The place the page is about, when it is one place. */
    about?: string;
  },
) {
  return [
    {
      "@type": "CollectionPage",
      name: page.name,
      url: `${site.url}${page.path}`,
      breadcrumb: breadcrumbList(site, page.crumbs),
      mainEntity: hotelItemList(site, page.hotels.items, page.hotels.label),
      ...(page.about ? { about: { "@type": "Place", name: page.about } } : {}),
    },
    webSite(site),
    faqPage(page.faq),
  ];
}
