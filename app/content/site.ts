// Default meta copy, the affiliate disclosure and the blog feed shared by every page (SPEC.md
// section 2, Shared layout). The header and footer links are in site-nav.ts.

/** The blog's RSS feed (routes/blog-rss.ts), announced in every page's head and linked on /blog. */
export const blogFeed = { href: "/blog/rss.xml", title: "Ghana Travel Blog" } as const;

export const affiliateDisclosure =
  "Affiliate disclosure: we may earn a commission when you book through our travel-booking partner or buy through our retail affiliate links, at no extra cost to you. Bookings are made on the partner's site, in Ghanaian Cedi (GHS) or US Dollars.";

export const defaultMeta = {
  title: "Best Hotels in Ghana | Cheap Hotels in Accra & Luxury Hotels",
  description:
    "Compare hotels in Accra, Kumasi, Cape Coast and Tamale, from budget guest houses to five-star stays, with prices in cedis and US dollars and bookings in Ghanaian Cedi or USD.",
  keywords:
    "Ghana hotels, hotels in Accra, cheap hotels in Accra, luxury hotels in Ghana, Kumasi hotels, Cape Coast hotels, Tamale hotels, Ghana travel",
  image: "/social/default.png",
  imageAlt: "Kente-patterned artwork of Ghana's coast at sunset",
  themeColor: "#0EA5E9",
} as const;
