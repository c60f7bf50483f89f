import type { ReactNode } from "react";
import { track } from "#app/browser/track.ts";
import type { EventType } from "#app/domain/analytics-event.ts";
import { SPONSORED_REL } from "#app/domain/outbound.ts";

/**
 * A link to a partner: new tab, rel="sponsored noopener noreferrer", and the click recorded as an
 * analytics event naming what was clicked.
 */
export function OutboundLink(props: {
  href: string;
  eventData: string;
  eventType?: EventType;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={props.href}
      target="_blank"
      rel={SPONSORED_REL}
      className={props.className}
      onClick={() => track(props.eventType ?? "affiliate_click", props.eventData)}
    >
      {props.children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
