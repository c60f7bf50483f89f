// One publication as the site's source lists show it (an article's "Sources", a hotel's listing
// check): the publisher, the title linked where it has an address, and its date.

export interface Publication {
  publisher: string;
  title: string;
  url?: string;
  /** YYYY-MM-DD or coarser. */
  date?: string;
}

export function PublicationItem({
  source,
  dateOf,
}: {
  source: Publication;
  dateOf: (date: string) => string;
}) {
  return (
    <li>
      <span className="font-semibold text-slate-900">{source.publisher}</span>
      {": "}
      {source.url ? (
        <a href={source.url} rel="nofollow noopener" className="text-brand-700 underline">
          {source.title}
        </a>
      ) : (
        source.title
      )}
      {source.date ? ` (${dateOf(source.date)})` : null}
    </li>
  );
}
