// The header's and footer's English links (SPEC.md section 2, Shared layout), apart from
// site.ts so that no page's script carries them: the server sends them in the page's language
// (app/content/i18n/en.ts, app/i18n/i18n.server.ts).

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
