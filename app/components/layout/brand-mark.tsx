/** The logo: a small kente-striped sun (decorative; the site name is always beside it). */
export function BrandMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
      <circle cx="16" cy="16" r="15" fill="#0EA5E9" />
      <rect x="4" y="18" width="24" height="4" fill="#F2B705" />
      <rect x="4" y="22" width="24" height="3" fill="#0A7A3E" />
      <rect x="4" y="14" width="24" height="4" fill="#C8102E" />
      <circle cx="16" cy="11" r="5" fill="#FDE68A" />
    </svg>
  );
}
