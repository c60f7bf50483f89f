// POST /api/subscribe {email, language?} (SPEC.md section 7): newsletter sign-up, double opt-in.
// Every accepted sign-up answers 202 pending, whether or not the address was already on the
// list. The optional language ("en", the default, or "fr") is recorded: the confirmation and the
// newsletters go in it, and the answer's message too (issue 44).
import { SubscribeApiSchema } from "#app/domain/forms/visitor-forms.ts";
import { methodNotAllowed } from "#app/http/api.server.ts";
import { translate } from "#app/i18n/i18n.server.ts";
import { submitJson } from "#app/routes/form-submission.server.ts";
import { signUp } from "#app/use-cases/newsletter/sign-up.server.ts";
import type { Route } from "./+types/subscribe";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export function action(args: Route.ActionArgs) {
  return submitJson(
    args,
    SubscribeApiSchema,
    "sign-up",
    async (input, client) => {
      const outcome = await signUp(input, client, input.language);
      // The answer's words follow the language the sign-up asked for.
      return outcome.ok ? { ...outcome, language: input.language } : outcome;
    },
    ({ result, language }) => {
      const key = result === "saved" ? "newsletter.saved" : "newsletter.pending";
      const message = translate(language, key);
      return Response.json({ success: true, status: "pending", message }, { status: 202 });
    },
  );
}
