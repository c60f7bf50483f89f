// The site identity, partner hosts and operator-set figures that pages need, from the env.
import type { PartnerConfig } from "#app/domain/partners/go-links.ts";
import type { Env } from "#app/env.server.ts";
import { facts } from "#app/content/facts.ts";

export interface SocialProfile {
  label: string;
  href: string;
}

export interface SiteConfig {
  name: string;
  url: string;
  contactEmail: string;
  socials: SocialProfile[];
  /** Figures that cannot be computed from data (DECISIONS.md item 2). */
  claims: { travellers: string; rating: string; support: string };
  /** Partner origins the browser may resolve early (dns-prefetch). */
  prefetchHosts: string[];
  partners: PartnerConfig;
  /**
   * What a price on a list is, with the rates Ghana adds to a hotel bill from the register: said
   * beside every list of prices (app/components/price-note.tsx). Sent as data, not script.
   */
  priceNote: string;
}

const STAYS_ORIGINS = {
  booking: "https://www.booking.com",
  "booking-awin": "https://www.awin1.com",
  agoda: "https://www.agoda.com",
} as const;

export function siteConfig(env: Env): SiteConfig {
  const socials: SocialProfile[] = [
    { label: "Facebook", href: env.SOCIAL_FACEBOOK_URL },
    { label: "Instagram", href: env.SOCIAL_INSTAGRAM_URL },
    { label: "X", href: env.SOCIAL_X_URL },
    { label: "YouTube", href: env.SOCIAL_YOUTUBE_URL },
  ].filter((profile): profile is SocialProfile => Boolean(profile.href));
  return {
    name: env.SITE_NAME,
    url: env.SITE_URL,
    contactEmail: env.CONTACT_EMAIL,
    socials,
    claims: {
      travellers: env.CLAIM_TRAVELLERS,
      rating: env.CLAIM_RATING,
      support: env.CLAIM_SUPPORT,
    },
    partners: { mapsUrl: env.MAPS_SEARCH_URL },
    // Sent as text, so browsers never download the register itself.
    priceNote: `Indicative rates a night, not live offers, each in the currency its source gave; each hotel's page says who gave its rate and when, or that it is undated. ${facts["money.hotel-vat-rate"].value} VAT and ${facts["money.tourism-levy-rate"].value} tourism levy may be added.`,
    // The /go/ redirects land on these: resolving them early saves a lookup after the click.
    prefetchHosts: [STAYS_ORIGINS[env.STAYS_PARTNER], "https://www.amazon.com"],
  };
}
