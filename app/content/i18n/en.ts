// The English interface strings the server renders through i18next (app/i18n/i18n.server.ts):
// the same words as app/content/site.ts, which English pages' header still imports directly so
// an English page's script and data are as before (docs/decisions/047).
import { affiliateDisclosure, footerSections } from "#app/content/site.ts";

export const en = {
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
};
