import { formatLongDate } from "#app/domain/shared/dates.ts";
import type { FactsChecked } from "#app/domain/facts/facts.ts";

/** The date a page's registered facts were last checked, and whom to confirm them with. */
export function FactsCheckedNote({ checked }: { checked: FactsChecked }) {
  return (
    <aside
      aria-label="Fact check"
      className="rounded-xl border border-brand-100 bg-brand-50 px-5 py-4 text-sm leading-6 text-slate-800"
    >
      <p>
        <strong className="font-semibold text-slate-900">
          Facts checked{" "}
          <time dateTime={checked.checkedOn}>{formatLongDate(checked.checkedOn)}</time>
        </strong>{" "}
        against the published sources in our fact register.
        {checked.officialSources.length > 0 && (
          <>
            {" "}
            Rules change, so confirm them before you travel with{" "}
            {checked.officialSources.map((source, index) => (
              <span key={source.name}>
                {index > 0 && (index === checked.officialSources.length - 1 ? " and " : ", ")}
                {source.url ? (
                  <a
                    href={source.url}
                    className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
                  >
                    {source.name}
                  </a>
                ) : (
                  source.name
                )}
              </span>
            ))}
            .
          </>
        )}
      </p>
    </aside>
  );
}
