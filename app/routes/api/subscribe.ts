// POST /api/subscribe {email} (SPEC.md section 7): newsletter sign-up, double opt-in. Every
// accepted sign-up answers 202 pending, whether or not the address was already on the list.
import { SubscribeSchema } from "#app/domain/forms/visitor-forms.ts";
import { methodNotAllowed } from "#app/http/api.server.ts";
import { translate } from "#app/i18n/i18n.server.ts";
import { submitJson } from "#app/routes/form-submission.server.ts";
import { signUp } from "#app/use-cases/newsletter/sign-up.server.ts";
import type { Route } from "./+types/subscribe";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export function action(args: Route.ActionArgs) {
  return submitJson(args, SubscribeSchema, "sign-up", signUp, ({ result }) => {
    const message = translate("en", result === "saved" ? "newsletter.saved" : "newsletter.pending");
    return Response.json({ success: true, status: "pending", message }, { status: 202 });
  });
}
