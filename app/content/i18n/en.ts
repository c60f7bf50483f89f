// The English interface strings the server renders through i18next (app/i18n/i18n.server.ts),
// from app/content/site.ts where they were already written (docs/decisions/048).
import { affiliateDisclosure } from "#app/content/site.ts";
import { footerSections, mainNav, quickLinks } from "#app/content/site-nav.ts";

export const en = {
  header: {
    home: "Home",
    mainNav: "Main",
    mobileNav: "Mobile",
    quickLinks: "Quick Links",
    search: "Search",
    searchForm: "Site search",
    searchSite: "Search the site",
    searchPlaceholder: "Search hotels, cities, guides",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menu: "Menu",
    skip: "Skip to content",
  },
  nav: mainNav,
  quickLinks,
  footer: {
    home: "/",
    tagline: "Independent guides to hotels and travel in Ghana, from Accra to Tamale.",
    social: "Social media",
    newTab: "(opens in a new tab)",
    rights: "All rights reserved.",
    disclosure: affiliateDisclosure,
    sections: footerSections,
  },
  // The switch on an English page names French in French: the one French word it carries.
  switch: { label: "Français" },
  // The footer's page weight and Lite switch (app/components/layout/page-weight.tsx,
  // lite-mode-form.tsx), sent in the root's data so no page's script carries them.
  notes: {
    weight: "This page:",
    unit: "KB",
    measured:
      "(measured as sent: the compressed HTML, scripts, stylesheet and font; images not counted)",
    lite: "Lite mode",
    liteState: "Lite mode:",
    on: "on",
    off: "off",
    liteHint: "(no scripts, images on tap)",
    turnOn: "Turn Lite on",
    turnOff: "Turn Lite off",
  },
};
