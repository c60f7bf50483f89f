import type { DashboardStats } from "#app/admin/shell/dashboard-stats.server.ts";

const CARDS: {
  key: Exclude<keyof DashboardStats, "pendingSubscriptions">;
  label: string;
  note?: (stats: DashboardStats) => string;
}[] = [
  { key: "totalContacts", label: "Total Contacts" },
  { key: "unreadContacts", label: "Unread Contacts" },
  {
    key: "totalSubscriptions",
    label: "Newsletter Subscribers",
    // Only confirmed addresses are mailed; the ones still to confirm are shown apart.
    note: (stats) => `active · ${stats.pendingSubscriptions.toLocaleString("en-US")} pending`,
  },
  { key: "totalAnalytics", label: "Analytics Events" },
];

export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {CARDS.map((card) => (
        <div key={card.key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-slate-700">{card.label}</dt>
          <dd className="mt-2 text-3xl font-bold text-slate-900">
            {stats[card.key].toLocaleString("en-US")}
            {card.note ? (
              <span className="ml-2 text-sm font-medium text-slate-700">{card.note(stats)}</span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
