// The person behind an admin request, as the admin guard found them, and the check that they may
// do something. Loaders and actions read the person here rather than from the session itself.
import type { RouterContextProvider } from "react-router";
import { can, type Permission } from "#app/domain/accounts/roles.ts";
import { jsonError } from "#app/http/api.server.ts";
import { adminSessionContext } from "#app/admin/shell/session-context.server.ts";
import type { StaffMember } from "#app/models/staff.server.ts";

export function currentStaff(context: Readonly<RouterContextProvider>): StaffMember {
  const session = context.get(adminSessionContext);
  // The guard sets the session before any admin loader or action runs; without it, it is a bug.
  if (!session) throw new Error("currentStaff() called outside the admin guard");
  return session.staff;
}

/** Throws a 403 (JSON for the API, a plain answer for screens) unless the person may do this. */
export function requirePermission(
  context: Readonly<RouterContextProvider>,
  permission: Permission,
  request: Request,
): StaffMember {
  const staff = currentStaff(context);
  if (can(staff.role, permission)) return staff;
  if (new URL(request.url).pathname.startsWith("/api/")) {
    throw jsonError(403, "Your role does not allow this. Ask the site's owner.");
  }
  throw new Response("Your role does not allow this. Ask the site's owner.", { status: 403 });
}
