// Two revisions of an item side by side (docs/decisions/035): every changed field with the old
// text on the left and the new on the right, removed words in <del> and added words in <ins>
// (struck through and underlined, and named for screen readers, so not by colour alone). The
// versions are in the URL (?from=&to=), chosen with a GET form: it works without JavaScript. The
// same screen compares the French version's revisions at …/{id}/fr/compare (issue 44).
import { Form, Link } from "react-router";
import { href } from "#app/paths.ts";
import { ColumnHeads } from "#app/admin/shell/column-heads.tsx";
import { RefusalNotice } from "#app/admin/studio/edit-notices.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/field.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { contentTypeParam, itemIdParam } from "#app/admin/studio/content-params.ts";
import { isTranslatable } from "#app/domain/content/french-version.ts";
import { CONTENT_NOUNS, TITLE_FIELD } from "#app/domain/content/studio-form.ts";
import { RevisionPairSchema } from "#app/domain/content/editorial.ts";
import type { DiffPart } from "#app/domain/content/word-diff.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { getContentItem, listRevisions } from "#app/models/content-store.server.ts";
import { diffRevisions } from "#app/models/editorial.server.ts";
import { listFrenchRevisions } from "#app/models/french-versions.server.ts";
import type { Route } from "./+types/content-compare";

export async function loader({ params, url }: Route.LoaderArgs) {
  const type = contentTypeParam(params.type);
  const id = itemIdParam(params.id);
  const language = url.pathname.endsWith("/fr/compare") ? "fr" : "en";
  if (language === "fr" && !isTranslatable(type)) {
    throw new Response("Only posts, cities and pages have a French version.", { status: 404 });
  }
  const [item, revisions] = await pageDataOr503("content", () =>
    Promise.all([
      getContentItem(type, id),
      language === "fr" ? listFrenchRevisions(type, id) : listRevisions(type, id),
    ]),
  );
  if (!item) throw new Response("No such item.", { status: 404 });
  const pair = RevisionPairSchema.safeParse({
    from: url.searchParams.get("from") ?? revisions[1]?.version,
    to: url.searchParams.get("to") ?? revisions[0]?.version,
  });
  const diff = pair.success
    ? await pageDataOr503("content", () =>
        diffRevisions(type, id, pair.data.from, pair.data.to, language),
      )
    : null;
  const problem = !pair.success
    ? (pair.error.issues[0]?.message ?? "Choose two versions.")
    : diff && "missing" in diff
      ? `There is no ${language === "fr" ? "French " : ""}version ${diff.missing} of this ${CONTENT_NOUNS[type].one}: choose another.`
      : null;
  return {
    type,
    id,
    language,
    title: String(item.fields[TITLE_FIELD[type]]),
    versions: revisions.map((revision) => ({
      version: revision.version,
      label: `Version ${revision.version}${revision.isDraft ? " (draft)" : ""}, ${revision.actor}`,
    })),
    from: pair.success ? pair.data.from : null,
    to: pair.success ? pair.data.to : null,
    problem,
    fields: diff && !("missing" in diff) ? diff.fields : [],
  };
}

function Parts({ parts }: { parts: DiffPart[] }) {
  if (parts.length === 0) return <span className="text-slate-600">(empty)</span>;
  return (
    <>
      {parts.map((part, index) =>
        part.kind === "removed" ? (
          <del
            key={index}
            aria-label={`removed: ${part.text}`}
            className="bg-red-100 text-red-950 line-through decoration-2"
          >
            {part.text}
          </del>
        ) : part.kind === "added" ? (
          <ins
            key={index}
            aria-label={`added: ${part.text}`}
            className="bg-emerald-100 text-emerald-950 underline decoration-2"
          >
            {part.text}
          </ins>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

export default function CompareVersions({ loaderData }: Route.ComponentProps) {
  const { type, id, language, title, versions, from, to, problem, fields } = loaderData;
  const isFrench = language === "fr";
  const params = { type, id: String(id) };
  const changed = fields.filter((field) => field.isChanged);
  const unchanged = fields.filter((field) => !field.isChanged);
  const options = versions.map((version) => ({
    value: String(version.version),
    label: version.label,
  }));
  return (
    <div className="space-y-6">
      <p>
        <Link
          to={
            isFrench
              ? href("/admin/dashboard/content/:type/:id/fr", params)
              : href("/admin/dashboard/content/:type/:id", params)
          }
          className="text-sm font-semibold text-brand-800 underline"
        >
          Back to {isFrench ? `the French version of ${title}` : title}
        </Link>
      </p>
      <Heading level={2} size="section">
        Compare {isFrench ? "French versions" : "versions"} of {title}
      </Heading>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Choose versions">
        <SelectField
          label="From"
          name="from"
          defaultValue={from ? String(from) : ""}
          options={options}
        />
        <SelectField label="To" name="to" defaultValue={to ? String(to) : ""} options={options} />
        <Button variant="outline">Compare</Button>
      </Form>
      {problem ? (
        <RefusalNotice message={problem} />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Removed words are struck through, added words underlined.{" "}
            {changed.length === 0
              ? "The two versions are the same."
              : `${changed.length} field(s) changed.`}
          </p>
          {changed.length > 0 ? (
            <table className="w-full table-fixed text-left text-sm">
              <caption className="sr-only">
                Version {from} and version {to}, changed fields side by side
              </caption>
              <colgroup>
                <col className="w-40" />
              </colgroup>
              <ColumnHeads
                columns={["Field", `Version ${from}`, `Version ${to}`]}
                className="border-b border-slate-300 text-slate-700"
                lastCellClassName="py-2 pr-4"
              />
              <tbody>
                {changed.map((field) => (
                  <tr key={field.field} className="border-b border-slate-200 align-top">
                    <th scope="row" className="py-2 pr-4 font-semibold">
                      {field.label}
                    </th>
                    {[field.before, field.after].map((parts, side) => (
                      <td
                        key={side}
                        lang={isFrench ? "fr" : undefined}
                        className="py-2 pr-4 break-words whitespace-pre-wrap"
                      >
                        <Parts parts={parts} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {unchanged.length > 0 ? (
            <p className="text-sm text-slate-700">
              Unchanged: {unchanged.map((field) => field.label).join(", ")}.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
