// The content editor's head and notices above the form: its title and where it stands, the
// draft's preview link, a save refused because
// someone saved since (with the way to load theirs), any other refusal, and the summary of the
// fields at fault, each linking to its field.
import { Link } from "react-router";
import { href } from "#app/paths.ts";
import { Heading } from "#app/components/ui/heading.tsx";
import { CONTENT_NOUNS } from "#app/domain/content/studio-form.ts";
import type { ContentType } from "#app/domain/content/content-schemas.ts";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import { controlId } from "#app/admin/studio/field-controls.tsx";

export function PreviewNote({ path, days }: { path: string; days: number }) {
  return (
    <p className="text-sm text-slate-700">
      <a
        href={path}
        className="font-semibold text-brand-800 underline"
        target="_blank"
        rel="noopener"
      >
        Preview this version
      </a>{" "}
      (the link works for {days} days without logging in: send it to anyone who should see the page
      before it is public).
    </p>
  );
}

export function StaleNotice({ error }: { error: string | null }) {
  return (
    <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
      <p>{error}</p>
      <p className="mt-2">
        <Link to="." reloadDocument className="font-semibold underline">
          Load the newest version
        </Link>{" "}
        (copy anything you want to keep first).
      </p>
    </div>
  );
}

/** What the studio refused or could not do, said in one sentence (a refused step, a bad compare). */
export function RefusalNotice({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
      {message}
    </p>
  );
}

export function ErrorSummary({ errors }: { errors: [name: string, message: string][] }) {
  if (errors.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-red-700 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">
        Not saved: {errors.length === 1 ? "one field needs" : `${errors.length} fields need`}{" "}
        attention.
      </p>
      <ul className="mt-2 list-disc pl-5">
        {errors.map(([name, message]) => (
          <li key={name}>
            <a href={`#${controlId(name)}`} className="underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The way back to the list, the item's title, where it shows, and its version. */
export function EditorHeader({
  type,
  title,
  sitePath,
  scheduled,
  saved,
}: {
  type: ContentType;
  title: string | null;
  /** The live page's address, when it is live. */
  sitePath: string | null;
  scheduled: string | null;
  /** The version shown and when it was saved (a pending draft's own time). */
  saved: { version: number; savedAt: string } | null;
}) {
  return (
    <>
      <p>
        <Link
          to={href("/admin/dashboard/content/:type?", { type })}
          className="text-sm font-semibold text-brand-800 underline"
        >
          All {CONTENT_NOUNS[type].many}
        </Link>
      </p>
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <Heading level={2} size="section">
          {title ?? `New ${CONTENT_NOUNS[type].one}`}
        </Heading>
        {sitePath ? (
          <a href={sitePath} className="text-sm font-semibold text-brand-800 underline">
            View on the site
          </a>
        ) : null}
        {scheduled ? <p className="text-sm font-semibold text-sky-900">{scheduled}</p> : null}
      </div>
      {saved ? (
        <p className="text-sm text-slate-700">
          Version {saved.version}, last saved{" "}
          <time dateTime={saved.savedAt}>{formatDateTime(saved.savedAt)}</time>.
        </p>
      ) : null}
    </>
  );
}
