/**
 * SPEC.md's slug rule: lower-case, each run of characters other than letters and digits
 * becomes one hyphen, hyphens at both ends removed. Accented letters keep their base letter
 * ("Mövenpick" -> "movenpick") so slugs stay readable ASCII.
 */
export function slugify(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
