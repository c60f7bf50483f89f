// The operator's dashboard (docs/SPEC.md, admin dashboard): the header with Logout, the four stat
// cards refreshed every 30 s, and a tab bar whose tabs are child routes, so each tab loads only
// its own data, has its own URL and works without JavaScript. The admin guard (app/routes.ts)
// has checked the session before this loader runs.
import { useEffect } from "react";
import {
  data,
  Form,
  NavLink,
  Outlet,
  redirect,
  useNavigation,
  useRevalidator,
  type ShouldRevalidateFunction,
} from "react-router";
import { loadDashboardStats } from "#app/admin/dashboard-stats.server.ts";
import { StatCards } from "#app/admin/components/stat-cards.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { flashToastCookie, takeFlashToast } from "#app/http/toast.server.ts";
import { buildMeta } from "#app/seo/meta.ts";
import { logOut } from "#app/admin/auth.server.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import type { Route } from "./+types/dashboard";
import { Heading } from "#app/components/ui/heading.tsx";

export const DASHBOARD_PATH = "/admin/dashboard";

const TABS = [
  { path: DASHBOARD_PATH, label: "Contact Messages" },
  { path: `${DASHBOARD_PATH}/content`, label: "Content" },
  { path: `${DASHBOARD_PATH}/subscribers`, label: "Newsletter Subscribers" },
  { path: `${DASHBOARD_PATH}/campaigns`, label: "Campaigns" },
  { path: `${DASHBOARD_PATH}/analytics`, label: "Analytics" },
  { path: `${DASHBOARD_PATH}/facts`, label: "Fact Register" },
  { path: `${DASHBOARD_PATH}/revenue`, label: "Revenue" },
  { path: `${DASHBOARD_PATH}/settings`, label: "Settings" },
  { path: `${DASHBOARD_PATH}/activity`, label: "Activity" },
  { path: `${DASHBOARD_PATH}/system`, label: "System" },
  { path: `${DASHBOARD_PATH}/backups`, label: "Backups" },
] as const;

const REFRESH_MS = 30_000;

export async function loader({ request }: Route.LoaderArgs) {
  const stats = await pageDataOr503("dashboard stats", loadDashboardStats);
  // After login: the notice the login screen left.
  const { toast, headers } = takeFlashToast(request);
  return data({ stats, toast }, { headers });
}

/** Logout. Only the Logout button posts here; anything else is refused. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (form.get("intent") !== "logout") {
    throw data("Unknown dashboard action: use the Logout button to log out.", 400);
  }
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    await pageDataOr503("logout", () => logOut(request, context.get(clientAddressContext))),
  );
  headers.append(
    "Set-Cookie",
    flashToastCookie({
      title: "Logged Out",
      description: "Successfully logged out of admin dashboard",
    }),
  );
  throw redirect("/admin", { headers });
}

/** docs/SPEC.md: a logout that cannot reach the server still goes back to the login screen. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    throw redirect("/admin");
  }
}

// The stats reload after a form is sent and on the 30-second refresh (both revisit the same URL),
// not when only the tab, the page or the open reply box changes.
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.formMethod || args.currentUrl.href === args.nextUrl.href
    ? args.defaultShouldRevalidate
    : !args.nextUrl.pathname.startsWith(DASHBOARD_PATH);

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  useServerToast(loaderData.toast);
  const isLoggingOut = navigation.formData?.get("intent") === "logout";
  const isRedirecting =
    isLoggingOut || (navigation.state === "loading" && navigation.location.pathname === "/admin");

  // docs/SPEC.md: the stats stay current while the dashboard is open, every 30 seconds.
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") {
        void revalidator.revalidate();
      }
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <Heading level={1} size="title">
          Admin dashboard
        </Heading>
        <div className="flex flex-wrap items-center gap-4">
          <NavLink
            to={`${DASHBOARD_PATH}/account/two-factor`}
            className="font-semibold text-brand-800 underline"
          >
            Two-factor sign-in
          </NavLink>
          <Form method="post" action={DASHBOARD_PATH}>
            <Button variant="outline" name="intent" value="logout" disabled={isRedirecting}>
              Logout
            </Button>
          </Form>
        </div>
      </header>
      {isRedirecting ? (
        <p role="status" className="mt-4 text-slate-700">
          Redirecting to login...
        </p>
      ) : null}

      <section aria-label="Statistics" className="mt-8">
        <StatCards stats={loaderData.stats} />
      </section>

      <nav aria-label="Dashboard sections" className="mt-10">
        <ul className="flex flex-wrap gap-2 border-b border-slate-200">
          {TABS.map((tab) => (
            <li key={tab.path}>
              <NavLink
                to={tab.path}
                // The content tab stays current on its lists and editors below it.
                end={!tab.path.endsWith("/content")}
                preventScrollReset
                className={({ isActive, isPending }) =>
                  `-mb-px block border-b-2 px-4 py-2 font-semibold ${
                    isActive || isPending
                      ? "border-brand-700 text-brand-800"
                      : "border-transparent text-slate-700 hover:text-slate-900"
                  }`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  buildMeta(matches[0].loaderData.site, {
    title: "Admin Dashboard",
    path: location.pathname,
    index: false,
  });
