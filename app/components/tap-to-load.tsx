// In lite mode (app/domain/pages/lite-mode.ts) a photo below the fold waits for a tap: a <details> in
// the photo's own box, whose summary names the photo, and no script. Chromium fetches lazy <img>s
// inside a closed <details> all the same, so the photo is a CSS background that only an open
// <details> gives it: the browser requests it when the reader opens the box, not before. Photos
// that load first, and every photo outside lite mode, render as they are.
import type { CSSProperties, ReactNode } from "react";
import { useIsLite } from "#app/components/lite-mode.tsx";

/** A URL as a CSS url() value; our paths have no quotes, but a stray one must not end it. */
const cssUrl = (src: string) => `url("${src.replace(/["\\\n]/g, encodeURIComponent)}")`;

export function TapToLoad(props: {
  isLazy: boolean;
  /** The file shown when tapped: one file, as a background has no srcset. */
  src: string;
  /** The photo's alt text; empty for a decorative one. */
  alt: string;
  /** The box the photo fills: size-full inside a sized parent, else the photo's own size. */
  className?: string;
  children: ReactNode;
}) {
  const isLite = useIsLite();
  if (!isLite || !props.isLazy) return props.children;
  const photo = { "--photo": cssUrl(props.src) } as CSSProperties;
  return (
    <details className={`group relative block ${props.className ?? "size-full"}`}>
      <summary className="absolute inset-0 z-10 flex cursor-pointer list-none items-center justify-center bg-slate-100 p-2 text-center text-sm font-semibold text-brand-800 underline underline-offset-2 group-open:sr-only focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-800 [&::-webkit-details-marker]:hidden">
        Show photo
        {props.alt ? <span className="sr-only">: {props.alt}</span> : null}
      </summary>
      <span
        {...(props.alt ? { role: "img", "aria-label": props.alt } : { "aria-hidden": true })}
        style={photo}
        className="absolute inset-0 bg-cover bg-center group-open:[background-image:var(--photo)]"
      />
    </details>
  );
}
