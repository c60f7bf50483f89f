// The dashboard's newsletter tab: subscribers one page at a time with their status, the CSV
// export, and erasure (the address is kept only as a hash, so it is never mailed again).
import { Form, Link } from "react-router";
import { href } from "#app/paths.ts";
import { done, refused } from "#app/admin/shell/action.server.ts";
import { currentStaff } from "#app/admin/shell/staff.server.ts";
import { can } from "#app/domain/accounts/roles.ts";
import { eraseQuestion, SubscriberTable } from "#app/admin/inbox/subscriber-table.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { ADMIN_PAGE_SIZE } from "#app/admin/shell/staff-forms.ts";
import { pageNumber } from "#app/domain/hotel-lists/page-number.ts";
import { pageCountFor } from "#app/domain/hotel-lists/paging.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import {
  countSubscriptionsByStatus,
  getSubscription,
  listSubscriptions,
} from "#app/models/subscriptions.server.ts";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import { formFields } from "#app/domain/forms/form-fields.ts";
import { refusal } from "#app/domain/shared/outcome.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { isMailConfigured } from "#app/mail/transport.server.ts";
import { eraseSubscriber } from "#app/use-cases/newsletter/erase.server.ts";
import type { Route } from "./+types/subscribers";

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = pageNumber.catch(1).parse(url.searchParams.get("page") ?? undefined);
  const [subscriptions, counts] = await pageDataOr503("subscribers", () =>
    Promise.all([
      listSubscriptions({ page, pageSize: ADMIN_PAGE_SIZE }),
      countSubscriptionsByStatus(),
    ]),
  );
  const total = counts.active + counts.pending + counts.unsubscribed;
  return {
    subscriptions,
    counts,
    page,
    pageCount: pageCountFor(total, ADMIN_PAGE_SIZE),
    isMailOn: isMailConfigured(),
    // The CSV and erasure are the owner's (issue 28): other roles do not see their buttons.
    canExport: can(currentStaff(context).role, "subscribers.export"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = formFields(await readFormData(request));
  const id = parseId(form.erase);
  // Erasing cannot be undone: without the browser's confirmation (no JavaScript), ask first.
  if (id !== null && form.confirmed !== String(id)) {
    const subscription = await getSubscription(id);
    if (subscription) return { confirmErase: { id, email: subscription.email }, toast: null };
  }
  // The erasure writes its own audit entry, in its transaction.
  const outcome = id === null ? null : await eraseSubscriber(id, operatorFrom(context));
  if (!outcome?.ok) {
    return refused(refusal(404, "That subscriber was not found."), form, { confirmErase: null });
  }
  return done(`${href("/admin/dashboard/subscribers")}${new URL(request.url).search}`, {
    title: "Erased",
    description:
      "The subscriber's data is gone; a hash of the address is kept so it is never mailed again.",
  });
}

export default function SubscribersTab({ loaderData, actionData }: Route.ComponentProps) {
  useServerToast(actionData?.toast);
  const { counts } = loaderData;
  return (
    <>
      {loaderData.isMailOn ? null : (
        <p role="status" className="mb-4 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
          E-mail is off (SMTP_URL is not set): sign-ups are recorded with their consent, but no
          confirmation e-mail is sent, so nobody becomes active until e-mail is turned on.
        </p>
      )}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-800">
          <strong>{counts.active.toLocaleString("en-US")} active</strong> (confirmed, mailed) ·{" "}
          {counts.pending.toLocaleString("en-US")} pending confirmation ·{" "}
          {counts.unsubscribed.toLocaleString("en-US")} unsubscribed
        </p>
        {loaderData.canExport ? (
          <a
            href={href("/api/admin/subscriptions.csv")}
            download
            className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            Download CSV
          </a>
        ) : null}
      </div>
      {actionData?.confirmErase ? (
        <section
          aria-labelledby="erase-question"
          className="mb-6 rounded-xl border-2 border-amber-400 bg-amber-50 p-5"
        >
          <h2 id="erase-question" className="text-lg font-bold text-slate-900">
            {eraseQuestion(actionData.confirmErase.email)}
          </h2>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="confirmed" value={actionData.confirmErase.id} />
            <Button name="erase" value={actionData.confirmErase.id}>
              Erase {actionData.confirmErase.email}
            </Button>
            <Link
              to={href("/admin/dashboard/subscribers")}
              className={buttonClass({ variant: "outline" })}
            >
              Cancel
            </Link>
          </Form>
        </section>
      ) : null}
      <SubscriberTable subscriptions={loaderData.subscriptions} canErase={loaderData.canExport} />
      <Pagination {...loaderData} path={href("/admin/dashboard/subscribers")} search="" />
    </>
  );
}
