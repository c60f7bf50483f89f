/** The value of one cookie in a Cookie header (or `document.cookie`), or undefined. */
export function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}
