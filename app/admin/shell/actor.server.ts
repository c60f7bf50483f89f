// Who is acting, for the use-cases and the audit log: behind the admin guard the signed-in person
// at this client (and the session they act from); on the sign-in screens the client signing in.
import type { RouterContextProvider } from "react-router";
import { readKnownDevice } from "#app/admin/people/auth.server.ts";
import { currentStaff } from "#app/admin/shell/staff.server.ts";
import { deviceName } from "#app/domain/accounts/device-name.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import { adminSessionContext } from "#app/admin/shell/session-context.server.ts";
import type { Actor } from "#app/models/audit-log.server.ts";
import type { AccountHolder } from "#app/use-cases/people/account.server.ts";
import type { SignInClient } from "#app/use-cases/people/sign-in.server.ts";

export function operatorFrom(context: Readonly<RouterContextProvider>): Actor {
  const staff = currentStaff(context);
  return { name: staff.email, staffId: staff.id, clientAddress: context.get(clientAddressContext) };
}

/** The signed-in person acting on their own account, from this session. */
export function accountHolderFrom(context: Readonly<RouterContextProvider>): AccountHolder {
  const actor = operatorFrom(context);
  // The guard sets the session before any admin loader or action runs.
  return { actor, staffId: actor.staffId!, sessionId: context.get(adminSessionContext)!.sessionId };
}

/** Who is signing in: the client's address (for limits and the log) and its device. */
export function signInClient(
  request: Request,
  context: Readonly<RouterContextProvider>,
): SignInClient {
  return {
    address: context.get(clientAddressContext),
    device: deviceName(request.headers.get("user-agent")),
    knownDevice: readKnownDevice(request),
  };
}
