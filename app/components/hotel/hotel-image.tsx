import { useState } from "react";
import { Icon } from "../icon.tsx";

/**
 * A hotel or city picture over a patterned fallback: if the image fails, the fallback shows
 * instead of a broken image.
 */
export function HotelImage(props: {
  src: string;
  alt: string;
  width: number;
  height: number;
  isLazy?: boolean;
  className?: string;
}) {
  const [hasFailed, setFailed] = useState(false);
  return (
    <div
      className={`relative overflow-hidden bg-gradient-to-br from-brand-100 via-amber-50 to-emerald-100 ${props.className ?? ""}`}
    >
      <Icon name="bed" className="absolute inset-0 m-auto size-10 text-brand-700/40" />
      {hasFailed ? null : (
        <img
          src={props.src}
          alt={props.alt}
          width={props.width}
          height={props.height}
          loading={props.isLazy === false ? "eager" : "lazy"}
          fetchPriority={props.isLazy === false ? "high" : undefined}
          decoding="async"
          onError={() => setFailed(true)}
          className="relative size-full object-cover"
        />
      )}
    </div>
  );
}
