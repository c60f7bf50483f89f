// A hero's two outbound buttons (book with the partner, see the hotels on a map) and the
// disclosure that goes with the partner button.
import { OutboundLink } from "#app/components/outbound-link.tsx";
import { PartnerNote } from "#app/components/partner-note.tsx";

export function HeroActions(props: {
  bookHref: string;
  bookLabel: string;
  mapHref: string;
  /** The map button's look on this hero's background. */
  mapClassName: string;
}) {
  return (
    <>
      <div className="mt-8 flex flex-wrap gap-3">
        <OutboundLink
          href={props.bookHref}
          className="rounded-md bg-kente-gold px-5 py-3 font-semibold text-slate-900 hover:bg-yellow-400"
        >
          {props.bookLabel}
        </OutboundLink>
        <OutboundLink href={props.mapHref} isSponsored={false} className={props.mapClassName}>
          View on Map
        </OutboundLink>
      </div>
      <PartnerNote tone="light" className="mt-3" />
    </>
  );
}
