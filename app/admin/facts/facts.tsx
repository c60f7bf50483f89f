// The dashboard's fact register tab: every registered fact with its review date and the pages
// that state it, most urgent first; and the daily check of published content against the
// register, with what it found and a button to run it now.
import { IntentButton } from "#app/admin/shell/intent-button.tsx";
import { Link } from "react-router";
import { href } from "#app/paths.ts";
import { FactRegisterTable } from "#app/admin/facts/fact-register-table.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { facts } from "#app/content/facts.ts";
import { formatDateTime, formatLongDate } from "#app/domain/dates.ts";
import { factReviewRows } from "#app/domain/fact-review.ts";
import { formFields } from "#app/domain/form-fields.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { serverToast } from "#app/http/toast.server.ts";
import { listDueListingChecks, loadFactCheck } from "#app/models/fact-check.server.ts";
import { runFactCheck } from "#app/use-cases/studio/fact-check.server.ts";
import { loadFactUsage } from "#app/models/fact-usage.server.ts";
import type { Route } from "./+types/facts";

export async function loader() {
  const [usage, check, listingChecks] = await pageDataOr503("fact usage", () =>
    Promise.all([loadFactUsage(), loadFactCheck(), listDueListingChecks()]),
  );
  return { rows: factReviewRows(facts, usage, new Date()), check, listingChecks };
}

export async function action({ request }: Route.ActionArgs) {
  const fields = formFields(await readFormData(request));
  if (fields.intent !== "check-facts") return { toast: null };
  const check = await pageDataOr503("fact check", () => runFactCheck());
  const found = check.problems.length;
  return {
    toast: serverToast(
      found === 0
        ? { title: "Facts Checked", description: "Published content agrees with the register." }
        : {
            title: "Facts Checked",
            description: `${found} ${found === 1 ? "statement needs" : "statements need"} attention.`,
            variant: "destructive",
          },
    ),
  };
}

export default function FactsTab({ loaderData, actionData }: Route.ComponentProps) {
  useServerToast(actionData?.toast);
  const { check } = loaderData;
  return (
    <div className="space-y-10">
      <Section id="fact-check" title="Published content against the register" size="minor">
        <p className="mt-2 max-w-3xl text-sm leading-6 text-slate-700">
          Every day at 05:00 (Accra time) the site reads everything published and lists each
          sentence that contradicts the register, states a registered road time or distance
          differently, names an unknown fact, or states one route two ways. A studio save with such
          a sentence is refused.{" "}
          {check
            ? `Last run ${formatDateTime(check.ranAt)}.`
            : "It has not run yet on this database."}
        </p>
        {check ? (
          check.problems.length === 0 ? (
            <p className="mt-3 text-sm font-semibold text-emerald-800">
              Published content agrees with the register.
            </p>
          ) : (
            <ul className="mt-3 space-y-2 text-sm" aria-label="Statements to correct">
              {check.problems.map((problem, index) => (
                <li key={index}>
                  <span className="font-semibold">{problem.where}: </span>
                  <span className="text-red-800">{problem.message}</span>
                </li>
              ))}
            </ul>
          )
        ) : null}
        <IntentButton intent="check-facts" pendingLabel="Checking...">
          Check published content now
        </IntentButton>
      </Section>
      <Section id="listing-checks" title="Hotels to re-check" size="minor">
        <p className="mt-2 max-w-3xl text-sm leading-6 text-slate-700">
          A hotel is listed only while public sources confirm it exists where we say. A check is
          good for 12 months. First come hotels whose newest source is older than 2021 (their pages
          say &ldquo;Listing last confirmed&rdquo; with its year), then hotels never checked or
          checked longer ago, oldest first. Unverified hotels are not listed: their pages lead to
          their city.
        </p>
        {loaderData.listingChecks.length === 0 ? (
          <p className="mt-3 text-sm font-semibold text-emerald-800">
            Every hotel was checked within the last 12 months.
          </p>
        ) : (
          <ol className="mt-3 space-y-1 text-sm" aria-label="Hotels to re-check, oldest first">
            {loaderData.listingChecks.map((hotel) => (
              <li key={hotel.id}>
                <Link
                  to={href("/admin/dashboard/content/:type/:id", {
                    type: "hotels",
                    id: String(hotel.id),
                  })}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {hotel.name}
                </Link>{" "}
                <span className="text-slate-700">
                  {hotel.listingCheckedOn
                    ? `last checked ${formatLongDate(`${hotel.listingCheckedOn}T12:00:00Z`)}`
                    : "never checked"}
                  {hotel.lastConfirmed === "undated"
                    ? " · sources undated"
                    : hotel.lastConfirmed !== null
                      ? ` · newest source ${hotel.lastConfirmed}`
                      : ""}
                  {hotel.listingStatus === "verified" ? "" : " · not listed"}
                  {hotel.status === "draft" ? " · draft" : ""}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Section>
      <FactRegisterTable rows={loaderData.rows} />
    </div>
  );
}
