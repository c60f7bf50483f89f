// What may reach the logs (issue 27): never a password, token, secret, cookie, Authorization header
// or e-mail address. Known secret keys are replaced wherever they sit in a logged object, and
// every string is scrubbed of addresses, credentials in URLs, bearer tokens and token parameters,
// so a message built from an error or a URL cannot leak one either.

export const REDACTED = "[redacted]";
export const MASKED_EMAIL = "[email]";

/** Field names whose values are secrets, whatever their case or separators. */
const SECRET_KEY =
  /pass(word|wd|phrase)?$|secret|token|authori[sz]ation|cookie|api[-_]?key|private[-_]?key|session|credential|^(smtp|database)[-_]?url$|^dkim/i;

const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+/gu;
const URL_CREDENTIALS = /(\b[a-z][\w+.-]*:\/\/)[^\s/@]+@/gi;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const SECRET_PARAM = /([?&;](?:token|key|signature|sig|password|secret|code)=)[^&\s"']+/gi;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/**
 * What every pattern above needs somewhere in a string: an "@", an "=", or the word Bearer or
 * Basic. Most logged strings (every access line's) have none, and one scan clears them.
 */
const MAY_HOLD_SECRET = /[@=]|\b(?:bearer|basic)\s/i;

/** A string with addresses, URL credentials, bearer tokens and secret parameters masked. */
export function redactText(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  return text
    .replace(URL_CREDENTIALS, `$1${REDACTED}@`)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(SECRET_PARAM, `$1${REDACTED}`)
    .replace(EMAIL, MASKED_EMAIL);
}

const MAX_DEPTH = 6;

/** A copy of a value fit for a log line: secret keys replaced, every string scrubbed. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[too deep]";
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) {
    return redact(
      { name: value.name, message: value.message, stack: value.stack, ...ownFields(value) },
      depth,
    );
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    copy[key] = isSecretKey(key) ? REDACTED : redact(item, depth + 1);
  }
  return copy;
}

/** An error's own extra fields (an SMTP error's responseCode, a database error's code). */
function ownFields(error: Error): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(error)) {
    if (typeof item === "string" || typeof item === "number" || typeof item === "boolean") {
      fields[key] = item;
    }
  }
  return fields;
}

/** An address shown to the operator without its whole name: k***@example.com. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "***";
  return `${address[0]}***${address.slice(at)}`;
}
