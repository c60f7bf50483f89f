// The content editor's photos: those placed on the item, each with its alternative text, cover
// choice, removal and (for one that failed) Try again, all posted with the editor's form; and the
// upload, which sends the same form so what was typed stays, with or without JavaScript.
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import type { ContentType } from "#app/domain/content/content-schemas.ts";
import { controlId } from "#app/admin/studio/field-controls.tsx";
import { PhotoThumbnail } from "#app/admin/studio/photo-thumbnail.tsx";

export interface PlacedPhoto {
  mediaId: number;
  alt: string;
  /** Who sent it, when not our own upload (a hotel's fact sheet). */
  source?: string;
  status: string;
  error: string | null;
  thumbnail: string | null;
}

/** A photo row as typed before an upload; null to show it as stored. */
export type TypedPhoto = (
  index: number,
  mediaId: number,
) => { alt: string | undefined; isCover: boolean; isRemoved: boolean } | null;

/** After an upload the photo rows show what was typed in them; otherwise what is stored. */
export function typedPhotoOf(values: Record<string, string>, isUpload: boolean): TypedPhoto {
  return (index, mediaId) =>
    isUpload && values[`photo.${index}.id`] === String(mediaId)
      ? {
          alt: values[`photo.${index}.alt`],
          isCover: values.cover === String(mediaId),
          isRemoved: Boolean(values[`photo.${index}.remove`]),
        }
      : null;
}

export function PlacedPhotos({
  type,
  photos,
  photosKey,
  error,
  typedPhoto,
}: {
  type: ContentType;
  photos: PlacedPhoto[];
  photosKey: string;
  error: string | undefined;
  typedPhoto: TypedPhoto;
}) {
  return (
    <fieldset
      id={controlId("photos")}
      tabIndex={-1}
      className="space-y-4 rounded-lg border border-slate-300 p-4"
    >
      <legend className="px-1 font-semibold text-slate-900">Photos</legend>
      <p className="text-sm text-slate-700">
        {type === "hotels"
          ? "The cover shows first on the hotel's page and on its cards."
          : "The cover shows at the top of the page."}
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <ul className="grid gap-6 sm:grid-cols-2">
        {photos.map((photo, index) => {
          const typed = typedPhoto(index, photo.mediaId);
          return (
            <li key={`${photo.mediaId}-${photosKey}`} className="space-y-2">
              {photo.thumbnail ? (
                <PhotoThumbnail src={photo.thumbnail} />
              ) : photo.status === "failed" ? (
                <div
                  role="alert"
                  className="space-y-2 rounded-md bg-red-50 p-4 text-sm text-red-900"
                >
                  <p>
                    <strong>Failed:</strong> this photo could not be processed. {photo.error}
                  </p>
                  <p>Try again, or tick Remove and save to take it off.</p>
                  <Button
                    variant="outline"
                    size="sm"
                    name="retryPhoto"
                    value={photo.mediaId}
                    formNoValidate
                  >
                    Try again
                  </Button>
                </div>
              ) : (
                <p className="rounded-md bg-slate-100 p-4 text-sm text-slate-700">
                  Still being processed: it shows on the page in a moment.
                </p>
              )}
              <input type="hidden" name={`photo.${index}.id`} value={photo.mediaId} />
              {photo.source ? (
                <>
                  <input type="hidden" name={`photo.${index}.source`} value={photo.source} />
                  <p className="text-sm text-slate-700">Source: {photo.source}</p>
                </>
              ) : null}
              <Field
                label={`Alternative text for photo ${index + 1}`}
                name={`photo.${index}.alt`}
                defaultValue={typed?.alt ?? photo.alt}
              />
              <div className="flex gap-6 text-sm">
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="cover"
                    value={photo.mediaId}
                    defaultChecked={typed ? typed.isCover : index === 0}
                    className="accent-brand-700"
                  />
                  Cover
                </label>
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    name={`photo.${index}.remove`}
                    defaultChecked={typed?.isRemoved ?? false}
                    className="accent-brand-700"
                  />
                  Remove
                </label>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

export function PhotoUpload({
  type,
  version,
  isUploading,
  altError,
}: {
  type: ContentType;
  version: number;
  isUploading: boolean;
  altError: string | undefined;
}) {
  return (
    <section
      aria-labelledby="add-photos"
      className="space-y-4 rounded-lg border border-slate-300 p-4"
    >
      <Heading id="add-photos" level={3} size="subsection">
        {type === "hotels" ? "Add photos" : "Set the cover photo"}
      </Heading>
      <p className="text-sm text-slate-700">
        Uploading saves the photos only: what you typed above stays in the form, unsaved, until you
        press Save.
      </p>
      <div>
        <label htmlFor="photo-files" className="block text-sm font-semibold text-slate-900">
          {type === "hotels" ? "Photos" : "Photo"} (JPEG, PNG, WebP or AVIF, up to 15 MB each)
        </label>
        <input
          key={`files-${version}`}
          id="photo-files"
          form="content-form"
          type="file"
          name="file"
          multiple={type === "hotels"}
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="mt-1 block text-sm"
        />
      </div>
      <Field
        key={`alt-${version}`}
        id={controlId("alt")}
        form="content-form"
        label="What the photos show (alternative text)"
        name="alt"
        hint="Read out to people who cannot see the photo; change it per photo after the upload."
        error={altError}
      />
      <Button
        form="content-form"
        variant="outline"
        name="intent"
        value="upload"
        isPending={isUploading}
        pendingLabel="Uploading..."
      >
        Upload
      </Button>
    </section>
  );
}
