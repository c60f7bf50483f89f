/** The value of one cookie in a Cookie header (or `document.cookie`), or undefined. */
export function readCookie(header: string, name: string): string | undefined {
  // Cookie names here are our own constants, free of pattern characters.
  return new RegExp(`(?:^|;)\\s*${name}=([^;]*)`).exec(header)?.[1];
}
