// The operator's session on this request: set by the admin guard (app/admin/shell/guard.ts)
// before any admin loader or action runs, and read by whatever needs the person signed in.
import { createContext } from "react-router";
import type { AdminSession } from "#app/admin/people/auth.server.ts";

export const adminSessionContext = createContext<AdminSession | null>(null);

/**
 * Whether this person must set up two-factor sign-in before anything else (the owner requires it
 * and they have not). The guard lets such a person reach only enrolment and logout; the dashboard
 * around the enrolment screen reads this to show them no figures and no tabs meanwhile.
 */
export const mustEnrolContext = createContext<boolean>(false);
