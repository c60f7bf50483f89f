// POST /lite {lite: on|off, returnTo}: the footer's Lite switch (app/domain/lite-mode.ts). It
// remembers the reader's choice in a cookie and sends them back, with a 303, to the page they
// were on, which then comes with or without its scripts.
import { redirect } from "react-router";
import { liteCookie, LiteFormSchema } from "#app/domain/lite-mode.ts";
import { formFields } from "#app/domain/form-fields.ts";
import { getEnv } from "#app/env.server.ts";
import { BodyTooLargeError, readBodyBytes } from "#app/http/request-body.server.ts";
import { isSameOrigin } from "#app/http/same-origin.server.ts";
import type { Route } from "./+types/lite";

/** Two short fields; a page address is at most 2,000 characters, percent-encoded. */
const LITE_FORM_LIMIT_BYTES = 8 * 1024;
const NEVER_STORED = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

function refuse(status: number, message: string, headers: Record<string, string> = {}) {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...NEVER_STORED, ...headers },
  });
}

export function loader() {
  return refuse(405, "Turn Lite mode on or off with the button in the footer of any page.", {
    Allow: "POST",
  });
}

export async function action({ request }: Route.ActionArgs) {
  if (!isSameOrigin(request)) {
    return refuse(403, "Turn Lite mode on or off with the button in this site's footer.");
  }
  let fields: Record<string, string>;
  try {
    const body = await readBodyBytes(request, LITE_FORM_LIMIT_BYTES);
    const contentType = request.headers.get("content-type") ?? "";
    fields = formFields(
      await new Response(body, { headers: { "Content-Type": contentType } }).formData(),
    );
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return refuse(413, "That is more than the Lite form sends: use the button in the footer.");
    }
    // A body that is not a form fails to parse with a TypeError.
    if (!(error instanceof TypeError)) throw error;
    return refuse(400, "Send the Lite form from the footer of any page.");
  }
  const parsed = LiteFormSchema.safeParse(fields);
  if (!parsed.success) {
    return refuse(400, parsed.error.issues[0]?.message ?? "The Lite form was not valid.");
  }
  const { lite, returnTo } = parsed.data;
  return redirect(returnTo, {
    status: 303,
    headers: {
      "Set-Cookie": liteCookie(lite === "on", { isSecure: getEnv().isProduction }),
      ...NEVER_STORED,
    },
  });
}
