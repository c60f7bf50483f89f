// The operator's dashboard (docs/SPEC.md, admin dashboard): the header with Logout, the four stat
// cards refreshed every 30 s, and a tab bar whose tabs are child routes, so each tab loads only
// its own data, has its own URL and works without JavaScript. The admin guard (app/routes.ts)
// has checked the session before this loader runs; Logout is app/use-cases/people/sign-in.server.ts's.
import { useEffect } from "react";
import {
  data,
  Form,
  Link,
  NavLink,
  Outlet,
  redirect,
  useLocation,
  useNavigation,
  useRevalidator,
  type ShouldRevalidateFunction,
} from "react-router";
import { href } from "#app/paths.ts";
import { tabsFor, type DashboardTab } from "#app/admin/shell/dashboard-tabs.ts";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { currentStaff } from "#app/admin/shell/staff.server.ts";
import { mustEnrolContext } from "#app/admin/shell/session-context.server.ts";
import { can, ROLE_LABELS } from "#app/domain/accounts/roles.ts";
import { loadDashboardStats } from "#app/admin/shell/dashboard-stats.server.ts";
import { StatCards } from "#app/admin/shell/stat-cards.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { takeFlashToast } from "#app/components/ui/toast.server.ts";
import { done } from "#app/admin/shell/action.server.ts";
import { buildMeta } from "#app/seo/meta.ts";
import { clearedSessionCookie, readSessionToken } from "#app/admin/people/auth.server.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { signOut } from "#app/use-cases/people/sign-in.server.ts";
import type { Route } from "./+types/dashboard";
import { Heading } from "#app/components/ui/heading.tsx";

const DASHBOARD_PATH = href("/admin/dashboard");

const REFRESH_MS = 30_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = currentStaff(context);
  // Until a person who must set up two-factor sign-in has done so, the enrolment screen is all
  // they may see: no figures and no tabs around it.
  const isEnrolling = context.get(mustEnrolContext);
  // The stat cards count contacts, subscribers and events: for the roles that read those.
  const stats =
    !isEnrolling && can(staff.role, "analytics.read")
      ? await pageDataOr503("dashboard stats", loadDashboardStats)
      : null;
  // After login: the notice the login screen left.
  const { toast, headers } = takeFlashToast(request);
  return data(
    {
      stats,
      toast,
      staff: { name: staff.name, email: staff.email, roleLabel: ROLE_LABELS[staff.role] },
      tabs: isEnrolling ? [] : tabsFor(staff.role),
    },
    { headers },
  );
}

/** Logout. Only the Logout button posts here; anything else is refused. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (form.get("intent") !== "logout") {
    throw data("Unknown dashboard action: use the Logout button to log out.", 400);
  }
  await pageDataOr503("logout", () => signOut(readSessionToken(request), operatorFrom(context)));
  // Thrown, as before: the clientAction below passes a thrown redirect on as it is.
  throw done(
    "/admin",
    { title: "Logged Out", description: "Successfully logged out of admin dashboard" },
    { "Set-Cookie": clearedSessionCookie() },
  );
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

  // docs/SPEC.md: the stats stay current while the dashboard is open, every 30 seconds. Not while
  // a page loads or a form is sent: a refresh then starts that load again, and a one-time notice
  // the first load took (the "Logged Out" toast) would be lost.
  const isIdle = navigation.state === "idle";
  useEffect(() => {
    if (!isIdle) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") {
        void revalidator.revalidate();
      }
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator, isIdle]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <Heading level={1} size="title">
          Admin dashboard
        </Heading>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={href("/admin/dashboard/account")}
            className="rounded-md px-2 py-1 text-slate-800 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            <span className="font-semibold">{loaderData.staff.name || loaderData.staff.email}</span>{" "}
            <span className="text-sm text-slate-700">({loaderData.staff.roleLabel})</span>
            <span className="sr-only">: your account</span>
          </Link>
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

      {loaderData.stats ? (
        <section aria-label="Statistics" className="mt-8">
          <StatCards stats={loaderData.stats} />
        </section>
      ) : null}

      {loaderData.tabs.length > 0 ? <DashboardNav tabs={loaderData.tabs} /> : null}
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}

const TAB_CLASS = (isActive: boolean) =>
  `-mb-px block border-b-2 px-4 py-2 font-semibold whitespace-nowrap ${
    isActive
      ? "border-brand-700 text-brand-800"
      : "border-transparent text-slate-700 hover:text-slate-900"
  }`;

function TabLink({ tab }: { tab: DashboardTab }) {
  return (
    <NavLink
      to={tab.path}
      // The content tab stays current on its lists and editors below it.
      end={!tab.path.endsWith("/content")}
      preventScrollReset
      className={({ isActive, isPending }) => TAB_CLASS(isActive || isPending)}
    >
      {tab.label}
    </NavLink>
  );
}

/**
 * The tabs a person's role opens: the everyday ones in a row, the site-wide ones (settings,
 * people, activity, system, backups) in one "Site" group, so the row fits at 1,280 px; it wraps
 * on a phone, where the open group's list pushes the page down instead of floating off-screen.
 * The group is a native disclosure: keyboard and no-JS work as they are.
 */
function DashboardNav({ tabs }: { tabs: DashboardTab[] }) {
  const location = useLocation();
  const main = tabs.filter((tab) => tab.group === "main");
  const site = tabs.filter((tab) => tab.group === "site");
  const currentSite = site.find((tab) => location.pathname === tab.path);
  return (
    <nav aria-label="Dashboard sections" className="mt-10">
      <ul className="flex flex-wrap gap-x-2 border-b border-slate-200">
        {main.map((tab) => (
          <li key={tab.path}>
            <TabLink tab={tab} />
          </li>
        ))}
        {site.length > 0 ? (
          <li className="relative">
            {/* Closed again after each move (a new key), so it never covers the page. */}
            <details key={location.pathname} className="group">
              <summary
                className={`${TAB_CLASS(Boolean(currentSite))} cursor-pointer list-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none`}
              >
                Site{currentSite ? `: ${currentSite.label}` : ""}{" "}
                <span aria-hidden="true" className="inline-block group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <ul className="z-20 mt-1 min-w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg sm:absolute sm:left-0">
                {site.map((tab) => (
                  <li key={tab.path}>
                    <NavLink
                      to={tab.path}
                      end
                      className={({ isActive }) =>
                        `block px-4 py-2 font-semibold whitespace-nowrap hover:bg-slate-100 ${
                          isActive ? "text-brand-800 underline" : "text-slate-800"
                        }`
                      }
                    >
                      {tab.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  buildMeta(matches[0].loaderData.site, {
    title: "Admin Dashboard",
    path: location.pathname,
    index: false,
  });
