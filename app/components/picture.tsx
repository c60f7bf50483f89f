// An uploaded photo: AVIF and WebP where the browser takes them, JPEG otherwise, each at the
// widths the layout needs (srcset and sizes), with its size reserved (width and height) and a
// blurred placeholder painted behind it until it loads, which needs no script.
import type { Photo } from "#app/models/types.ts";
import { TapToLoad } from "#app/components/tap-to-load.tsx";
import { srcsetCandidate } from "#app/domain/pages/srcset.ts";

/** A tapped photo on a lite page fills a card or a gallery cell: a phone's width at most. */
const TAPPED_PHOTO_WIDTH = 640;

export function Picture(props: {
  photo: Omit<Photo, "placeholder"> & { placeholder?: string };
  /** How wide the photo shows at each viewport width, e.g. "(min-width: 1024px) 60vw, 100vw". */
  sizes: string;
  /** The page's largest image loads at once and first; the rest only when scrolled near. */
  isLazy?: boolean;
  className?: string;
}) {
  const { photo, sizes, isLazy = true } = props;
  return (
    <TapToLoad
      isLazy={isLazy}
      src={srcsetCandidate(photo.webp, TAPPED_PHOTO_WIDTH) ?? photo.src}
      alt={photo.alt}
    >
      <picture>
        {photo.avif ? <source type="image/avif" srcSet={photo.avif} sizes={sizes} /> : null}
        {photo.webp ? <source type="image/webp" srcSet={photo.webp} sizes={sizes} /> : null}
        <img
          src={photo.src}
          srcSet={photo.jpeg}
          sizes={sizes}
          width={photo.width}
          height={photo.height}
          alt={photo.alt}
          loading={isLazy ? "lazy" : "eager"}
          fetchPriority={isLazy ? undefined : "high"}
          decoding="async"
          style={
            photo.placeholder
              ? { backgroundImage: `url(${photo.placeholder})`, backgroundSize: "cover" }
              : undefined
          }
          className={`size-full object-cover ${props.className ?? ""}`}
        />
      </picture>
    </TapToLoad>
  );
}
