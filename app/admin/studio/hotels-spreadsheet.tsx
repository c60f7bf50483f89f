// The Content tab's hotel spreadsheet: download every hotel as CSV, send the edited file back for
// a dry run or to apply it, and what came of it (each change by line, or the lines refused).
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { changeText } from "#app/domain/content/change-text.ts";
import type { BulkOutcome } from "#app/use-cases/studio/hotel-import.server.ts";

const SPREADSHEET_STEPS = [
  { intent: "dry-run", label: "Dry run", pending: "Checking...", variant: "outline" },
  { intent: "apply", label: "Apply changes", pending: "Applying...", variant: "primary" },
] as const;

export function HotelsSpreadsheet({ bulk }: { bulk: BulkOutcome | null }) {
  const navigation = useNavigation();
  return (
    <Section id="hotels-spreadsheet" title="Edit hotels in a spreadsheet" size="minor">
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        <a href="/api/admin/content/hotels.csv" className="font-semibold text-brand-800 underline">
          Download all hotels (CSV)
        </a>
        , change prices, statuses or any other column, and send the file back. Rows are matched by
        slug, and only the columns in the file change. Check it with a dry run first: any bad line
        refuses the whole file.
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor="hotels-csv" className="block text-sm font-semibold text-slate-900">
            Edited hotels CSV
          </label>
          <input
            id="hotels-csv"
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            className="mt-1 block text-sm"
          />
        </div>
        {SPREADSHEET_STEPS.map((step) => (
          <Button
            key={step.intent}
            variant={step.variant}
            name="intent"
            value={step.intent}
            isPending={navigation.formData?.get("intent") === step.intent}
            pendingLabel={step.pending}
          >
            {step.label}
          </Button>
        ))}
      </Form>
      {bulk ? <BulkResult bulk={bulk} /> : null}
    </Section>
  );
}

function BulkResult({ bulk }: { bulk: BulkOutcome }) {
  if (bulk.rejected.length > 0) {
    return (
      <div
        role="alert"
        className="mt-4 rounded-md border border-red-700 bg-red-50 p-4 text-sm text-red-900"
      >
        <p className="font-semibold">
          Nothing was changed. Fix these lines and send the file again:
        </p>
        <ul className="mt-2 list-disc pl-5">
          {bulk.rejected.map((rejection) => (
            <li key={rejection.line}>
              Line {rejection.line}: {rejection.reason}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div role="status" className="mt-4 text-sm text-slate-800">
      <p className="font-semibold">
        {bulk.isDryRun
          ? `Dry run: ${bulk.changes.length} hotel(s) would change. Nothing was saved.`
          : `${bulk.updated} hotel(s) changed.`}
      </p>
      {bulk.changes.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {bulk.changes.map((change) => (
            <li key={change.line} className="break-words">
              Line {change.line}, {change.slug}:{" "}
              {Object.entries(change.changes)
                .map(([field, value]) => changeText(field, value))
                .join("; ")}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
