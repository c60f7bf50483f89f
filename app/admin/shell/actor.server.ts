// Who is acting, for the audit log: behind the admin guard it is the signed-in person, at this client.
import type { RouterContextProvider } from "react-router";
import { currentStaff } from "#app/admin/shell/staff.server.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import type { Actor } from "#app/models/audit-log.server.ts";

export function operatorFrom(context: Readonly<RouterContextProvider>): Actor {
  const staff = currentStaff(context);
  return { name: staff.email, staffId: staff.id, clientAddress: context.get(clientAddressContext) };
}
