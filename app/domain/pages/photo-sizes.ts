// The photo pipeline's sizes that the browser needs too: the largest width the site serves (a
// photo wider than it is cut down anyway, so a phone may shrink it before sending) and the most
// an upload may weigh. Plain numbers, so a browser module can read them without the pipeline.

/** The widest derivative the pipeline cuts (app/media/photos.server.ts). */
export const LARGEST_PHOTO_WIDTH = 1920;

/** Phone photos are 2–8 MB; 15 MB leaves room for big camera JPEGs without inviting abuse. */
export const PHOTO_MAX_MEGABYTES = 15;

/**
 * The size to send a photo at: as it is when it is no wider than the site ever serves, otherwise
 * that width with its height in proportion (never 0).
 */
export function sizeToSend(width: number, height: number): { width: number; height: number } {
  if (width <= LARGEST_PHOTO_WIDTH) return { width, height };
  return {
    width: LARGEST_PHOTO_WIDTH,
    height: Math.max(1, Math.round((height * LARGEST_PHOTO_WIDTH) / width)),
  };
}
