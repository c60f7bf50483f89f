// A hotel's photos: the cover large, loaded first as the page's largest image, and the rest as a
// grid below it that loads as it scrolls into view.
import { Picture } from "#app/components/picture.tsx";
import type { Photo } from "#app/models/types.ts";

export function HotelGallery({
  name,
  photos,
  label,
}: {
  name: string;
  photos: Photo[];
  /** The gallery's name in the page's language; "Photos of {name}" in English. */
  label?: string;
}) {
  const [cover, ...rest] = photos;
  if (!cover) return null;
  return (
    <figure aria-label={label ?? `Photos of ${name}`} className="space-y-3">
      <div className="aspect-[3/2] overflow-hidden rounded-2xl bg-brand-50">
        <Picture photo={cover} sizes="(min-width: 1024px) 52rem, 100vw" isLazy={false} />
      </div>
      {rest.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {rest.map((photo, index) => (
            <li
              key={`${photo.src}-${index}`}
              className="aspect-[3/2] overflow-hidden rounded-xl bg-brand-50"
            >
              <Picture
                photo={photo}
                sizes="(min-width: 1024px) 17rem, (min-width: 640px) 33vw, 50vw"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
