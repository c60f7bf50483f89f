// One address of every kind of public page the site serves, with the status it answers: the
// list the whole-site checks (HTML validity, heading order) walk.
import { slugify } from "#app/domain/content/slug.ts";
import { hotelSeeds } from "#app/seed/hotels.ts";
import { postSeeds } from "#app/seed/seed.server.ts";

export interface PageType {
  name: string;
  path: string;
  status: number;
}

const [hotel, otherHotel] = hotelSeeds.map((seed) => slugify(seed.name));
const shortlist = `hotels=${hotel},${otherHotel}`;

export const PAGE_TYPES: readonly PageType[] = [
  { name: "home", path: "/", status: 200 },
  { name: "home, flights tab", path: "/?tab=flights", status: 200 },
  { name: "hotels", path: "/hotels", status: 200 },
  { name: "hotels, filtered", path: "/hotels?city=kumasi&rating=4%2B", status: 200 },
  { name: "cities", path: "/cities", status: 200 },
  { name: "city", path: "/accra", status: 200 },
  { name: "hotel", path: `/hotels/${hotel}`, status: 200 },
  { name: "budget landing", path: "/cheap-hotels-accra", status: 200 },
  { name: "luxury landing", path: "/luxury-hotels-ghana", status: 200 },
  { name: "blog", path: "/blog", status: 200 },
  { name: "blog, page 2", path: "/blog?page=2", status: 200 },
  { name: "blog post", path: `/blog/${postSeeds[0]!.slug}`, status: 200 },
  { name: "FAQ", path: "/faq", status: 200 },
  { name: "FAQ, filtered", path: "/faq?q=visa", status: 200 },
  { name: "search", path: "/search", status: 200 },
  { name: "search results", path: "/search?q=accra", status: 200 },
  { name: "search, nothing found", path: "/search?q=zzqxv", status: 200 },
  { name: "compare", path: `/compare?${shortlist}`, status: 200 },
  { name: "shortlist", path: "/shortlist", status: 200 },
  { name: "shared shortlist", path: `/shortlist?${shortlist}`, status: 200 },
  { name: "name generator", path: "/name-generator", status: 200 },
  { name: "culture article", path: "/ancient-culture", status: 200 },
  { name: "culture article, attire", path: "/ghana-attire", status: 200 },
  { name: "privacy policy", path: "/privacy-policy", status: 200 },
  { name: "terms of service", path: "/terms-of-service", status: 200 },
  { name: "disclaimer", path: "/disclaimer", status: 200 },
  { name: "cookie policy", path: "/cookie-policy", status: 200 },
  { name: "contact", path: "/contact", status: 200 },
  { name: "about", path: "/about", status: 200 },
  { name: "newsletter confirmation, no token", path: "/newsletter/confirm", status: 400 },
  { name: "newsletter preferences, no token", path: "/newsletter/preferences", status: 400 },
  { name: "unsubscribe, no token", path: "/newsletter/unsubscribe", status: 400 },
  { name: "admin login", path: "/admin", status: 200 },
  { name: "offline page", path: "/offline.html", status: 200 },
  { name: "404", path: "/no-such-page", status: 404 },
  { name: "404, hotel", path: "/hotels/no-such-hotel", status: 404 },
  { name: "404, blog post", path: "/blog/no-such-post", status: 404 },
  // The French site (issue 44).
  { name: "French home", path: "/fr", status: 200 },
  { name: "French city", path: "/fr/accra", status: 200 },
  { name: "French guide", path: "/fr/blog/money-in-ghana", status: 200 },
  {
    name: "French guide, no English twin",
    path: "/fr/blog/by-road-from-cote-divoire-and-togo",
    status: 200,
  },
  { name: "French FAQ", path: "/fr/faq", status: 200 },
  { name: "French FAQ category", path: "/fr/faq/visa", status: 200 },
  { name: "French guides", path: "/fr/blog", status: 200 },
  { name: "French search", path: "/fr/search?q=visa%20a%20l%27arrivee", status: 200 },
  { name: "French landing", path: "/fr/luxury-hotels-ghana", status: 200 },
  { name: "French legal page", path: "/fr/privacy-policy", status: 200 },
  { name: "French contact", path: "/fr/contact", status: 200 },
  { name: "French newsletter", path: "/fr/newsletter", status: 200 },
  {
    name: "French newsletter confirmation, no token",
    path: "/fr/newsletter/confirm",
    status: 400,
  },
  { name: "French unsubscribe, no token", path: "/fr/newsletter/unsubscribe", status: 400 },
  { name: "French hotels", path: "/fr/hotels", status: 200 },
  { name: "French hotels, filtered", path: "/fr/hotels?city=kumasi&rating=4%2B", status: 200 },
  { name: "French hotel", path: `/fr/hotels/${hotel}`, status: 200 },
  { name: "French, not yet translated", path: "/fr/cities", status: 404 },
  { name: "French 404", path: "/fr/no-such-page", status: 404 },
  { name: "French 404, hotel", path: "/fr/hotels/no-such-hotel", status: 404 },
  { name: "French guests' report", path: `/fr/hotels/${hotel}/stayed`, status: 200 },
];
