// Navigation, footer and default meta copy shared by every page (SPEC.md section 2, Shared layout).

export interface NavLink {
  href: string;
  label: string;
}

const cityLinks: readonly NavLink[] = [
  { href: "/accra", label: "Accra" },
  { href: "/kumasi", label: "Kumasi" },
  { href: "/cape-coast", label: "Cape Coast" },
  { href: "/tamale", label: "Tamale" },
];

const cultureLinks: readonly NavLink[] = [
  { href: "/name-generator", label: "African Name Generator" },
  { href: "/ancient-culture", label: "Ancient Ghana Culture" },
  { href: "/ghana-attire", label: "Traditional Ghana Attire" },
];

export const mainNav: readonly NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/hotels", label: "Hotels" },
  ...cityLinks,
  { href: "/blog", label: "Ghana Travel Blog" },
  { href: "/contact", label: "Contact" },
];

export const quickLinks: readonly NavLink[] = [
  ...cultureLinks,
  { href: "/cheap-hotels-accra", label: "Cheap Hotels in Accra" },
  { href: "/luxury-hotels-ghana", label: "Luxury Hotels in Ghana" },
  { href: "/faq", label: "FAQ" },
];

/** The blog's RSS feed (routes/blog-rss.ts), announced in every page's head and linked on /blog. */
export const blogFeed = { href: "/blog/rss.xml", title: "Ghana Travel Blog" } as const;

export interface FooterSection {
  title: string;
  links: readonly NavLink[];
}

export const footerSections: readonly FooterSection[] = [
  {
    title: "Destinations",
    links: cityLinks,
  },
  {
    title: "Travel Documentation",
    links: [
      { href: "/blog/ghana-passport-requirements", label: "Passport Requirements for Ghana" },
      { href: "/blog/ghana-visa-requirements", label: "Ghana Visa Requirements" },
      {
        href: "/blog/kotoka-international-airport-guide",
        label: "Accra International Airport Guide",
      },
      { href: "/blog/affordable-hotels-in-accra", label: "Affordable Hotels in Accra" },
      { href: "/blog/ghana-travel-documents-checklist", label: "Travel Documents Checklist" },
    ],
  },
  {
    title: "Help & Support",
    links: [
      { href: "/contact", label: "Contact Us" },
      { href: "/about", label: "About Us" },
      { href: "/blog", label: "Travel Tips" },
      { href: "/faq", label: "FAQ" },
      { href: "/search", label: "Search the Site" },
      { href: "/shortlist", label: "Your Shortlist" },
      ...cultureLinks,
    ],
  },
  {
    title: "Legal",
    links: [
      { href: "/privacy-policy", label: "Privacy Policy" },
      { href: "/terms-of-service", label: "Terms of Service" },
      { href: "/disclaimer", label: "Disclaimer" },
      { href: "/cookie-policy", label: "Cookie Policy" },
    ],
  },
];

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
