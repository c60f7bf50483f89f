// Read-mostly content (cities, hotels and blog posts) held in memory: public pages make
// no per-request query (PGlite runs one query at a time). Only published items are in it (a post
// once its publish time has come). Reloaded after the seed and beside each content change in
// this process; other processes sharing one PostgreSQL notice a change within CHANGE_POLL_MS.
// The snapshot being served is replaced only by a complete new one: a reload that fails keeps it
// and is reported (docs/decisions/027).
import { and, asc, desc, eq, gt, inArray, lte } from "drizzle-orm";
import { facts } from "#app/content/facts.ts";
import { factIdsIn, resolveFacts, resolveFactsDeep } from "#app/domain/facts.ts";
import { readingMinutes } from "#app/domain/reading-time.ts";
import { countMarkdownWords } from "#app/domain/markdown.ts";
import {
  blogPosts,
  cities,
  contentState,
  faqCategories,
  faqEntries,
  guides,
  hotels,
  media,
  pages,
  products,
  settings,
  slugRedirects,
} from "#db/schema.ts";
import type { PublishedFaqCategory } from "#app/domain/faq.ts";
import type { Product } from "#app/content/products.ts";
import type { Guide } from "#app/content/guides.ts";
import type { GuideCategory } from "#app/domain/guide-categories.ts";
import { placedPhotos, type ReadyMedia } from "#app/media/photo-sources.server.ts";
import { isAddressedType, pagePath, type AddressedType } from "#app/domain/content-schemas.ts";
import { fillSitePlaceholders } from "#app/domain/site-placeholders.ts";
import type { CediRate } from "#app/domain/cedi.ts";
import { cediRateOf, CURRENCY_KEY, CurrencySettingsSchema } from "#app/domain/cedi-settings.ts";
import { faqCategoryPath } from "#app/domain/faq-paths.ts";
import { getEnv } from "#app/env.server.ts";
import { getDb, getEngine } from "#app/models/db.server.ts";
import type { City, Hotel, Page, Post } from "#app/models/types.ts";
import { log } from "#app/observability/log.server.ts";
import type { PracticalFact } from "#app/domain/practical-facts.ts";

export interface ContentSnapshot {
  cities: City[];
  hotels: Hotel[];
  hotelsBySlug: Map<string, Hotel>;
  /** Each city's hotels, one stable array per city (so sorted views of it are computed once). */
  hotelsByCity: Map<string, Hotel[]>;
  /** Newest first. */
  posts: Post[];
  postsBySlug: Map<string, Post>;
  /** Published resource guides, in order. */
  guides: Guide[];
  /** Published products on their home-page shelves, in order. */
  products: { travel: Product[]; ghana: Product[]; bySlug: Map<string, Product> };
  /** The operator's dollar-to-cedi rate, or null while none is set. */
  cedi: CediRate | null;
  /** Published long-form pages by slug. */
  pagesBySlug: Map<string, Page>;
  /** The FAQ: published categories in order, each with its published answers in order. */
  faqCategories: PublishedFaqCategory[];
  /** The fact-register entries each stored page states, from its text before resolving. */
  factsByPath: { path: string; factIds: string[] }[];
  /** An FAQ answer's old slugs, each to its current one (links name answers by slug). */
  faqAnswerRenames: Map<string, string>;
  /** Where a renamed item's old slug leads now, by kind. */
  redirects: Record<AddressedType, Map<string, string>>;
  /** Slugs of archived items, by kind: their pages answer 410 Gone. */
  archived: Record<AddressedType, Set<string>>;
  /**
   * Published hotels no public source confirms yet (listing unverified), slug to city slug: not
   * listed anywhere, and their pages answer 301 to the city.
   */
  unlistedHotels: Map<string, string>;
  /** The database's content version this snapshot was loaded at. */
  version: number;
  loadedAt: Date;
}

const REFRESH_INTERVAL_MS = 60_000;
const CHANGE_POLL_MS = 2_000;
/** After a failed reload, the next try (the database may be back, the bad row fixed). */
const RETRY_AFTER_FAILURE_MS = 10_000;
/**
 * How long a save waits for the snapshot with its change, so the next page shows it in the normal
 * case; past this the save answers anyway and the reload lands when it can.
 */
export const RELOAD_WAIT_MS = 3_000;

/** The snapshot being served, and the same as a settled promise (getContent runs per request). */
let current: { snapshot: ContentSnapshot; promise: Promise<ContentSnapshot> } | undefined;

// Stored text keeps its {{fact:id}} tokens; pages and the API see the register's values.
type ReadyPhotos = ReadonlyMap<number, ReadyMedia>;

/** The ready uploads among these ids (a photo still being processed is left out until ready). */
export async function loadReadyPhotos(ids: readonly number[]): Promise<ReadyPhotos> {
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select()
    .from(media)
    .where(and(inArray(media.id, [...new Set(ids)]), eq(media.status, "ready")));
  return new Map(rows.map((row) => [row.id, row]));
}

export function postFromRow(row: typeof blogPosts.$inferSelect, ready: ReadyPhotos): Post {
  const content = resolveFacts(row.content, facts);
  return {
    id: row.id,
    slug: row.slug,
    title: resolveFacts(row.title, facts),
    excerpt: resolveFacts(row.excerpt, facts),
    content,
    image: row.image,
    author: row.author,
    // Only a draft's preview has no publish time yet: it shows as of its last save.
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    tags: row.tags,
    featured: row.featured,
    readingMinutes: readingMinutes(countMarkdownWords(content)),
    updatedAt: row.updatedAt.toISOString(),
    factIds: factIdsIn(`${row.title} ${row.excerpt} ${row.content}`),
    factsReviewedOn: row.factsReviewedOn,
    photo: placedPhotos(row.photos, ready)[0] ?? null,
  };
}

export function pageFromRow(row: typeof pages.$inferSelect): Page {
  const env = getEnv();
  const site = { name: env.SITE_NAME, url: env.SITE_URL, contactEmail: env.CONTACT_EMAIL };
  const fill = (text: string) => fillSitePlaceholders(resolveFacts(text, facts), site);
  const title = fill(row.title);
  return {
    id: row.id,
    slug: row.slug,
    path: pagePath(row.slug),
    title,
    metaTitle: fill(row.metaTitle) || title,
    description: fill(row.description),
    intro: fill(row.intro),
    body: fill(row.body),
    closing: fill(row.closing),
    factIds: factIdsIn([row.title, row.description, row.intro, row.body, row.closing].join(" ")),
    factsReviewedOn: row.factsReviewedOn,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function hotelFromRow(
  row: typeof hotels.$inferSelect,
  cityNames: ReadonlyMap<string, string>,
  ready: ReadyPhotos,
): Hotel {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    city: cityNames.get(row.citySlug) ?? row.citySlug,
    citySlug: row.citySlug,
    location: resolveFacts(row.location, facts),
    description: resolveFacts(row.description, facts),
    image: row.image,
    rating: row.rating,
    price: row.price,
    priceRange: row.priceRange,
    priceCheckedOn: row.priceCheckedOn,
    hotelType: row.hotelType,
    amenities: row.amenities,
    photos: placedPhotos(row.photos, ready),
    affiliateLink: row.affiliateLink,
    latitude: row.latitude,
    longitude: row.longitude,
    featured: row.featured,
    listing: { checkedOn: row.listingCheckedOn, sources: row.listingSources },
    // Stored through the studio's schema, so keys and values are the vocabulary's.
    practicalFacts: row.practicalFacts as PracticalFact[],
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function cityFromRow(
  row: typeof cities.$inferSelect,
  hotelCount: number,
  ready: ReadyPhotos,
): City {
  return {
    slug: row.slug,
    name: row.name,
    region: row.region,
    ...resolveFactsDeep(
      {
        description: row.description,
        population: row.population,
        climate: row.climate,
        languages: row.languages,
        highlights: row.highlights,
        guide: row.guide,
      },
      facts,
    ),
    latitude: row.latitude,
    longitude: row.longitude,
    landmarks: row.landmarks,
    image: row.image,
    photo: placedPhotos(row.photos, ready)[0] ?? null,
    hotelCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function load(): Promise<ContentSnapshot> {
  const db = await getDb();
  const now = new Date();
  // Read first: a change committed while the rest loads then triggers one more reload.
  const [state] = await db.select({ version: contentState.version }).from(contentState);
  const publishedHotelRows = await db
    .select()
    .from(hotels)
    .where(eq(hotels.status, "published"))
    .orderBy(asc(hotels.name));
  // A hotel that may not exist is never listed: only those public sources confirm are shown.
  const hotelRows = publishedHotelRows.filter((row) => row.listingStatus === "verified");
  const unlistedHotels = new Map(
    publishedHotelRows
      .filter((row) => row.listingStatus !== "verified")
      .map((row) => [row.slug, row.citySlug]),
  );
  const rows = await db
    .select()
    .from(cities)
    .where(eq(cities.status, "published"))
    .orderBy(asc(cities.name));
  const postRows = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, now)))
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.title));
  const faqCategoryRows = await db
    .select()
    .from(faqCategories)
    .where(eq(faqCategories.status, "published"))
    .orderBy(asc(faqCategories.position), asc(faqCategories.title));
  const faqRows = await db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.status, "published"))
    .orderBy(asc(faqEntries.position), asc(faqEntries.question));
  const productRows = await db
    .select()
    .from(products)
    .where(eq(products.status, "published"))
    .orderBy(asc(products.position), asc(products.title));
  const guideRows = await db
    .select()
    .from(guides)
    .where(eq(guides.status, "published"))
    .orderBy(asc(guides.position), asc(guides.title));
  const pageRows = await db.select().from(pages).where(eq(pages.status, "published"));
  // Kept with the content: a rate change re-renders cached pages as a content change does.
  const [currencyRow] = await db.select().from(settings).where(eq(settings.key, CURRENCY_KEY));
  const currency = CurrencySettingsSchema.safeParse(currencyRow?.value);
  const redirectRows = await db.select().from(slugRedirects);
  const archivedRows = await Promise.all(
    ([hotels, cities, blogPosts, pages, faqCategories] as const).map((table) =>
      db.select({ slug: table.slug }).from(table).where(eq(table.status, "archived")),
    ),
  );
  const [nextScheduled] = await db
    .select({ at: blogPosts.publishedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, "published"), gt(blogPosts.publishedAt, now)))
    .orderBy(asc(blogPosts.publishedAt))
    .limit(1);
  scheduleRefreshAt(nextScheduled?.at ?? undefined);
  const ready = await loadReadyPhotos(
    [...hotelRows, ...rows, ...postRows].flatMap((row) => row.photos.map((photo) => photo.mediaId)),
  );
  const posts = postRows.map((row) => postFromRow(row, ready));
  // A hotel keeps its city's name even while that city's page is a draft or archived.
  const cityNames = new Map(
    (await db.select({ slug: cities.slug, name: cities.name }).from(cities)).map((row) => [
      row.slug,
      row.name,
    ]),
  );
  const hotelList = hotelRows.map((row) => hotelFromRow(row, cityNames, ready));
  const pageList = pageRows.map(pageFromRow);
  const hotelsByCity = new Map<string, Hotel[]>();
  for (const hotel of hotelList) {
    const list = hotelsByCity.get(hotel.citySlug);
    if (list) list.push(hotel);
    else hotelsByCity.set(hotel.citySlug, [hotel]);
  }
  const faq = faqCategoryRows
    .map((category) => ({
      id: category.slug,
      title: resolveFacts(category.title, facts),
      entries: faqRows
        .filter((entry) => entry.categorySlug === category.slug)
        .map((entry) => ({
          slug: entry.slug,
          question: resolveFacts(entry.question, facts),
          answer: resolveFacts(entry.answer, facts),
        })),
    }))
    .filter((category) => category.entries.length > 0);
  const factsByPath = [
    {
      // Guide descriptions are listed on the blog, the home page and city pages; the blog has all.
      path: "/blog",
      factIds: factIdsIn(guideRows.map((row) => `${row.title} ${row.description}`).join(" ")),
    },
    ...faqCategoryRows.map((category) => ({
      path: faqCategoryPath(category.slug),
      factIds: factIdsIn(
        faqRows
          .filter((entry) => entry.categorySlug === category.slug)
          .map((entry) => `${entry.question} ${entry.answer}`)
          .join(" "),
      ),
    })),
    ...postRows.map((row) => ({
      path: `/blog/${row.slug}`,
      factIds: factIdsIn(`${row.title} ${row.excerpt} ${row.content}`),
    })),
    ...rows.map((row) => ({
      path: `/${row.slug}`,
      factIds: factIdsIn(
        [row.description, row.population, row.climate, row.languages, row.guide]
          .concat(row.highlights.flatMap((highlight) => [highlight.title, highlight.text]))
          .join(" "),
      ),
    })),
    ...hotelRows.map((row) => ({
      path: `/hotels/${row.slug}`,
      factIds: factIdsIn(`${row.location} ${row.description}`),
    })),
    ...pageList.map((page) => ({ path: page.path, factIds: page.factIds })),
  ].filter((entry) => entry.factIds.length > 0);
  const redirects: ContentSnapshot["redirects"] = {
    hotels: new Map(),
    cities: new Map(),
    posts: new Map(),
    pages: new Map(),
    "faq-categories": new Map(),
  };
  const faqAnswerRenames = new Map<string, string>();
  for (const row of redirectRows) {
    if (isAddressedType(row.kind)) redirects[row.kind].set(row.fromSlug, row.toSlug);
    else if (row.kind === "faqs") faqAnswerRenames.set(row.fromSlug, row.toSlug);
  }
  const [archivedHotels, archivedCities, archivedPosts, archivedPages, archivedFaqCategories] =
    archivedRows.map((list) => new Set(list.map((row) => row.slug)));
  const productList = productRows.map((row): Product & { shelf: string } => ({
    slug: row.slug,
    shelf: row.shelf,
    retailerProductId: row.retailerProductId,
    title: resolveFacts(row.title, facts),
    price: row.price,
    originalPrice: row.originalPrice,
    image: row.image,
    rating: row.rating,
    reviewCount: row.reviewCount,
    category: row.category,
    description: resolveFacts(row.description, facts),
    features: row.features.map((feature) => resolveFacts(feature, facts)),
  }));
  return {
    guides: guideRows.map((row) => ({
      slug: row.slug,
      title: resolveFacts(row.title, facts),
      category: row.category as GuideCategory,
      description: resolveFacts(row.description, facts),
    })),
    products: {
      travel: productList.filter((product) => product.shelf === "travel"),
      ghana: productList.filter((product) => product.shelf === "ghana"),
      bySlug: new Map(productList.map((product) => [product.slug, product])),
    },
    faqCategories: faq,
    faqAnswerRenames,
    redirects,
    unlistedHotels,
    archived: {
      hotels: archivedHotels!,
      cities: archivedCities!,
      posts: archivedPosts!,
      pages: archivedPages!,
      "faq-categories": archivedFaqCategories!,
    },
    pagesBySlug: new Map(pageList.map((page) => [page.slug, page])),
    cedi: currency.success ? cediRateOf(currency.data) : null,
    version: state?.version ?? 0,
    factsByPath,
    hotels: hotelList,
    hotelsBySlug: new Map(hotelList.map((hotel) => [hotel.slug, hotel])),
    hotelsByCity,
    posts,
    postsBySlug: new Map(posts.map((post) => [post.slug, post])),
    cities: rows.map((row) => cityFromRow(row, hotelsByCity.get(row.slug)?.length ?? 0, ready)),
    loadedAt: new Date(),
  };
}

let scheduled: { at: number; timer: NodeJS.Timeout } | undefined;

/** A post scheduled for later goes public at its time: reload then. */
function scheduleRefreshAt(at: Date | undefined) {
  if (scheduled && (!at || scheduled.at !== at.getTime())) {
    clearTimeout(scheduled.timer);
    scheduled = undefined;
  }
  if (!at || scheduled) return;
  // setTimeout takes at most about 24.8 days; a later post is picked up by a nearer reload.
  const delay = Math.min(Math.max(at.getTime() - Date.now(), 0) + 50, 2 ** 31 - 1);
  const handle = setTimeout(() => {
    scheduled = undefined;
    reloadInBackground();
  }, delay);
  handle.unref();
  scheduled = { at: at.getTime(), timer: handle };
}

export interface ContentReloadStatus {
  /** Goes up by one each time a new snapshot is installed. */
  generation: number;
  /** When the snapshot being served was loaded; null before the first load. */
  loadedAt: Date | null;
  /** How long the last successful reload took. */
  lastReloadMs: number | null;
  /** The last reload's failure while it still stands: null once a reload succeeds again. */
  lastError: { message: string; at: Date } | null;
  /** Failed reloads since the process started. */
  failedReloads: number;
  isReloading: boolean;
}

type ReloadOutcome = { ok: true; snapshot: ContentSnapshot } | { ok: false; error: unknown };

let generation = 0;
let lastReloadMs: number | null = null;
let lastError: ContentReloadStatus["lastError"] = null;
let failedReloads = 0;
let retryTimer: NodeJS.Timeout | undefined;

/** The database's own reason, on one line (Drizzle wraps it in the text of the whole query). */
function oneLine(error: unknown): string {
  let reason = error;
  while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause;
  const message = reason instanceof Error ? reason.message : String(reason);
  return message.replace(/\s+/g, " ").slice(0, 300);
}

/** Loads a whole snapshot and installs it; on failure keeps the one being served. Never rejects. */
async function runReload(): Promise<ReloadOutcome> {
  const started = performance.now();
  try {
    const snapshot = await load();
    current = { snapshot, promise: Promise.resolve(snapshot) };
    generation += 1;
    lastReloadMs = Math.round(performance.now() - started);
    lastError = null;
    return { ok: true, snapshot };
  } catch (error) {
    failedReloads += 1;
    lastError = { message: oneLine(error), at: new Date() };
    const serving = current
      ? `still serving generation ${generation}, loaded ${current.snapshot.loadedAt.toISOString()}`
      : "no snapshot to serve yet";
    log.error(`Content reload failed (${serving}): ${lastError.message}`);
    retryLater();
    return { ok: false, error };
  }
}

/** One more try a little later, so a change committed before the failure still goes public. */
function retryLater() {
  if (retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void reload();
  }, RETRY_AFTER_FAILURE_MS);
  retryTimer.unref();
}

// One load at a time, so an older snapshot never replaces a newer one. A reload asked for while
// one runs cannot trust it (it may have read before the caller's commit): it waits for the next,
// which every request made meanwhile shares.
let running: Promise<ReloadOutcome> | undefined;
let queued: Promise<ReloadOutcome> | undefined;

/** A reload that starts after this call; resolves with its outcome, never rejects. */
function reload(): Promise<ReloadOutcome> {
  // Whichever load comes first (start-up's, a page's) starts watching for other processes' changes.
  startPeriodicRefresh().catch(() => {
    isPolling = false;
  });
  if (!running) {
    const started: Promise<ReloadOutcome> = runReload().finally(() => {
      if (running === started) running = undefined;
    });
    running = started;
    return started;
  }
  queued ??= running.then(() => {
    queued = undefined;
    return reload();
  });
  return queued;
}

function reloadInBackground() {
  void reload();
}

let isPolling = false;
let pollTimer: NodeJS.Timeout | undefined;

/**
 * Other processes sharing PostgreSQL change content too: a cheap read of the content version
 * every CHANGE_POLL_MS reloads the snapshot when it moved, and a full reload every
 * REFRESH_INTERVAL_MS catches anything else. This is each process's own cache, so it is a timer
 * here rather than a job on the queue, which would run once for the whole cluster (decision 027).
 */
async function startPeriodicRefresh() {
  if (isPolling) return;
  isPolling = true;
  if ((await getEngine()) !== "postgres") return;
  let lastFull = Date.now();
  const poll = async () => {
    // After a failure the retry timer owns the next try.
    if (retryTimer || running) return;
    const db = await getDb();
    const [state] = await db.select({ version: contentState.version }).from(contentState);
    const isStale = (state?.version ?? 0) !== current?.snapshot.version;
    if (isStale || Date.now() - lastFull >= REFRESH_INTERVAL_MS) {
      lastFull = Date.now();
      await reload();
    }
  };
  // Chained rather than an interval: while the database hangs, polls never pile up.
  const next = () => {
    pollTimer = setTimeout(() => {
      poll()
        .catch(() => {
          // The database is away: keep serving the last good snapshot.
        })
        .finally(next);
    }, CHANGE_POLL_MS);
    pollTimer.unref();
  };
  next();
}

/**
 * Goes up each time the snapshot is replaced, so caches of rendered pages (server/page-cache.ts)
 * can tell a page rendered from older content.
 */
export function contentGeneration(): number {
  return generation;
}

/** How the snapshot stands, for the operator's System tab and /metrics. */
export function getContentReloadStatus(): ContentReloadStatus {
  return {
    generation,
    loadedAt: current?.snapshot.loadedAt ?? null,
    lastReloadMs,
    lastError,
    failedReloads,
    isReloading: running !== undefined,
  };
}

/** The current snapshot; loads it on first use. */
export function getContent(): Promise<ContentSnapshot> {
  if (current) return current.promise;
  // Any load will do for a first snapshot: join one already running.
  return (running ?? reload()).then((outcome) => {
    if (current) return current.snapshot;
    throw outcome.ok ? new Error("No content snapshot was installed.") : outcome.error;
  });
}

/**
 * Reloads the snapshot now (at start-up, after the seed) and resolves with it; rejects when the
 * load fails, while the snapshot already being served stays.
 */
export async function refreshContent(): Promise<ContentSnapshot> {
  const outcome = await reload();
  if (!outcome.ok) throw outcome.error;
  return outcome.snapshot;
}

/** Whether the public pages show a change yet, as a save reports it. */
export type ContentReloadWait = "shown" | "pending" | "failed";

/**
 * After a committed content change: reloads the snapshot beside the caller and waits at most
 * `waitMs` for it. Never throws: the change is saved whatever the reload does, and a failed one is
 * logged, reported by getContentReloadStatus() and tried again.
 */
export async function reloadContentAfterChange(
  waitMs = RELOAD_WAIT_MS,
): Promise<ContentReloadWait> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<ContentReloadWait>((resolve) => {
    timer = setTimeout(() => resolve("pending"), waitMs);
  });
  try {
    return await Promise.race([
      reload().then((outcome): ContentReloadWait => (outcome.ok ? "shown" : "failed")),
      bound,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
