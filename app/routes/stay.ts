// POST /stay {checkin, checkout, adults, rooms, children, returnTo}: the "Your dates" form on
// hotel lists. It remembers the stay in the akwaaba_stay cookie, which every later Book Now's
// /go/ link applies on the server (decision 024), and sends the reader back to their page with a
// 303. Scripts post it with Accept: application/json and get the stay, or the problem, as JSON.
// {forget: 1} forgets the stay.
import { redirect } from "react-router";
import { SitePathSchema } from "#app/domain/pages/lite-mode.ts";
import { rollingStayDates } from "#app/domain/partners/go-links.ts";
import { chooseStay } from "#app/domain/partners/stay-query.ts";
import {
  describeStay,
  forgetStayCookie,
  readStayCookie,
  stayCookie,
} from "#app/domain/partners/stay.ts";
import { getEnv } from "#app/env.server.ts";
import { isSameOrigin } from "#app/http/same-origin.server.ts";
import { NEVER_STORED, plainRefusal, readSmallForm } from "#app/http/small-form.server.ts";
import type { Route } from "./+types/stay";

/** Six short fields and a page address of at most 2,000 characters, percent-encoded. */
const STAY_FORM_LIMIT_BYTES = 8 * 1024;

export function loader() {
  return refuse(405, "Choose your dates with the Your dates form above any hotel list.", false, {
    Allow: "POST",
  });
}

function refuse(
  status: number,
  message: string,
  isJson: boolean,
  headers: Record<string, string> = {},
) {
  if (isJson)
    return Response.json(
      { problem: message },
      { status, headers: { ...NEVER_STORED, ...headers } },
    );
  return plainRefusal(status, message, headers);
}

export async function action({ request }: Route.ActionArgs) {
  const isJson = (request.headers.get("accept") ?? "").includes("application/json");
  if (!isSameOrigin(request)) {
    return refuse(403, "Choose your dates with the Your dates form on this site.", isJson);
  }
  const form = await readSmallForm(request, STAY_FORM_LIMIT_BYTES);
  if ("problem" in form) {
    return form.problem === "too-large"
      ? refuse(413, "That is more than the Your dates form sends.", isJson)
      : refuse(400, "Send the Your dates form from a hotel list.", isJson);
  }
  const { fields } = form;
  const returnTo = SitePathSchema.safeParse(fields.returnTo ?? "/hotels");
  if (!returnTo.success) {
    return refuse(
      400,
      returnTo.error.issues[0]?.message ?? "Say which page to go back to.",
      isJson,
    );
  }
  const isSecure = getEnv().isProduction;
  if (fields.forget) {
    const headers = { ...NEVER_STORED, "Set-Cookie": forgetStayCookie({ isSecure }) };
    return isJson
      ? Response.json({ forgotten: true }, { headers })
      : redirect(`${returnTo.data}#your-dates`, { status: 303, headers });
  }
  const choice = chooseStay(
    fields,
    readStayCookie(request.headers.get("cookie")),
    rollingStayDates(new Date()).checkin,
  );
  if ("problem" in choice) {
    return refuse(
      400,
      isJson
        ? choice.problem
        : `These dates were not saved: ${choice.problem}\n\nGo back (your browser's Back button), change them and press Use these dates again.`,
      isJson,
    );
  }
  const headers = { ...NEVER_STORED, "Set-Cookie": stayCookie(choice.stay, { isSecure }) };
  return isJson
    ? Response.json({ stay: choice.stay, text: describeStay(choice.stay) }, { headers })
    : redirect(`${returnTo.data}#stay-saved`, { status: 303, headers });
}
