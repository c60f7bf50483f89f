import { formatDateTime } from "#app/domain/dates.ts";
import type { Subscription } from "#app/models/subscriptions.server.ts";

export function SubscriberTable({ subscriptions }: { subscriptions: Subscription[] }) {
  if (subscriptions.length === 0) {
    return <p className="py-10 text-center text-slate-700">No newsletter subscribers yet</p>;
  }
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Newsletter subscribers, newest first</caption>
      <thead className="border-b border-slate-300 text-slate-900">
        <tr>
          <th scope="col" className="py-2 pr-4">
            Email
          </th>
          <th scope="col" className="py-2 pr-4">
            Subscribed
          </th>
          <th scope="col" className="py-2">
            Status
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 text-slate-800">
        {subscriptions.map((subscription) => (
          <tr key={subscription.id}>
            <td className="py-2 pr-4">{subscription.email}</td>
            <td className="py-2 pr-4">
              <time dateTime={subscription.subscribedAt}>
                {formatDateTime(subscription.subscribedAt)}
              </time>
            </td>
            <td className="py-2">
              <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
                Active
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
