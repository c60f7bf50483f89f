// Admin dashboard (SPEC.md section 2): stats refreshed every 30 s, and tabs for the contact
// inbox, newsletter subscribers, analytics and the fact register's review dates. The loader checks the session on the server
// (DECISIONS.md item 8) and sends a visitor without one to /admin.
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  useNavigate,
  useNavigation,
  useRevalidator,
  type ShouldRevalidateFunction,
} from "react-router";
import { z } from "#app/domain/zod.ts";
import { loadDashboardStats } from "#app/admin/dashboard-stats.server.ts";
import { AnalyticsPanel } from "#app/components/admin/analytics-panel.tsx";
import { ContactList, type ReplyResult } from "#app/components/admin/contact-list.tsx";
import { FactRegisterTable } from "#app/components/admin/fact-register-table.tsx";
import { StatCards } from "#app/components/admin/stat-cards.tsx";
import { SubscriberTable } from "#app/components/admin/subscriber-table.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { ADMIN_PAGE_SIZE, ReplySchema } from "#app/domain/admin-forms.ts";
import { replyToContact } from "#app/admin/contact-replies.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { facts } from "#app/content/facts.ts";
import { lastDays } from "#app/domain/dates.ts";
import { factReviewRows } from "#app/domain/fact-review.ts";
import { buildMeta } from "#app/domain/meta.ts";
import { logOut } from "#app/http/admin-auth.server.ts";
import { isMailConfigured } from "#app/mail.server.ts";
import { countEventsByDay, listEvents, topOutboundTargets } from "#app/models/analytics.server.ts";
import { listContactMessages } from "#app/models/contacts.server.ts";
import { loadFactUsage } from "#app/models/fact-usage.server.ts";
import { listSubscriptions } from "#app/models/subscriptions.server.ts";
import type { Route } from "./+types/admin-dashboard";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { pageCountFor, pageNumber } from "#app/domain/paging.ts";

const TABS = ["contacts", "subscribers", "analytics", "facts"] as const;
type Tab = (typeof TABS)[number];

const QuerySchema = z.object({
  tab: z.enum(TABS).catch("contacts"),
  page: pageNumber.catch(1),
});

const TAB_LABELS = [
  ["contacts", "Contact Messages"],
  ["subscribers", "Newsletter Subscribers"],
  ["analytics", "Analytics"],
  ["facts", "Fact Register"],
] as const satisfies readonly (readonly [Tab, string])[];

const tabHref = (tab: string) => `?tab=${tab}`;

const REFRESH_MS = 30_000;
const CHART_DAYS = 30;

export async function loader({ url }: Route.LoaderArgs) {
  const { tab, page } = QuerySchema.parse(Object.fromEntries(url.searchParams));
  const pageOf = (list: Tab) => ({ page: tab === list ? page : 1, pageSize: ADMIN_PAGE_SIZE });
  const days = lastDays(new Date(), CHART_DAYS);
  const [stats, contacts, subscriptions, events, dailyCounts, topTargets, factUsage] =
    await pageDataOr503("dashboard", () =>
      Promise.all([
        loadDashboardStats(),
        listContactMessages(pageOf("contacts")),
        listSubscriptions(pageOf("subscribers")),
        listEvents(pageOf("analytics")),
        countEventsByDay(new Date(`${days[0]}T00:00:00Z`)),
        topOutboundTargets(10),
        loadFactUsage(),
      ]),
    );
  const pages = (total: number) => pageCountFor(total, ADMIN_PAGE_SIZE);
  return data(
    {
      tab,
      page,
      stats,
      contacts,
      subscriptions,
      events,
      dailyCounts,
      days,
      topTargets,
      factRows: factReviewRows(facts, factUsage, new Date()),
      pageCounts: {
        contacts: pages(stats.totalContacts),
        subscribers: pages(stats.totalSubscriptions),
        analytics: pages(stats.totalAnalytics),
      },
      isMailConfigured: isMailConfigured(),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** A reply to a contact message, and logout without JavaScript. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (form.get("intent") === "reply") return replyFromForm(form);
  const cookie = await pageDataOr503("logout", () => logOut(request));
  throw redirect("/admin", { headers: { "Set-Cookie": cookie } });
}

async function replyFromForm(form: FormData) {
  const id = Number(form.get("id"));
  const draft = String(form.get("replyMessage") ?? "");
  const answer = (status: number, error: string | null, notice: string | null = null) => {
    const reply: ReplyResult = {
      id: Number.isSafeInteger(id) ? id : null,
      error,
      notice,
      draft: error === null ? "" : draft,
      at: Date.now(),
    };
    return data({ reply }, status);
  };
  if (!Number.isSafeInteger(id) || id < 1)
    return answer(404, "That contact message does not exist.");
  const parsed = ReplySchema.safeParse({ replyMessage: draft });
  if (!parsed.success) return answer(400, parsed.error.issues[0]!.message);
  const outcome = await pageDataOr503("contact reply", () =>
    replyToContact(id, parsed.data.replyMessage),
  );
  if (outcome.status !== 200) return answer(outcome.status, outcome.error);
  return answer(200, null, outcome.notice);
}

// Opening or closing a reply box only changes ?reply=, which needs no fresh data.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutReply = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("reply");
    return params.toString();
  };
  return withoutReply(currentUrl) === withoutReply(nextUrl) ? false : defaultShouldRevalidate;
};

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { stats, tab, page, pageCounts } = loaderData;
  const toast = useToast();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [isLoggingOut, setLoggingOut] = useState(false);
  // While the next tab's data loads, show it as chosen already.
  const pendingTab =
    navigation.state === "loading" && navigation.location.pathname === "/admin/dashboard"
      ? new URLSearchParams(navigation.location.search).get("tab")
      : null;
  const shownTab = TABS.find((name) => name === pendingTab) ?? tab;
  const isRedirecting =
    isLoggingOut || (navigation.state === "loading" && navigation.location.pathname === "/admin");

  // Stats stay current while the dashboard is open (SPEC.md: every 30 seconds).
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") {
        void revalidator.revalidate();
      }
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);

  async function handleLogout(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLoggingOut(true);
    try {
      const response = await fetch("/api/admin/logout", { method: "POST", credentials: "include" });
      if (response.ok) {
        toast({ title: "Logged Out", description: "Successfully logged out of admin dashboard" });
      }
    } catch {
      // SPEC.md: a failed logout still goes back to the login screen.
    }
    await navigate("/admin");
  }

  const pagination = (list: Exclude<Tab, "facts">) => (
    <Pagination
      page={tab === list ? page : 1}
      pageCount={pageCounts[list]}
      path="/admin/dashboard"
      search={`?tab=${list}`}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Admin dashboard</h1>
        <Form method="post" onSubmit={handleLogout}>
          <button
            type="submit"
            disabled={isLoggingOut}
            className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Logout
          </button>
        </Form>
      </header>
      {isRedirecting ? (
        <p role="status" className="mt-4 text-slate-700">
          Redirecting to login...
        </p>
      ) : null}

      <section aria-label="Statistics" className="mt-8">
        <StatCards stats={stats} />
      </section>

      {/* The tab is in the URL (?tab=), so each tab is a link that works without JavaScript,
          can be bookmarked, and Back returns to the previous one. */}
      <Tabs.Root
        value={shownTab}
        onValueChange={(value) => void navigate(tabHref(value), { preventScrollReset: true })}
        className="mt-10"
      >
        <Tabs.List
          aria-label="Dashboard sections"
          className="flex flex-wrap gap-2 border-b border-slate-200"
        >
          {TAB_LABELS.map(([value, label]) => (
            <Tabs.Trigger key={value} value={value} asChild>
              <Link
                to={tabHref(value)}
                preventScrollReset
                // Radix has already switched the tab on mouse down; a plain click must not
                // navigate a second time. Modified clicks (a new tab or window) go through.
                onClick={(event) => {
                  if (!event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0) {
                    event.preventDefault();
                  }
                }}
                className="-mb-px border-b-2 border-transparent px-4 py-2 font-semibold text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
              >
                {label}
              </Link>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="contacts" className="pt-6">
          <ContactList
            contacts={loaderData.contacts}
            isMailConfigured={loaderData.isMailConfigured}
            result={actionData?.reply}
          />
          {pagination("contacts")}
        </Tabs.Content>
        <Tabs.Content value="subscribers" className="pt-6">
          <div className="mb-4 flex justify-end">
            <a
              href="/api/admin/subscriptions.csv"
              download
              className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              Download CSV
            </a>
          </div>
          <SubscriberTable subscriptions={loaderData.subscriptions} />
          {pagination("subscribers")}
        </Tabs.Content>
        <Tabs.Content value="analytics" className="pt-6">
          <AnalyticsPanel
            events={loaderData.events}
            dailyCounts={loaderData.dailyCounts}
            days={loaderData.days}
            topTargets={loaderData.topTargets}
          />
          {pagination("analytics")}
        </Tabs.Content>
        <Tabs.Content value="facts" className="pt-6">
          <FactRegisterTable rows={loaderData.factRows} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches[0].loaderData.site, {
    title: "Admin Dashboard",
    path: "/admin/dashboard",
    index: false,
  });

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}
