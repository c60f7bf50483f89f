/**
 * SPEC.md's active-link rule: Home only on exact "/" (the French home only on "/fr"), every other
 * link when the path starts with its href.
 */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === "/" || href === "/fr") return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}
