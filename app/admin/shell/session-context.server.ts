// The operator's session on this request: set by the admin guard (app/admin/shell/guard.ts)
// before any admin loader or action runs, and read by whatever needs the person signed in.
import { createContext } from "react-router";
import type { AdminSession } from "#app/admin/people/auth.server.ts";

export const adminSessionContext = createContext<AdminSession | null>(null);
