// The hotel lists a visitor keeps in their own browser (the shortlist and the recently viewed
// hotels) and the comparison built from them: pure list rules, shared by browser and server.
import { readCookie } from "#app/domain/accounts/cookie-header.ts";

/** Hotels a shortlist keeps; saving one more drops the oldest. */
export const SHORTLIST_LIMIT = 20;
/** Hotels the home page remembers as recently viewed. */
export const RECENT_LIMIT = 8;
/** How many hotels the compare page sets side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX_LENGTH = 120;

/** A hotel slug by SPEC.md's slug rule: lower-case letters and digits joined by single hyphens. */
export function isHotelSlug(value: unknown): value is string {
  return typeof value === "string" && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/** The list without repeats, first occurrence kept. */
export function uniqueSlugs(slugs: readonly string[]): string[] {
  return [...new Set(slugs)];
}

/**
 * A stored list read back: anything that is not a JSON array of slugs counts as empty, entries
 * that are not slugs are skipped, repeats dropped and the list cut to `limit`.
 */
export function parseStoredSlugs(raw: string | null, limit: number): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return uniqueSlugs(value.filter(isHotelSlug)).slice(0, limit);
}

/** The slug first (newest first), without a repeat, the oldest beyond `limit` dropped. */
export function addSlug(slugs: readonly string[], slug: string, limit: number): string[] {
  return [slug, ...slugs.filter((other) => other !== slug)].slice(0, limit);
}

export function removeSlug(slugs: readonly string[], slug: string): string[] {
  return slugs.filter((other) => other !== slug);
}

/** Removes the slug when listed, adds it first otherwise. */
export function toggleSlug(slugs: readonly string[], slug: string, limit: number): string[] {
  return slugs.includes(slug) ? removeSlug(slugs, slug) : addSlug(slugs, slug, limit);
}

/** The `hotels` query value: slugs joined by commas (slugs never contain one). */
export function hotelsParam(slugs: readonly string[]): string {
  return slugs.join(",");
}

/** The compare page for these hotels; the bare page when none are left. */
export function compareHref(slugs: readonly string[]): string {
  return slugs.length > 0 ? `/compare?hotels=${hotelsParam(slugs)}` : "/compare";
}

/** Whether a selection is one the compare page sets side by side. */
export function canCompare(count: number): boolean {
  return count >= COMPARE_MIN && count <= COMPARE_MAX;
}

/**
 * The shortlist's cookie (docs/decisions/025): written by the page's scripts and by the no-JS
 * Save form alike, so both see one list. Read by /shortlist only, never by a cached page.
 */
export const SHORTLIST_COOKIE = "akwaaba_shortlist";
/** A year: the list is the visitor's until they clear it. */
const SHORTLIST_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The shortlist in a Cookie header: undefined when there is no cookie (a list may then still be
 * in localStorage, from before the cookie), otherwise its slugs, malformed entries skipped.
 */
export function readShortlistCookie(header: string | null | undefined): string[] | undefined {
  const value = readCookie(header ?? "", SHORTLIST_COOKIE);
  if (value === undefined) return undefined;
  // Dots join the slugs: a cookie value may not hold commas, and slugs never hold dots.
  return uniqueSlugs(value.split(".").filter(isHotelSlug)).slice(0, SHORTLIST_LIMIT);
}

/** The Set-Cookie (or `document.cookie`) text that keeps this list; an empty list stays, empty. */
export function shortlistCookie(slugs: readonly string[], options: { isSecure: boolean }): string {
  const value = slugs.slice(0, SHORTLIST_LIMIT).join(".");
  const cookie = `${SHORTLIST_COOKIE}=${value}; Path=/; SameSite=Lax; Max-Age=${SHORTLIST_COOKIE_MAX_AGE_SECONDS}`;
  return options.isSecure ? `${cookie}; Secure` : cookie;
}
