// In lite mode (app/domain/lite-mode.ts) a photo below the fold waits for a tap: a <details> in
// the photo's own box, whose summary names the photo. The browser fetches no lazy image inside a
// closed <details>, and opening one needs no script. Photos that load first, and every photo
// outside lite mode, render as they are.
import type { ReactNode } from "react";
import { useIsLite } from "#app/components/lite-mode.tsx";

export function TapToLoad(props: {
  isLazy: boolean;
  /** The photo's alt text; empty for a decorative one. */
  label: string;
  /** The box the photo fills: size-full inside a sized parent, else the photo's own size. */
  className?: string;
  children: ReactNode;
}) {
  const isLite = useIsLite();
  if (!isLite || !props.isLazy) return props.children;
  return (
    <details className={`group relative block ${props.className ?? "size-full"}`}>
      <summary className="absolute inset-0 z-10 flex cursor-pointer list-none items-center justify-center bg-slate-100 p-2 text-center text-sm font-semibold text-brand-800 underline underline-offset-2 group-open:sr-only focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-800 [&::-webkit-details-marker]:hidden">
        Show photo
        {props.label ? <span className="sr-only">: {props.label}</span> : null}
      </summary>
      {props.children}
    </details>
  );
}
