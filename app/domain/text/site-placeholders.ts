// Long-form pages name the site through placeholders, so a page's words follow the site's
// configured name, address and mailbox: {{site.name}}, {{site.url}}, {{site.contactEmail}}.
// Fact tokens ({{fact:id}}, app/domain/facts/facts.ts) and a page's blocks ({{block:name}}) are the
// only other placeholders; anything else in braces is a typing mistake the studio refuses.
import { mapStringsDeep } from "#app/domain/text/map-strings-deep.ts";

export interface SiteValues {
  name: string;
  url: string;
  contactEmail: string;
}

const SITE_TOKEN = /\{\{site\.(name|url|contactEmail)\}\}/g;
const ANY_TOKEN = /\{\{([^{}]*)\}\}/g;

export const SITE_PLACEHOLDERS = ["{{site.name}}", "{{site.url}}", "{{site.contactEmail}}"];

export function fillSitePlaceholders(text: string, site: SiteValues): string {
  return text.replace(SITE_TOKEN, (_, key: keyof SiteValues) => site[key]);
}

/** Fills every string inside plain data (objects, arrays), keeping its shape. */
export function fillSitePlaceholdersDeep<T>(value: T, site: SiteValues): T {
  return mapStringsDeep(value, (text) => fillSitePlaceholders(text, site));
}

/**
 * The placeholders in a text that would not be filled: unknown names, facts missing from the
 * register, and blocks the page does not offer. Each is returned as written.
 */
export function unknownPlaceholders(
  text: string,
  known: { factIds: ReadonlySet<string>; blockNames: readonly string[] },
): string[] {
  const unknown = new Set<string>();
  for (const [token, inner] of text.matchAll(ANY_TOKEN)) {
    const body = inner!;
    const isKnown =
      SITE_PLACEHOLDERS.includes(token) ||
      (body.startsWith("fact:") && known.factIds.has(body.slice("fact:".length))) ||
      (body.startsWith("block:") && known.blockNames.includes(body.slice("block:".length)));
    if (!isKnown) unknown.add(token);
  }
  return [...unknown];
}
