/** A grey card with an image block and text bars of the given widths, shown while cards load. */
export function CardSkeleton({ bars }: { bars: readonly string[] }) {
  return (
    <div
      aria-hidden="true"
      className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <div className="aspect-[3/2] bg-slate-200" />
      <div className="space-y-3 p-5">
        {bars.map((bar, index) => (
          <div key={index} className={`${bar} rounded bg-slate-200`} />
        ))}
      </div>
    </div>
  );
}
