import type { ReactNode } from "react";
import { SPONSORED_REL } from "#app/domain/partners/go-links.ts";

/**
 * A link that leaves the site in a new tab. A partner link (`isSponsored`) goes through the
 * site's /go/ path, which counts the click, and carries rel="sponsored nofollow noopener".
 */
export function OutboundLink(props: {
  href: string;
  isSponsored?: boolean;
  className?: string;
  children: ReactNode;
  /** The screen readers' note in the page's language. */
  newTab?: string;
}) {
  return (
    <a
      href={props.href}
      target="_blank"
      rel={props.isSponsored === false ? "noopener" : SPONSORED_REL}
      className={props.className}
    >
      {props.children}
      <span className="sr-only">{props.newTab ?? " (opens in a new tab)"}</span>
    </a>
  );
}
