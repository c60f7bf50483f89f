// A placed photo as pages render it: srcset lists per format from its derivatives, its size, its
// alternative text and a blurred placeholder that shows before (and without) any script.
import type { MediaDerivative } from "#db/schema.ts";
import { thumbhashToDataUrl } from "#app/media/photos.server.ts";
import type { Photo } from "#app/models/types.ts";

export interface ReadyMedia {
  id: number;
  width: number;
  height: number;
  thumbhash: string;
  derivatives: MediaDerivative[];
}

function srcset(derivatives: readonly MediaDerivative[]): string {
  return [...derivatives]
    .sort((a, b) => a.width - b.width)
    .map((derivative) => `/media/${derivative.key} ${derivative.width}w`)
    .join(", ");
}

export function toPhoto(item: ReadyMedia, alt: string): Photo {
  const of = (format: MediaDerivative["format"]) =>
    item.derivatives.filter((derivative) => derivative.format === format);
  const jpegs = of("jpeg").sort((a, b) => a.width - b.width);
  // The src for browsers that read no srcset: a middle width, not the largest.
  const fallback = jpegs.find((derivative) => derivative.width >= 960) ?? jpegs.at(-1);
  return {
    alt,
    width: item.width,
    height: item.height,
    placeholder: thumbhashToDataUrl(item.thumbhash),
    avif: srcset(of("avif")),
    webp: srcset(of("webp")),
    jpeg: srcset(jpegs),
    src: fallback ? `/media/${fallback.key}` : "",
  };
}

/** The photos of an item that are ready to show, in its order (the cover first). */
export function placedPhotos(
  placed: readonly { mediaId: number; alt: string }[],
  ready: ReadonlyMap<number, ReadyMedia>,
): Photo[] {
  return placed.flatMap((photo) => {
    const item = ready.get(photo.mediaId);
    return item ? [toPhoto(item, photo.alt)] : [];
  });
}
