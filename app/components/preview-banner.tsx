/** Says plainly that the page is a preview of unpublished content, seen only through its link. */
export function PreviewBanner() {
  return (
    <p
      role="status"
      className="mb-6 rounded-md border border-amber-700 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
    >
      Preview: this is how the page will look. It is not public until it is published.
    </p>
  );
}
