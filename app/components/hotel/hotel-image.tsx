import { useState } from "react";
import { Icon, type IconName } from "#app/components/icon.tsx";
import { TapToLoad } from "#app/components/tap-to-load.tsx";

/** The picture sizes pages use: a card's, a detail page's, and a post's wide banner. */
const SIZES = {
  card: { width: 600, height: 400, aspect: "aspect-[3/2]" },
  page: { width: 1200, height: 800, aspect: "aspect-[3/2]" },
  banner: { width: 1200, height: 800, aspect: "aspect-[2/1]" },
} as const;

/**
 * A hotel, city or post picture over a patterned fallback: if the image fails, the fallback
 * shows instead of a broken image.
 */
export function HotelImage(props: {
  src: string;
  alt: string;
  size: keyof typeof SIZES;
  isLazy?: boolean;
  className?: string;
  fallbackIcon?: IconName;
}) {
  const [hasFailed, setFailed] = useState(false);
  const { width, height, aspect } = SIZES[props.size];
  return (
    <div className={`picture-ground ${aspect}${props.className ? ` ${props.className}` : ""}`}>
      <Icon name={props.fallbackIcon ?? "bed"} />
      {hasFailed ? null : (
        <TapToLoad isLazy={props.isLazy !== false} src={props.src} alt={props.alt}>
          <img
            src={props.src}
            alt={props.alt}
            width={width}
            height={height}
            loading={props.isLazy === false ? "eager" : "lazy"}
            fetchPriority={props.isLazy === false ? "high" : undefined}
            decoding="async"
            onError={() => setFailed(true)}
            // An image that failed before hydration fires no onError React can see.
            ref={(img) => {
              if (img?.complete && img.naturalWidth === 0) setFailed(true);
            }}
          />
        </TapToLoad>
      )}
    </div>
  );
}
