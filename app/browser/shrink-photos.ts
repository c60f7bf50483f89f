// Photos a manager picks on the fact sheet, made smaller in the browser before they are sent: a
// phone's 4 MB photo is cut down by the pipeline to 1920 pixels wide anyway, so sending it at that
// width saves most of the upload on 3G. Drawing on a canvas also leaves EXIF and GPS behind (the
// server strips them regardless). Anything the browser cannot read goes as it is, for the server
// to accept or refuse with its reason.
import { sizeToSend } from "#app/domain/pages/photo-sizes.ts";

const QUALITY = 0.85;

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/** A photo at the width the site serves at most: WebP where the browser writes it, else JPEG. */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!file.type.startsWith("image/")) return file;
  // An iPhone's HEIC the server cannot read: a browser that can is worth the conversion.
  const isHeic = /^image\/hei[cf]/.test(file.type);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  const size = sizeToSend(bitmap.width, bitmap.height);
  const context = document.createElement("canvas").getContext("2d");
  if (!context || (size.width === bitmap.width && !isHeic)) {
    bitmap.close();
    return file;
  }
  context.canvas.width = size.width;
  context.canvas.height = size.height;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const webp = await encode(context.canvas, "image/webp");
  // A browser that writes no WebP gives PNG instead, far larger than a JPEG.
  const blob = webp?.type === "image/webp" ? webp : await encode(context.canvas, "image/jpeg");
  if (!blob || (blob.size >= file.size && !isHeic)) return file;
  return new File([blob], file.name, { type: blob.type, lastModified: file.lastModified });
}

/** The chosen files, each made smaller where that helps: one at a time, as a phone has memory for. */
export async function shrinkPhotos(files: readonly File[]): Promise<File[]> {
  const smaller: File[] = [];
  for (const file of files) smaller.push(await shrinkPhoto(file));
  return smaller;
}
