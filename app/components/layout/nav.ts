/** SPEC.md's active-link rule: Home only on exact "/", every other link when the path starts with its href. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
