// The signed-in person's two-factor sign-in, as JSON (the screen is /admin/dashboard/account/
// two-factor). GET: {enabled, keyUnreadable, enabledAt, pending, recoveryCodesLeft, required}.
// POST {action: "start"}: a new key {secret, otpauthUri}; {action: "confirm", code}: turns it on
// and answers the 10 recovery codes, once; {action: "disable", code}; {action: "regenerate",
// code}: 10 new recovery codes. A wrong code is a 400, too many a 429. The use-cases are
// app/use-cases/people/two-factor.server.ts.
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { SecondFactorCodeSchema } from "#app/admin/shell/staff-forms.ts";
import { requirePermission } from "#app/admin/shell/staff.server.ts";
import {
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorStatus,
  type CodeOutcome,
} from "#app/use-cases/people/two-factor.server.ts";
import { jsonRefusalUntil } from "#app/admin/people/refusal.server.ts";
import { z } from "#app/domain/shared/zod.ts";
import { handleApi, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { loadSignInSettings } from "#app/models/settings.server.ts";
import type { Route } from "./+types/two-factor";

const BodySchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("start") }),
    z.object({ action: z.literal("confirm"), code: SecondFactorCodeSchema }),
    z.object({ action: z.literal("disable"), code: SecondFactorCodeSchema }),
    z.object({ action: z.literal("regenerate"), code: SecondFactorCodeSchema }),
  ],
  { error: 'Send "action": one of "start", "confirm", "disable" or "regenerate".' },
);

function answer<Done extends object>(
  outcome: CodeOutcome<Done>,
  body: (done: Done) => object,
): Response {
  return outcome.ok ? Response.json(body(outcome)) : jsonRefusalUntil(outcome);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const staff = requirePermission(context, "account.self", request);
    const [status, signIn] = await Promise.all([twoFactorStatus(staff.id), loadSignInSettings()]);
    return Response.json({
      enabled: status.isEnabled,
      keyUnreadable: status.isKeyUnreadable,
      enabledAt: status.enabledAt,
      pending: status.isPending,
      recoveryCodesLeft: status.recoveryCodesLeft,
      required: signIn.requireTwoFactor === "on",
    });
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return handleApi(async () => {
    const staff = requirePermission(context, "account.self", request);
    const body = await readJsonBody(request, BodySchema);
    if (body.action === "start") {
      return answer(await startEnrolment(staff), ({ enrolment }) => ({
        secret: enrolment.secret,
        otpauthUri: enrolment.otpauthUri,
      }));
    }
    const actor = operatorFrom(context);
    if (body.action === "confirm") {
      return answer(await confirmEnrolment(staff.id, body.code, actor), (value) => ({
        enabled: true,
        recoveryCodes: value.recoveryCodes,
      }));
    }
    if (body.action === "regenerate") {
      return answer(await regenerateRecoveryCodes(staff.id, body.code, actor), (value) => ({
        recoveryCodes: value.recoveryCodes,
      }));
    }
    return answer(await disableTwoFactor(staff.id, body.code, actor), () => ({
      enabled: false,
    }));
  });
}
