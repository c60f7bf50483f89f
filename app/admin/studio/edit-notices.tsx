// The content editor's notices above the form: the draft's preview link, a save refused because
// someone saved since (with the way to load theirs), and the summary of the fields at fault, each
// linking to its field.
import { Link } from "react-router";
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
