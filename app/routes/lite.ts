// POST /lite {lite: on|off, returnTo}: the footer's Lite switch (app/domain/pages/lite-mode.ts). It
// remembers the reader's choice in a cookie and sends them back, with a 303, to the page they
// were on, which then comes with or without its scripts.
import { redirect } from "react-router";
import { liteCookie, LiteFormSchema } from "#app/domain/pages/lite-mode.ts";
import { getEnv } from "#app/env.server.ts";
import { isSameOrigin } from "#app/http/same-origin.server.ts";
import {
  NEVER_STORED,
  plainRefusal as refuse,
  readSmallForm,
} from "#app/http/small-form.server.ts";
import type { Route } from "./+types/lite";

/** Two short fields; a page address is at most 2,000 characters, percent-encoded. */
const LITE_FORM_LIMIT_BYTES = 8 * 1024;

export function loader() {
  return refuse(405, "Turn Lite mode on or off with the button in the footer of any page.", {
    Allow: "POST",
  });
}

export async function action({ request }: Route.ActionArgs) {
  if (!isSameOrigin(request)) {
    return refuse(403, "Turn Lite mode on or off with the button in this site's footer.");
  }
  const form = await readSmallForm(request, LITE_FORM_LIMIT_BYTES);
  if ("problem" in form) {
    return form.problem === "too-large"
      ? refuse(413, "That is more than the Lite form sends: use the button in the footer.")
      : refuse(400, "Send the Lite form from the footer of any page.");
  }
  const parsed = LiteFormSchema.safeParse(form.fields);
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
