// SPEC.md's dashboard stats; Unread Contacts counts messages not yet replied to.
import { countEvents } from "#app/models/analytics.server.ts";
import { countContactMessages } from "#app/models/contacts.server.ts";
import { countSubscriptions } from "#app/models/subscriptions.server.ts";

export interface DashboardStats {
  totalContacts: number;
  unreadContacts: number;
  totalSubscriptions: number;
  totalAnalytics: number;
}

export async function loadDashboardStats(): Promise<DashboardStats> {
  const [contacts, totalSubscriptions, totalAnalytics] = await Promise.all([
    countContactMessages(),
    countSubscriptions(),
    countEvents(),
  ]);
  return {
    totalContacts: contacts.total,
    unreadContacts: contacts.unread,
    totalSubscriptions,
    totalAnalytics,
  };
}
