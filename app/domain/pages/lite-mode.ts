// Lite mode (issue 25): pages with no scripts and photos loaded on a tap, for readers who pay for
// every megabyte. A reader's own choice, kept in a cookie, wins over the browser's Save-Data
// hint, so someone whose phone always asks to save data can still turn Lite off.
import { readCookie } from "#app/domain/accounts/cookie-header.ts";
import { safeLocalPath } from "#app/domain/accounts/safe-redirect.ts";
import { z } from "#app/domain/shared/zod.ts";

export const LITE_COOKIE = "akwaaba_lite";
/** A year: the choice is the reader's until they change it. */
const LITE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Whether a request gets the lite page: the reader's cookie first, then the Save-Data hint. */
export function isLiteRequest(headers: {
  saveData: string | null | undefined;
  cookie: string | null | undefined;
}): boolean {
  const choice = readCookie(headers.cookie ?? "", LITE_COOKIE);
  if (choice === "1") return true;
  if (choice === "0") return false;
  return headers.saveData?.trim().toLowerCase() === "on";
}

/** The Set-Cookie value that remembers the reader's choice. */
export function liteCookie(isLite: boolean, options: { isSecure: boolean }): string {
  const parts = [
    `${LITE_COOKIE}=${isLite ? "1" : "0"}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${LITE_COOKIE_MAX_AGE_SECONDS}`,
  ];
  if (options.isSecure) parts.push("Secure");
  return parts.join("; ");
}

/**
 * A path on this site to go back to, normalised (app/domain/accounts/safe-redirect.ts): an absolute URL,
 * a scheme-relative `//host`, a backslash, or a path whose dot segments or escapes lead to
 * another host could send the reader to another site.
 */
export const SitePathSchema = z
  .string({ error: "Say which page to go back to." })
  .max(2000, "The page address is too long.")
  .transform((value, context) => {
    const path = safeLocalPath(value, null);
    if (path !== null) return path;
    context.addIssue({
      code: "custom",
      message: "Go back only to a page on this site, such as /hotels.",
    });
    return z.NEVER;
  });

/** The footer's Lite form (app/components/layout/lite-mode-form.tsx). */
export const LiteFormSchema = z.object({
  lite: z.enum(["on", "off"], { error: "Choose Lite on or off." }),
  returnTo: SitePathSchema,
});
