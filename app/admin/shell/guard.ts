// A pathless layout around every operator screen and admin API route: its middleware is the admin
// check (app/admin/shell/guard.server.ts), so a route added inside it cannot skip the check.
import { adminGuard } from "#app/admin/shell/guard.server.ts";
import type { Route } from "./+types/guard";

export const middleware: Route.MiddlewareFunction[] = [adminGuard];
