// Draft previews: a signed link that shows one item as its page would look, without a session, for
// PREVIEW_DAYS. The signature (app/signing.server.ts) covers the kind, the id and the expiry, so a
// link cannot be stretched or pointed at another item; one signed before a secret rotation keeps
// working until it expires. Also where a published item shows on the site, which the link is to.
import { eq } from "drizzle-orm";
import { blogPosts, cities, hotels, pages } from "#db/schema.ts";
import {
  drawnImagePath,
  pagePath,
  type ContentType,
  type PageType,
} from "#app/domain/content/content-schemas.ts";
import { conversionRate } from "#app/domain/money/cedi-settings.ts";
import { faqAnswerPath, faqCategoryPath } from "#app/domain/faq/faq-paths.ts";
import * as fromRows from "#app/models/content-snapshot/from-rows.server.ts";
import { getContent } from "#app/models/content-snapshot/serve.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { loadGuestFacts } from "#app/models/guest-reports.server.ts";
import type { City, Hotel, Page, Post } from "#app/models/types.ts";
import { isSigned, sign } from "#app/signing.server.ts";

/** How long a draft's preview link works, and the query parameter that carries it. */
export const PREVIEW_DAYS = 7;
export const PREVIEW_PARAM = "preview";

/** A preview page is for the person holding the link: never cached, never indexed. */
export const PREVIEW_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

/** Where a published item shows; an FAQ answer's place depends on its category too. */
export function publicPath(type: ContentType, fields: Readonly<Record<string, unknown>>): string {
  const slug = String(fields.slug);
  switch (type) {
    case "hotels":
      return `/hotels/${slug}`;
    case "posts":
      return `/blog/${slug}`;
    case "cities":
      return `/${slug}`;
    case "faqs":
      return faqAnswerPath(String(fields.categorySlug), slug);
    case "faq-categories":
      return faqCategoryPath(slug);
    case "products":
      return "/#travel-essentials";
    case "guides":
      return `/blog/${slug}`;
    case "pages":
      return pagePath(slug);
  }
}

export function previewToken(type: ContentType, id: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + PREVIEW_DAYS * 86_400;
  return `${id}.${expires}.${sign(["preview", type, id, expires])}`;
}

/** The address of an item's page with its preview link. */
export function previewLink(
  type: ContentType,
  id: number,
  fields: Readonly<Record<string, unknown>>,
): string {
  return `${publicPath(type, fields)}?${PREVIEW_PARAM}=${previewToken(type, id)}`;
}

/** The item id a token grants, or null when it is malformed, forged or expired. */
export function readPreviewToken(
  type: ContentType,
  token: string,
  now = Date.now(),
): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expires = Number(match[2]);
  if (expires * 1000 < now) return null;
  return isSigned(["preview", type, id, expires], match[3]!) ? id : null;
}

interface Previews {
  hotels: Hotel;
  cities: City;
  posts: Post;
  pages: Page;
}

/**
 * The item a request's preview link shows, whatever its status; null without a valid link. Its
 * drawn illustration carries the link's token, so a draft's picture shows too.
 */
export async function findPreview<T extends PageType>(
  type: T,
  url: URL,
): Promise<Previews[T] | null> {
  const token = url.searchParams.get(PREVIEW_PARAM);
  const id = token ? readPreviewToken(type, token) : null;
  if (id === null || !token) return null;
  const item = await loadPreview(type, id);
  if (item && "image" in item && item.image === drawnImagePath(type, item.slug)) {
    return { ...item, image: `${item.image}?${PREVIEW_PARAM}=${encodeURIComponent(token)}` };
  }
  return item;
}

async function loadPreview<T extends PageType>(type: T, id: number): Promise<Previews[T] | null> {
  const db = await getDb();
  if (type === "hotels") {
    const [row] = await db.select().from(hotels).where(eq(hotels.id, id));
    if (!row) return null;
    const [city] = await db.select().from(cities).where(eq(cities.slug, row.citySlug));
    const ready = await fromRows.loadReadyPhotos(row.photos.map((photo) => photo.mediaId));
    return fromRows.hotelFromRow(
      row,
      new Map(city ? [[city.slug, city.name]] : []),
      ready,
      conversionRate((await getContent()).cedi),
      // Guests' reports count on the preview as on the page it will become.
      (await loadGuestFacts(db, new Date())).get(row.id),
    ) as Previews[T];
  }
  if (type === "pages") {
    const [row] = await db.select().from(pages).where(eq(pages.id, id));
    return row ? (fromRows.pageFromRow(row) as Previews[T]) : null;
  }
  if (type === "posts") {
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
    if (!row) return null;
    const ready = await fromRows.loadReadyPhotos(row.photos.map((photo) => photo.mediaId));
    return fromRows.postFromRow(row, ready) as Previews[T];
  }
  const [row] = await db.select().from(cities).where(eq(cities.id, id));
  if (!row) return null;
  const ready = await fromRows.loadReadyPhotos(row.photos.map((photo) => photo.mediaId));
  return fromRows.cityFromRow(row, 0, ready) as Previews[T];
}
