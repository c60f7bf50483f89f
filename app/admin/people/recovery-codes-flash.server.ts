// New recovery codes are shown once, on the screen the action redirects to (POST, redirect,
// GET, as every dashboard form does). They travel in a short-lived HttpOnly cookie, sealed
// (app/use-cases/people/secret-box.server.ts) so they are never readable at rest in the browser's cookie
// store, which the enrolment screen's loader reads once and clears.
import { href } from "#app/paths.ts";
import { z } from "zod";
import { open, seal } from "#app/use-cases/people/secret-box.server.ts";
import { getEnv } from "#app/env.server.ts";

const COOKIE = "akwaaba_recovery_codes";
const PURPOSE = "recovery-codes-flash";
// The screen and its `.data` requests both sit under this path.
const attributes = () =>
  `Path=${href("/admin/dashboard/account")}; HttpOnly; SameSite=Lax${getEnv().isProduction ? "; Secure" : ""}`;

const CodesSchema = z.array(z.string().max(20)).max(20);

export function recoveryCodesCookie(codes: readonly string[]): string {
  const value = seal(Buffer.from(JSON.stringify(codes)), PURPOSE);
  return `${COOKIE}=${value}; ${attributes()}; Max-Age=300`;
}

/** The codes a redirect left, if any, and the header that clears them. */
export function takeRecoveryCodes(request: Request): {
  codes: string[] | null;
  headers: Record<string, string>;
} {
  const cookie = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`));
  if (!cookie) return { codes: null, headers: {} };
  const headers = { "Set-Cookie": `${COOKIE}=; ${attributes()}; Max-Age=0` };
  const opened = open(cookie.slice(COOKIE.length + 1), PURPOSE);
  if (!opened) return { codes: null, headers };
  try {
    const parsed = CodesSchema.safeParse(JSON.parse(opened.plain.toString()));
    return { codes: parsed.success ? parsed.data : null, headers };
  } catch {
    return { codes: null, headers };
  }
}
