// Who is acting, for the audit log: behind the admin guard it is the operator, at this client.
import type { RouterContextProvider } from "react-router";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import type { Actor } from "#app/models/audit-log.server.ts";

export function operatorFrom(context: Readonly<RouterContextProvider>): Actor {
  return { name: "operator", clientAddress: context.get(clientAddressContext) };
}
