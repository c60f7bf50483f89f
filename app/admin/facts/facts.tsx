// The dashboard's fact register tab: every registered fact with its review date and the pages
// that state it, most urgent first; the daily check of published content against the register,
// with what it found and a button to run it now; and what hotels have told us (issue 40): each
// practical fact's coverage by city and kind of source, the hotels to ask for fact sheets, those
// with no address, and the links still open.
import { IntentButton } from "#app/admin/shell/intent-button.tsx";
import { Link } from "react-router";
import { href } from "#app/paths.ts";
import {
  CoverageTable,
  HotelsToAsk,
  HotelsWithoutAddress,
  OpenRequests,
} from "#app/admin/facts/fact-coverage-panels.tsx";
import { FactRegisterTable } from "#app/admin/facts/fact-register-table.tsx";
import { refused } from "#app/admin/shell/action.server.ts";
import { currentStaff, requirePermission } from "#app/admin/shell/staff.server.ts";
import { actingFrom } from "#app/admin/studio/content-api.server.ts";
import { Section } from "#app/components/ui/section.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { facts } from "#app/content/facts.ts";
import { formatLongDate } from "#app/domain/shared/dates.ts";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import { bulkRequestSummary, factCoverage } from "#app/domain/facts/fact-coverage.ts";
import { factReviewRows } from "#app/domain/facts/fact-review.ts";
import { formFields } from "#app/domain/forms/form-fields.ts";
import { PRACTICAL_FACT_KEYS } from "#app/domain/facts/practical-facts.ts";
import { can } from "#app/domain/accounts/roles.ts";
import { z } from "#app/domain/shared/zod.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { serverToast } from "#app/components/ui/toast.server.ts";
import { listDueListingChecks, loadFactCheck } from "#app/models/fact-check.server.ts";
import { listCoverageHotels } from "#app/models/fact-coverage.server.ts";
import { listOpenFactSheetLinks } from "#app/models/fact-sheets.server.ts";
import { runFactCheck } from "#app/use-cases/studio/fact-check.server.ts";
import {
  requestFactSheets,
  revokeFactSheet,
} from "#app/use-cases/fact-sheets/fact-sheets.server.ts";
import type { Acting } from "#app/use-cases/studio/content-changes.server.ts";
import { loadFactUsage } from "#app/models/fact-usage.server.ts";
import type { Route } from "./+types/facts";

export async function loader({ context }: Route.LoaderArgs) {
  const [usage, check, listingChecks, hotels, links] = await pageDataOr503("fact usage", () =>
    Promise.all([
      loadFactUsage(),
      loadFactCheck(),
      listDueListingChecks(),
      listCoverageHotels(),
      listOpenFactSheetLinks(),
    ]),
  );
  const openUntil = new Map(links.map((link) => [link.hotelId, link.expiresAt.toISOString()]));
  return {
    rows: factReviewRows(facts, usage, new Date()),
    check,
    listingChecks,
    coverage: factCoverage(hotels),
    hotels: hotels.map((hotel) => ({
      id: hotel.id,
      name: hotel.name,
      city: hotel.city,
      known: new Set(hotel.facts.map((fact) => fact.key)).size,
      email: hotel.email,
      openUntil: openUntil.get(hotel.id) ?? null,
    })),
    withoutAddress: hotels
      .filter((hotel) => !hotel.email)
      .map((hotel) => ({ id: hotel.id, name: hotel.name })),
    links: links.map((link) => ({
      ...link,
      expiresAt: link.expiresAt.toISOString(),
      lastUsedAt: link.lastUsedAt?.toISOString() ?? null,
    })),
    // Asking for fact sheets and revoking links are an editor's: a link lets a stranger propose facts.
    canRequest: can(currentStaff(context).role, "content.publish"),
  };
}

const RequestSchema = z.object({
  hotel: z
    .array(z.coerce.number().int().min(1, "Choose hotels from the list."))
    .min(1, "Tick at least one hotel to ask for its fact sheet."),
});
const RevokeSchema = z.object({ link: z.coerce.number().int().min(1) });

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const fields = formFields(formData);
  if (fields.intent === "request-sheets" || fields.intent === "revoke") {
    requirePermission(context, "content.publish", request);
    return fields.intent === "revoke"
      ? revoke(fields, actingFrom(context))
      : requestSheets(formData.getAll("hotel"), actingFrom(context));
  }
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

async function requestSheets(ids: FormDataEntryValue[], by: Acting) {
  const parsed = RequestSchema.safeParse({ hotel: ids });
  if (!parsed.success) return refused({ status: 400, error: parsed.error.issues[0]!.message });
  const outcome = await requestFactSheets(parsed.data.hotel, by);
  if (!outcome.ok) return refused(outcome);
  // Answered in place, with every hotel named: asking again is harmless (open links are skipped).
  const summary = bulkRequestSummary(outcome);
  return {
    toast: serverToast({ title: "Fact Sheets Requested", description: summary }),
    summary,
  };
}

async function revoke(fields: Record<string, string>, by: Acting) {
  const parsed = RevokeSchema.safeParse(fields);
  if (!parsed.success)
    return refused({ status: 400, error: "Choose a link from the list to revoke." });
  const outcome = await revokeFactSheet(parsed.data.link, by);
  if (!outcome.ok) return refused(outcome);
  return {
    toast: serverToast({ title: "Link Revoked", description: "That link no longer works." }),
  };
}

export default function FactsTab({ loaderData, actionData }: Route.ComponentProps) {
  useServerToast(actionData?.toast);
  const { check } = loaderData;
  const { summary, error } = (actionData ?? {}) as { summary?: string; error?: string };
  return (
    <div className="space-y-10">
      {summary ? (
        <p role="status" className="rounded-md border border-green-700 bg-green-50 p-4 text-sm">
          {summary}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-4 text-sm">
          {error}
        </p>
      ) : null}
      <CoverageTable coverage={loaderData.coverage} />
      <HotelsToAsk
        hotels={loaderData.hotels}
        factCount={PRACTICAL_FACT_KEYS.length}
        canRequest={loaderData.canRequest}
      />
      <HotelsWithoutAddress hotels={loaderData.withoutAddress} />
      <OpenRequests links={loaderData.links} canRevoke={loaderData.canRequest} />
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
