import { Link } from "react-router";

/** Real page links (?page=n) keeping the other query parameters. */
export function Pagination(props: {
  page: number;
  pageCount: number;
  path: string;
  search: string;
  /** The links' words in another language than English: "Page {page}" for each number's name. */
  words?: { pagination: string; previous: string; next: string; page: string };
}) {
  const { words } = props;
  if (props.pageCount <= 1) return null;
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(props.search);
    if (page === 1) params.delete("page");
    else params.set("page", String(page));
    const query = params.toString();
    return query ? `${props.path}?${query}` : props.path;
  };
  const pages = new Set([1, props.pageCount, props.page - 1, props.page, props.page + 1]);
  const shown = [...pages]
    .filter((page) => page >= 1 && page <= props.pageCount)
    .sort((a, b) => a - b);
  const item =
    "inline-flex min-w-10 justify-center rounded-md border px-3 py-2 text-sm font-medium";

  return (
    <nav aria-label={words?.pagination ?? "Pagination"} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {props.page > 1 ? (
          <li>
            <Link
              to={hrefFor(props.page - 1)}
              rel="prev"
              className={`${item} border-slate-300 hover:bg-slate-50`}
            >
              {words?.previous ?? "Previous"}
            </Link>
          </li>
        ) : null}
        {shown.map((page, index) => (
          <li key={page} className="flex items-center gap-2">
            {index > 0 && page - shown[index - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
            <Link
              to={hrefFor(page)}
              aria-current={page === props.page ? "page" : undefined}
              aria-label={words ? words.page.replace("{page}", String(page)) : `Page ${page}`}
              className={`${item} ${page === props.page ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 hover:bg-slate-50"}`}
            >
              {page}
            </Link>
          </li>
        ))}
        {props.page < props.pageCount ? (
          <li>
            <Link
              to={hrefFor(props.page + 1)}
              rel="next"
              className={`${item} border-slate-300 hover:bg-slate-50`}
            >
              {words?.next ?? "Next"}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
