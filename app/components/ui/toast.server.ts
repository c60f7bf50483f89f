// Toasts the server words. An action that answers in place returns one in its data; one that
// redirects (login, logout) leaves it in a short-lived cookie that the next screen's loader
// takes and clears (the Epic Stack's toast.server.ts). Either way the browser shows it with
// useServerToast.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { getEnv } from "#app/env.server.ts";
import type { ServerToast, ToastWords } from "#app/components/ui/toast.tsx";

const COOKIE = "akwaaba_toast";
/** Secure in production, as the session cookie is: a toast can name what the operator did. */
const attributes = () => `Path=/; HttpOnly; SameSite=Lax${getEnv().isProduction ? "; Secure" : ""}`;

export function serverToast(input: ToastWords): ServerToast {
  return { ...input, id: randomUUID() };
}

const FlashSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive"]).optional(),
});

/** A Set-Cookie value that carries the toast to the next page (a minute at most). */
export function flashToastCookie(input: ToastWords): string {
  const { title, description, variant } = input;
  const value = Buffer.from(JSON.stringify({ title, description, variant })).toString("base64url");
  return `${COOKIE}=${value}; ${attributes()}; Max-Age=60`;
}

/** The toast a redirect left, if any, and the header that clears it. */
export function takeFlashToast(request: Request): {
  toast: ServerToast | null;
  headers: Record<string, string>;
} {
  const cookie = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`));
  if (!cookie) return { toast: null, headers: {} };
  const headers = { "Set-Cookie": `${COOKIE}=; ${attributes()}; Max-Age=0` };
  try {
    const json: unknown = JSON.parse(
      Buffer.from(cookie.slice(COOKIE.length + 1), "base64url").toString(),
    );
    const parsed = FlashSchema.safeParse(json);
    return { toast: parsed.success ? serverToast(parsed.data) : null, headers };
  } catch {
    return { toast: null, headers };
  }
}
