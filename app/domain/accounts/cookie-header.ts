/** The value of one cookie in a Cookie header (or `document.cookie`), or undefined. */
export function readCookie(header: string, name: string): string | undefined {
  // Cookie names here are our own constants, free of pattern characters.
  return new RegExp(`(?:^|;)\\s*${name}=([^;]*)`).exec(header)?.[1];
}

/**
 * A cookie's name with the `__Host-` prefix where cookies are Secure: browsers then take it only
 * over HTTPS, for this host alone (no Domain) and Path=/, so a sibling subdomain or a plain-http
 * page cannot plant or overwrite it. Browsers refuse the prefix without Secure, so plain-http
 * development keeps the bare name.
 */
export function hostCookieName(name: string, isSecure: boolean): string {
  return isSecure ? `__Host-${name}` : name;
}
