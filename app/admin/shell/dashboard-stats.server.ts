// SPEC.md's dashboard stats; Unread Contacts counts messages not yet replied to.
// totalSubscriptions (the "Newsletter Subscribers" card) counts active subscribers only, the
// addresses a campaign goes to; pendingSubscriptions counts sign-ups not yet confirmed
// (docs/DECISIONS.md).
import { countEvents } from "#app/models/analytics.server.ts";
import { countContactMessages } from "#app/models/contacts.server.ts";
import { countSubscriptionsByStatus } from "#app/models/subscriptions.server.ts";

export interface DashboardStats {
  totalContacts: number;
  unreadContacts: number;
  totalSubscriptions: number;
  pendingSubscriptions: number;
  totalAnalytics: number;
}

export async function loadDashboardStats(): Promise<DashboardStats> {
  const [contacts, subscriptions, totalAnalytics] = await Promise.all([
    countContactMessages(),
    countSubscriptionsByStatus(),
    countEvents(),
  ]);
  return {
    totalContacts: contacts.total,
    unreadContacts: contacts.unread,
    totalSubscriptions: subscriptions.active,
    pendingSubscriptions: subscriptions.pending,
    totalAnalytics,
  };
}
