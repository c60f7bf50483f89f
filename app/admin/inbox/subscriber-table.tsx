import { Form } from "react-router";
import { ColumnHeads } from "#app/admin/shell/column-heads.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import type { Subscription } from "#app/models/subscriptions.server.ts";

export const eraseQuestion = (email: string) =>
  `Erase ${email}? Their data is deleted and the address is never mailed again.`;

const STATUS_LABEL = {
  active: "Active",
  pending: "Pending confirmation",
  unsubscribed: "Unsubscribed",
} as const;

// The language a subscriber's e-mails go in (issue 44), named in the studio's English.
const LANGUAGE_LABEL = { en: "English", fr: "French" } as const;

const STATUS_STYLE = {
  active: "bg-emerald-100 text-emerald-900",
  pending: "bg-amber-100 text-amber-900",
  unsubscribed: "bg-slate-200 text-slate-800",
} as const;

export function SubscriberTable({
  subscriptions,
  canErase = true,
}: {
  subscriptions: Subscription[];
  /** Erasing is the owner's (subscribers.export): other roles see no Erase button. */
  canErase?: boolean;
}) {
  if (subscriptions.length === 0) {
    return <p className="py-10 text-center text-slate-700">No newsletter subscribers yet</p>;
  }
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Newsletter subscribers, newest first</caption>
      <ColumnHeads
        columns={["Email", "Subscribed", "Status", "Language", "Actions"]}
        visuallyHidden={["Actions"]}
      />
      <tbody className="divide-y divide-slate-200 text-slate-800">
        {subscriptions.map((subscription) => (
          <tr key={subscription.id}>
            <td className="py-2 pr-4">{subscription.email}</td>
            <td className="py-2 pr-4">
              <time dateTime={subscription.subscribedAt}>
                {formatDateTime(subscription.subscribedAt)}
              </time>
            </td>
            <td className="py-2 pr-4">
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[subscription.status]}`}
              >
                {STATUS_LABEL[subscription.status]}
              </span>
              {subscription.confirmedAt ? (
                <span className="ml-2 text-xs text-slate-700">
                  confirmed{" "}
                  <time dateTime={subscription.confirmedAt}>
                    {formatDateTime(subscription.confirmedAt)}
                  </time>
                </span>
              ) : null}
            </td>
            <td className="py-2 pr-4">{LANGUAGE_LABEL[subscription.language]}</td>
            <td className="py-2 text-right">
              {canErase ? (
                <Form method="post">
                  {/* Filled in once the browser's dialog is answered; without it, the server asks. */}
                  <input type="hidden" name="confirmed" value="" />
                  <button
                    type="submit"
                    name="erase"
                    value={subscription.id}
                    aria-label={`Erase ${subscription.email}`}
                    onClick={(event) => {
                      if (!window.confirm(eraseQuestion(subscription.email))) {
                        event.preventDefault();
                        return;
                      }
                      const confirmed = event.currentTarget.form?.elements.namedItem("confirmed");
                      if (confirmed instanceof HTMLInputElement) {
                        confirmed.value = String(subscription.id);
                      }
                    }}
                    className={buttonClass({ variant: "outline", size: "sm" })}
                  >
                    Erase
                  </button>
                </Form>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
