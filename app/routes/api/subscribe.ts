// POST /api/subscribe {email} (SPEC.md section 7): newsletter sign-up, double opt-in. Every
// accepted sign-up answers 202 pending, whether or not the address was already on the list.
import { SubscribeSchema } from "#app/domain/forms.ts";
import { SIGNUP_PENDING_MESSAGE, SIGNUP_SAVED_MESSAGE } from "#app/domain/newsletter.ts";
import { handleApi, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import {
  sourcePageOf,
  submissionOr503,
  submissionRefusal,
} from "#app/routes/form-submission.server.ts";
import { signUp } from "#app/use-cases/newsletter/sign-up.server.ts";
import type { Route } from "./+types/subscribe";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const input = await readJsonBody(request, SubscribeSchema);
    const outcome = await submissionOr503("sign-up", () =>
      signUp(input, {
        clientAddress: context.get(clientAddressContext),
        userAgent: request.headers.get("user-agent"),
        sourcePage: sourcePageOf(request),
      }),
    );
    if (!outcome.ok) return submissionRefusal(outcome);
    const message = outcome.result === "saved" ? SIGNUP_SAVED_MESSAGE : SIGNUP_PENDING_MESSAGE;
    return Response.json({ success: true, status: "pending", message }, { status: 202 });
  });
}
