// Where the site may send a browser back to: one of its own paths, checked after the URL
// normalisation a browser applies, so no form field or link parameter can redirect off the site.
// Every redirect built from what a client sent goes through safeLocalPath; partners are reached
// only through /go/, whose addresses come from stored data (docs/decisions/016).

/** The site's own origin as far as resolving a path is concerned: any host would do. */
const BASE = "http://site.invalid";

/** A C0 or C1 control character, or DEL: browsers drop some of them from an address. */
function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/**
 * Characters a browser drops or reads differently in an address: controls and whitespace (the
 * URL parser strips tabs and newlines anywhere, so "/\t/evil.com" is "//evil.com") and the
 * backslash, which browsers read as a slash.
 */
function hasUnsafeCharacter(text: string): boolean {
  for (const character of text) {
    if (isControl(character.codePointAt(0)!) || /[\s\\\ufeff\u200b-\u200f]/.test(character)) {
      return true;
    }
  }
  return false;
}

/** "//host" or "/\host": another site to a browser, whatever follows. */
const LEADS_ELSEWHERE = /^[/\\]{2}/;

/** Percent-decodes until nothing changes, so "%252F" is seen as the "/" it may become. */
function fullyDecoded(text: string): string | null {
  let current = text;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** Whether a path leads elsewhere once a browser reads it: dropped controls, "\\" as "/", dot segments. */
function leadsElsewhere(path: string): boolean {
  const asBrowserReads = [...path]
    .filter((character) => !isControl(character.codePointAt(0)!))
    .join("")
    .replace(/\\/g, "/");
  if (LEADS_ELSEWHERE.test(asBrowserReads)) return true;
  try {
    const url = new URL(asBrowserReads, BASE);
    return url.origin !== BASE || LEADS_ELSEWHERE.test(url.pathname);
  } catch {
    return true;
  }
}

/**
 * `target` as a path on this site, normalised and percent-encoded as a Location header must be,
 * or `fallback` when it is not one: an absolute or protocol-relative address, a backslash,
 * whitespace or a control character, or a path that leads elsewhere once dot segments are
 * removed or its percent-escapes ("%2F", "%5C", "%09") are decoded, as a server or proxy may
 * before it routes or redirects again.
 */
export function safeLocalPath<Fallback extends string | null>(
  target: unknown,
  fallback: Fallback,
): string | Fallback {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  if (hasUnsafeCharacter(target) || leadsElsewhere(target)) return fallback;
  const url = new URL(target, BASE);
  const decodedPath = fullyDecoded(url.pathname);
  if (decodedPath === null || leadsElsewhere(decodedPath)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
