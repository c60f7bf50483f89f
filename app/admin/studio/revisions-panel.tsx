// A content item's history, in English or in French: every saved version with who saved it and
// what changed, two to compare side by side, and a button to restore each earlier one (as a
// draft, or, in English, published by an editor).
import { Form } from "react-router";
import { href } from "#app/paths.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/field.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { fieldLabel } from "#app/domain/content/change-text.ts";
import type { ContentType } from "#app/domain/content/content-schemas.ts";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import type { Revision } from "#app/models/content-store.server.ts";

export function RevisionsPanel({
  type,
  item,
  revisions,
  draftVersion,
  canPublish,
  language = "en",
}: {
  type: ContentType;
  item: { id: number; version: number };
  revisions: Revision[];
  draftVersion: number | null;
  /** Offers "Restore and publish" beside "Restore as a draft" (English only). */
  canPublish: boolean;
  /** The French version's history, titled apart from the English, compared on its own screen. */
  language?: "en" | "fr";
}) {
  const isFrench = language === "fr";
  const params = { type, id: String(item.id) };
  const versionChoices = revisions.map((revision) => ({
    value: String(revision.version),
    label: `Version ${revision.version}`,
  }));
  return (
    <Section
      id={isFrench ? "french-history" : "revisions"}
      title={isFrench ? "French history" : "History"}
      size="minor"
    >
      {revisions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {isFrench
            ? "Not saved yet."
            : "As first imported; no one has saved it in the studio yet."}
        </p>
      ) : null}
      {revisions.length > 1 ? (
        <Form
          method="get"
          action={
            isFrench
              ? href("/admin/dashboard/content/:type/:id/fr/compare", params)
              : href("/admin/dashboard/content/:type/:id/compare", params)
          }
          className="mt-3 flex flex-wrap items-end gap-2"
          aria-label={isFrench ? "Compare two French versions" : "Compare two versions"}
        >
          {[
            { label: "From", name: "from", version: revisions[1]!.version },
            { label: "To", name: "to", version: revisions[0]!.version },
          ].map((end) => (
            <SelectField
              key={end.name}
              label={end.label}
              name={end.name}
              defaultValue={String(end.version)}
              options={versionChoices}
            />
          ))}
          <Button variant="outline" size="sm">
            Compare
          </Button>
        </Form>
      ) : null}
      <ol className="mt-3 space-y-4 text-sm">
        {revisions.map((revision) => (
          <li key={revision.version}>
            <p className="font-semibold text-slate-900">
              Version {revision.version}
              {revision.isDraft ? " (draft)" : ""}
              {revision.version === draftVersion
                ? " (the draft being edited)"
                : revision.version === item.version && !draftVersion
                  ? " (current)"
                  : ""}
            </p>
            <p className="text-slate-700">
              <time dateTime={revision.createdAt}>{formatDateTime(revision.createdAt)}</time> by{" "}
              {revision.actor}
            </p>
            <p className="break-words text-slate-700">
              Changed:{" "}
              {Object.keys(revision.changes)
                .map((field) => fieldLabel(field))
                .join(", ") || "nothing"}
            </p>
            {revision.version !== item.version ? (
              <Form method="post" className="mt-1 flex flex-wrap gap-2">
                <input type="hidden" name="version" value={item.version} />
                <input type="hidden" name="revision" value={revision.version} />
                <button
                  type="submit"
                  name="intent"
                  value="restore"
                  className={buttonClass({ variant: "outline", size: "sm" })}
                >
                  Restore version {revision.version} as a draft
                </button>
                {canPublish && !isFrench ? (
                  <button
                    type="submit"
                    name="intent"
                    value="restore-publish"
                    className={buttonClass({ variant: "outline", size: "sm" })}
                  >
                    Restore and publish version {revision.version}
                  </button>
                ) : null}
              </Form>
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
