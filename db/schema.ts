// The stored entities of SPEC.md section 3, plus sessions and rate-limit counters.
// Migrations in db/migrations are generated from this file by drizzle-kit.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Editable content carries a status (draft, published, archived: only published rows are public)
 * and a version that every save increments, so a save based on an older version is refused.
 */
const status = () => text("status").notNull().default("published");
const version = () => integer("version").notNull().default(1);

/** A photo placed on a page: the media item and its alternative text, required for every photo. */
export interface PlacedPhoto {
  mediaId: number;
  alt: string;
  /** Who the photo came from when not our own upload (a hotel's fact sheet), for the team. */
  source?: string;
}

/** A photo a hotel sent through its fact-sheet link (app/domain/facts/fact-sheet.ts). */
export interface LinkPhoto {
  mediaId: number;
  name: string;
  owned: boolean;
}

export interface MediaDerivative {
  width: number;
  height: number;
  format: "avif" | "webp" | "jpeg";
  key: string;
  bytes: number;
}

export interface CityHighlight {
  title: string;
  text: string;
}

/** A public source that shows a hotel exists where the site says: a listing, an article, its own site. */
export interface ListingSource {
  /** Who stands behind it: the hotel itself (its fact sheet), or a publication (when absent). */
  kind?: "hotel" | "publication";
  publisher: string;
  title: string;
  url?: string;
  /** The source's own date (YYYY-MM-DD, YYYY-MM or YYYY), when it shows one. */
  date?: string;
}

/** A way to reach a hotel's team, and where we found it. */
export interface HotelContact {
  value: string;
  source: ListingSource;
}

/** The team's ways to reach a hotel; public only where the hotel agreed on its fact sheet. */
export interface HotelContacts {
  email?: HotelContact;
  phone?: HotelContact;
  whatsapp?: HotelContact;
  /** The day the hotel agreed (on its fact sheet) that travellers may see them; absent: not. */
  publicSince?: string;
}

/** A practical fact as stored (app/domain/facts/practical-facts.ts names the keys and values). */
export interface StoredPracticalFact {
  key: string;
  value: string;
  note?: string;
  source: ListingSource;
  checkedOn: string;
}

export interface Landmark {
  name: string;
  latitude: number;
  longitude: number;
}

export const cities = pgTable("cities", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  region: text("region").notNull(),
  description: text("description").notNull(),
  image: text("image").notNull(),
  population: text("population").notNull(),
  climate: text("climate").notNull(),
  languages: text("languages").notNull(),
  highlights: jsonb("highlights").$type<CityHighlight[]>().notNull().default([]),
  guide: text("guide").notNull().default(""),
  /** Where the city's marker goes on the map of Ghana; none, no marker. */
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  /** Places hotel pages give straight-line distances to. */
  landmarks: jsonb("landmarks").$type<Landmark[]>().notNull().default([]),
  photos: jsonb("photos").$type<PlacedPhoto[]>().notNull().default([]),
  status: status(),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const hotels = pgTable(
  "hotels",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    citySlug: text("city_slug")
      .notNull()
      .references(() => cities.slug, { onUpdate: "cascade" }),
    location: text("location").notNull(),
    description: text("description").notNull(),
    image: text("image").notNull(),
    rating: doublePrecision("rating").notNull(),
    /** The nightly rate in `priceCurrency`, whole units, as its source stated it. */
    price: integer("price").notNull(),
    /** "USD" or "GHS": the rate is kept and shown in the currency stated (docs/decisions/039). */
    priceCurrency: text("price_currency").notNull().default("USD"),
    priceRange: text("price_range").notNull(),
    /** The day the nightly rate was stated or seen at its source (YYYY-MM-DD); null: undated. */
    priceCheckedOn: text("price_checked_on"),
    /** Who stated the rate: "hotel", "partner" or "publication"; null: not recorded. */
    priceSourceKind: text("price_source_kind"),
    /** The partner site or publisher named; empty for the hotel itself. */
    priceSourceName: text("price_source_name").notNull().default(""),
    /** The publication's page. */
    priceSourceUrl: text("price_source_url"),
    hotelType: text("hotel_type").notNull(),
    /** How many rooms the hotel has, as it or a public source states; null: not known. */
    rooms: integer("rooms"),
    amenities: text("amenities").array().notNull().default([]),
    affiliateLink: text("affiliate_link"),
    /** The hotel's own id at Agoda (digits), which its partner links carry as hid; null: not known. */
    agodaHotelId: text("agoda_hotel_id"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    featured: boolean("featured").notNull().default(false),
    photos: jsonb("photos").$type<PlacedPhoto[]>().notNull().default([]),
    /**
     * Whether public sources confirm the hotel exists where we say ("verified"); an unverified
     * hotel is not listed (its page answers 301 to its city) but stays in the studio.
     */
    listingStatus: text("listing_status").notNull().default("unverified"),
    listingSources: jsonb("listing_sources").$type<ListingSource[]>().notNull().default([]),
    /** The day someone last compared the listing with its sources (YYYY-MM-DD). */
    listingCheckedOn: text("listing_checked_on"),
    listingCheckedBy: text("listing_checked_by").notNull().default(""),
    /** Backup power, water, payment, pickup, licence, access: each with its source and day. */
    practicalFacts: jsonb("practical_facts").$type<StoredPracticalFact[]>().notNull().default([]),
    contacts: jsonb("contacts").$type<HotelContacts>().notNull().default({}),
    status: status(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("hotels_city_slug_idx").on(table.citySlug),
    index("hotels_featured_idx").on(table.featured),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    image: text("image").notNull(),
    author: text("author").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    tags: text("tags").array().notNull().default([]),
    featured: boolean("featured").notNull().default(false),
    /** The day someone last checked the post's facts (YYYY-MM-DD); null when never. */
    factsReviewedOn: text("facts_reviewed_on"),
    photos: jsonb("photos").$type<PlacedPhoto[]>().notNull().default([]),
    status: status(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("blog_posts_featured_idx").on(table.featured),
    index("blog_posts_published_at_idx").on(table.publishedAt),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
    replied: boolean("replied").notNull().default(false),
    replyMessage: text("reply_message"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    replyEmailed: boolean("reply_emailed").notNull().default(false),
  },
  (table) => [
    index("contact_messages_created_at_idx").on(table.createdAt),
    index("contact_messages_replied_idx").on(table.replied),
  ],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
    /** pending (not yet confirmed), active, or unsubscribed. Only active addresses are mailed. */
    status: text("status").notNull().default("pending"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** When the confirmation e-mail was last queued (re-sends are spaced out). */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    /** Goes up when a confirmation link is used, so each link works once. */
    tokenGeneration: integer("token_generation").notNull().default(0),
    /** The language the reader signed up in, 'en' or 'fr': their e-mails go in it (issue 44). */
    language: text("language").$type<"en" | "fr">().notNull().default("en"),
  },
  (table) => [
    uniqueIndex("newsletter_subscriptions_email_lower_idx").on(sql`lower(${table.email})`),
    index("newsletter_subscriptions_subscribed_at_idx").on(table.subscribedAt),
  ],
);

/**
 * Site searches counted by query, with nothing about who searched: the dashboard's top searches
 * and searches that found nothing.
 */
export const searchQueries = pgTable(
  "search_queries",
  {
    query: text("query").primaryKey(),
    searches: integer("searches").notNull().default(0),
    /** Of those, how many found nothing. */
    emptySearches: integer("empty_searches").notNull().default(0),
    lastSearchedAt: timestamp("last_searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("search_queries_searches_idx").on(table.searches)],
);

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: serial("id").primaryKey(),
    eventType: text("event_type").notNull(),
    eventData: text("event_data").notNull(),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (table) => [
    index("analytics_events_created_at_idx").on(table.createdAt),
    index("analytics_events_type_created_at_idx").on(table.eventType, table.createdAt),
  ],
);

/**
 * The people who run the site (issue 28). Removed people stay as rows with status "removed", so
 * the audit log still names them; an invited person has no password until they accept.
 */
export const staff = pgTable("staff", {
  id: serial("id").primaryKey(),
  /** Lower-cased, so one address is one person whatever its capitals. */
  email: text("email").notNull().unique(),
  name: text("name").notNull().default(""),
  /** One of app/domain/accounts/roles.ts's ROLES. */
  role: text("role").notNull(),
  /** "invited", "active" or "removed". */
  status: text("status").notNull().default("invited"),
  /** A PHC string: argon2id with its parameters, or the bootstrap's scrypt hash until first use. */
  passwordHash: text("password_hash"),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Single-use links e-mailed to staff: invitations (7 days) and password resets (1 hour). */
export const staffTokens = pgTable(
  "staff_tokens",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    /** "invite" or "reset". */
    purpose: text("purpose").notNull(),
    /** SHA-256 of the token: the token itself is only in the e-mail. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("staff_tokens_staff_id_idx").on(table.staffId)],
);

/**
 * A hotel's fact-sheet link (docs/decisions/040): made by an editor, e-mailed to the hotel or sent
 * by WhatsApp, usable until it expires (30 days), is revoked or is replaced by a newer one.
 */
export const factSheetRequests = pgTable(
  "fact_sheet_requests",
  {
    id: serial("id").primaryKey(),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotels.id),
    /** SHA-256 of the token: the token itself is only in the link. */
    tokenHash: text("token_hash").notNull().unique(),
    requestedBy: text("requested_by").notNull(),
    /** The address it was e-mailed to; null when only copied or sent by WhatsApp. */
    sentTo: text("sent_to"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    /**
     * Photos received through the link, kept while the manager corrects a refused answer (a
     * browser cannot refill a file field); an answer takes a copy of the list.
     */
    photos: jsonb("photos").$type<LinkPhoto[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index("fact_sheet_requests_hotel_id_idx").on(table.hotelId)],
);

/**
 * What a hotel answered on its fact sheet: a pending change the team accepts field by field or
 * sends back. A newer answer replaces the hotel's open one (state "replaced").
 */
export const factSheetAnswers = pgTable(
  "fact_sheet_answers",
  {
    id: serial("id").primaryKey(),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotels.id),
    requestId: integer("request_id")
      .notNull()
      .references(() => factSheetRequests.id),
    /** The answers as the form's schema (app/domain/facts/fact-sheet.ts) gives them. */
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull(),
    /** "pending", "accepted", "returned" or "replaced". */
    state: text("state").notNull().default("pending"),
    /** The fields an editor accepted. */
    accepted: text("accepted").array().notNull().default([]),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [index("fact_sheet_answers_hotel_state_idx").on(table.hotelId, table.state)],
);

/**
 * A guest's report of what they found at a hotel (issue 40): stored unconfirmed, confirmed by a
 * button behind an e-mailed link, then approved or rejected by an editor. The address is kept only
 * to confirm and to stop repeats, and erased 30 days after the decision.
 */
export const guestReports = pgTable(
  "guest_reports",
  {
    id: serial("id").primaryKey(),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotels.id),
    /** The month of stay, YYYY-MM. */
    stayMonth: text("stay_month").notNull(),
    /** The answers as app/domain/facts/guest-report.ts gives them. */
    findings: jsonb("findings").$type<Record<string, unknown>>().notNull(),
    note: text("note").notNull().default(""),
    /** Lower-cased; null once erased. */
    email: text("email"),
    /** SHA-256 of the confirmation link's token: the token itself is only in the e-mail. */
    tokenHash: text("token_hash").notNull().unique(),
    /** "unconfirmed", "pending" (confirmed, waiting for an editor), "approved" or "rejected". */
    state: text("state").notNull().default("unconfirmed"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("guest_reports_hotel_state_idx").on(table.hotelId, table.state),
    index("guest_reports_email_idx").on(table.email),
  ],
);

export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    /** Whose session; deleting a person's rows ends their sessions at once. */
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    /** The browser, shortened to what a person recognises ("Firefox on Windows"). */
    device: text("device").notNull().default(""),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("admin_sessions_expires_at_idx").on(table.expiresAt),
    index("admin_sessions_staff_id_idx").on(table.staffId),
  ],
);

/** Fixed-window counters shared by every process; keys are HMACs, never raw addresses. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index("rate_limits_window_start_idx").on(table.windowStart),
  ],
);

/**
 * Every click out to a partner through /go/: what was clicked, where, and the opaque click id
 * the partner gets as its sub-id, so a commission report can be matched back. No IP address is
 * kept: the client is an HMAC. Bot clicks are kept flagged and left out of every count.
 */
export const clicks = pgTable(
  "clicks",
  {
    id: serial("id").primaryKey(),
    clickId: text("click_id").notNull().unique(),
    createdAt: createdAt(),
    /** hotel, city, landing, search or product. */
    kind: text("kind").notNull(),
    /** The slug, landing name, search service or product id. */
    key: text("key").notNull(),
    placement: text("placement").notNull(),
    /** The site path the click came from, when the browser said. */
    page: text("page"),
    partner: text("partner").notNull(),
    /** Whether the link carried our partner account id. */
    isEarning: boolean("is_earning").notNull(),
    clientHash: text("client_hash"),
    isBot: boolean("is_bot").notNull().default(false),
  },
  (table) => [
    index("clicks_created_at_idx").on(table.createdAt),
    index("clicks_kind_key_idx").on(table.kind, table.key),
  ],
);

/** Operator settings by name (the partner settings under "partners"), as validated JSON. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * What each person did (content, photos, publishing, settings, sends, sign-ins...), when, from
 * what to what. Append-only: a trigger (the audit_trail migration) refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    createdAt: createdAt(),
    /** Who: the person's e-mail, "system" for the server itself, "visitor" before sign-in. */
    actor: text("actor").notNull().default("operator"),
    /**
     * The person's id in the staff table; null for the system, visitors and older entries. No
     * ON DELETE action: the log is append-only, and people are marked removed, never deleted.
     */
    staffId: integer("staff_id").references(() => staff.id),
    /** An HMAC of the client address, never the address. */
    clientHash: text("client_hash"),
    /** What kind of action (app/domain/accounts/audit-action.ts: AUDIT_KINDS), for the filters. */
    kind: text("kind").notNull().default("other"),
    action: text("action").notNull(),
    /** The changed fields, each with its value before and after (secrets masked). */
    changes: jsonb("changes").$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    /**
     * Which secret signed the entry (app/models/audit-log.server.ts: a short HMAC of it, never
     * the secret), so verification picks the right one among SESSION_SECRET and its previous.
     */
    keyId: text("key_id"),
    /**
     * The HMAC over this entry and the previous entry's HMAC (app/domain/accounts/audit-chain.ts), so an
     * entry rewritten or removed breaks the chain from there on (docs/decisions/034).
     */
    hmac: text("hmac"),
  },
  (table) => [
    index("audit_log_created_at_idx").on(table.createdAt),
    index("audit_log_kind_idx").on(table.kind, table.id),
    index("audit_log_actor_idx").on(table.actor, table.id),
  ],
);

/**
 * Commissions from partners' reports, one row per booking or order line. A re-import updates the
 * row (statuses change for weeks after a stay); the sub-id, when it is one of our click ids, ties
 * the commission to the click's page, placement and hotel.
 */
export const conversions = pgTable(
  "conversions",
  {
    id: serial("id").primaryKey(),
    partner: text("partner").notNull(),
    externalId: text("external_id").notNull(),
    status: text("status").notNull(),
    subId: text("sub_id"),
    commissionCents: integer("commission_cents").notNull(),
    currency: text("currency").notNull(),
    occurredOn: text("occurred_on").notNull(),
    importedAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("conversions_partner_external_id_idx").on(table.partner, table.externalId),
    index("conversions_sub_id_idx").on(table.subId),
  ],
);

/** Every saved version of a content item: who saved it, when, what changed, and the whole item. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    version: integer("version").notNull(),
    actor: text("actor").notNull(),
    createdAt: createdAt(),
    changes: jsonb("changes").$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    /** A pending draft's revision: saved for review, never shown to visitors (docs/decisions/035). */
    isDraft: boolean("is_draft").notNull().default(false),
  },
  (table) => [
    uniqueIndex("content_revisions_item_version_idx").on(table.kind, table.itemId, table.version),
  ],
);

/**
 * The editorial workflow of one content item (docs/decisions/035): the pending draft of a
 * published item (a revision in content_revisions, so the live row and the public snapshot are
 * untouched until it is published) and where the item stands in review.
 */
export const contentWorkflow = pgTable(
  "content_workflow",
  {
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    /** The revision that holds the pending draft of a published or archived item; null: none. */
    draftVersion: integer("draft_version"),
    /** "in_review", "returned", or null when nobody asked for a review. */
    reviewState: text("review_state"),
    submittedBy: text("submitted_by"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    returnedBy: text("returned_by"),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
    returnNote: text("return_note"),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.itemId] }),
    index("content_workflow_review_state_idx").on(table.reviewState),
  ],
);

/**
 * The French version of a content item (issue 44, docs/decisions/053): its translatable words,
 * the working copy's own status (draft, in review, published) and, apart, the words visitors see
 * at /fr once published, so editing a live translation never changes the French page until it is
 * published again. Each save is a revision in content_revisions under the kind `fr:<type>`.
 */
export const frenchVersions = pgTable(
  "french_versions",
  {
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    title: text("title").notNull(),
    heading: text("heading").notNull(),
    description: text("description").notNull(),
    body: text("body").notNull(),
    /** "draft", "in_review" or "published" (the working copy is what visitors see). */
    status: text("status").notNull().default("draft"),
    version: version(),
    /** The words shown at /fr: the last published copy; null while never published. */
    published: jsonb("published").$type<{
      title: string;
      heading: string;
      description: string;
      body: string;
    }>(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedBy: text("published_by"),
    submittedBy: text("submitted_by"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** The note of the last "send back", shown until the next submit. */
    returnNote: text("return_note"),
    updatedBy: text("updated_by").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.itemId] }),
    index("french_versions_status_idx").on(table.status),
  ],
);

/** Every review step of an item (submitted, sent back with its note, approved): its history. */
export const contentReviewEvents = pgTable(
  "content_review_events",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    /** "submitted", "returned" or "approved". */
    action: text("action").notNull(),
    actor: text("actor").notNull(),
    note: text("note").notNull().default(""),
    /** The item's version the step was about. */
    version: integer("version").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("content_review_events_item_idx").on(table.kind, table.itemId)],
);

/**
 * A publish or unpublish set for a time; a job on the queue carries it out. Cancelled and done
 * ones are kept as a record (state "cancelled", "done" or "failed").
 */
export const contentSchedules = pgTable(
  "content_schedules",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    /** "publish" or "unpublish". */
    action: text("action").notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    scheduledBy: text("scheduled_by").notNull(),
    state: text("state").notNull().default("pending"),
    /** Who cancelled it, or what the job found (a refusal's reason). */
    outcome: text("outcome"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("content_schedules_pending_idx").on(table.state, table.runAt),
    // One pending publish and one pending unpublish per item at most.
    uniqueIndex("content_schedules_one_pending_idx")
      .on(table.kind, table.itemId, table.action)
      .where(sql`${table.state} = 'pending'`),
  ],
);

/** Old slugs of renamed items, each pointing straight at the current slug (chains collapsed). */
export const slugRedirects = pgTable(
  "slug_redirects",
  {
    kind: text("kind").notNull(),
    fromSlug: text("from_slug").notNull(),
    toSlug: text("to_slug").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.fromSlug] })],
);

/**
 * What the seed has ever inserted, by kind and seed key: the seed adds only items it never added
 * before, so an edited, renamed or archived item is never overwritten or brought back.
 */
export const seedLedger = pgTable(
  "seed_ledger",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    seededAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);

/** One row whose version goes up with every content change, so other processes reload. */
export const contentState = pgTable("content_state", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * Uploaded photos: the normalised original (oriented, metadata stripped) and, once the background
 * job has cut them, its derivatives. Content-addressed: the same photo uploaded twice is one row.
 */
export const media = pgTable("media", {
  id: serial("id").primaryKey(),
  hash: text("hash").notNull().unique(),
  originalKey: text("original_key").notNull(),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  thumbhash: text("thumbhash").notNull(),
  /** processing until the derivatives exist, then ready; failed with the reason. */
  status: text("status").notNull().default("processing"),
  error: text("error"),
  derivatives: jsonb("derivatives").$type<MediaDerivative[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** FAQ categories, in their order on /faq. */
export const faqCategories = pgTable("faq_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  position: integer("position").notNull().default(0),
  status: status(),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** FAQ questions and answers, each in a category, in their order within it. */
export const faqEntries = pgTable(
  "faq_entries",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    categorySlug: text("category_slug")
      .notNull()
      .references(() => faqCategories.slug, { onUpdate: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    position: integer("position").notNull().default(0),
    status: status(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("faq_entries_category_slug_idx").on(table.categorySlug)],
);

/** Recommended travel products, linked to the retailer with the affiliate tag. */
export const products = pgTable("products", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  /** Which home-page shelf: general travel gear, or gear for Ghana's climate. */
  shelf: text("shelf").notNull(),
  position: integer("position").notNull().default(0),
  /** The retailer's product id (an ASIN) once verified; empty links to a search for the title. */
  retailerProductId: text("retailer_product_id"),
  title: text("title").notNull(),
  price: text("price").notNull(),
  originalPrice: text("original_price"),
  image: text("image").notNull(),
  rating: doublePrecision("rating"),
  reviewCount: integer("review_count"),
  category: text("category").notNull(),
  description: text("description").notNull(),
  features: text("features").array().notNull().default([]),
  status: status(),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Resource guides: short descriptions that lead to a blog post (the guide's slug is the post's). */
export const guides = pgTable("guides", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  category: text("category").notNull(),
  description: text("description").notNull(),
  position: integer("position").notNull().default(0),
  status: status(),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The long-form pages (About, the legal pages, the culture articles, and any the operator adds):
 * a Markdown body with {{site.*}}, {{fact:id}} and {{block:name}} placeholders.
 */
export const pages = pgTable("pages", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  /** The browser title when it should differ from the heading; empty means the title. */
  metaTitle: text("meta_title").notNull().default(""),
  description: text("description").notNull(),
  intro: text("intro").notNull(),
  body: text("body").notNull(),
  /** A closing call to action beside the Find Hotels button; empty shows none. */
  closing: text("closing").notNull().default(""),
  /** The day someone last checked the page's facts (YYYY-MM-DD); null when never. */
  factsReviewedOn: text("facts_reviewed_on"),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  status: status(),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Append-only evidence of consent: each sign-up, confirmation, unsubscribe and re-subscribe. */
export const subscriberConsents = pgTable(
  "subscriber_consents",
  {
    id: serial("id").primaryKey(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    sourcePage: text("source_page"),
    wordingVersion: text("wording_version"),
    wording: text("wording"),
    clientHash: text("client_hash"),
    userAgent: text("user_agent"),
    /** The campaign whose unsubscribe link was used, for an unsubscribe. */
    campaignId: integer("campaign_id"),
  },
  (table) => [
    index("subscriber_consents_subscriber_idx").on(table.subscriberId),
    index("subscriber_consents_campaign_idx").on(table.campaignId),
  ],
);

/**
 * Erased or complained addresses, kept only as a hash so they are never mailed again:
 * "sha256:…" of the address, or (entries older than docs/decisions/028) an HMAC under the
 * session secret of the day.
 */
export const emailSuppressions = pgTable("email_suppressions", {
  emailHash: text("email_hash").primaryKey(),
  reason: text("reason").notNull(),
  createdAt: createdAt(),
});

/** Newsletter campaigns written in the dashboard. */
export const campaigns = pgTable("campaigns", {
  id: serial("id").primaryKey(),
  subject: text("subject").notNull(),
  preheader: text("preheader").notNull().default(""),
  body: text("body").notNull(),
  /** The French version for French readers (issue 44); empty when there is none. */
  frenchSubject: text("french_subject").notNull().default(""),
  frenchBody: text("french_body").notNull().default(""),
  /** draft, scheduled, sending, sent */
  status: text("status").notNull().default("draft"),
  scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
  startedAt: timestamp("started_at", { withTimezone: true }),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Every e-mail the site sends, one row per recipient: the durable outbox the mail jobs drain.
 * A row is queued, sending (claimed by a worker until claimed_until), sent, failed, or skipped
 * (a newsletter whose reader left before it went).
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    /** confirmation, newsletter, test, contact-reply */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    toName: text("to_name"),
    subject: text("subject").notNull(),
    /** Rendered when queued; a newsletter's are rendered per recipient when sent. */
    html: text("html"),
    text: text("text"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    campaignId: integer("campaign_id").references(() => campaigns.id),
    subscriberId: integer("subscriber_id").references(() => newsletterSubscriptions.id, {
      onDelete: "set null",
    }),
    contactId: integer("contact_id").references(() => contactMessages.id, {
      onDelete: "set null",
    }),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /** Who holds the claim: only that worker may extend it or record a retry or a skip. */
    claimToken: text("claim_token"),
    messageId: text("message_id"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("email_outbox_campaign_subscriber_idx").on(table.campaignId, table.subscriberId),
    index("email_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("email_outbox_contact_idx").on(table.contactId),
  ],
);

/** Clicks on a campaign's links (through /newsletter/click): no open-tracking pixel. */
export const campaignClicks = pgTable(
  "campaign_clicks",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("campaign_clicks_campaign_idx").on(table.campaignId)],
);

/**
 * Alerts sent to the operator (docs/decisions/030), one row per period: `digest:2026-11-25` for
 * the daily digest, `backup-failed:2026-11-25T07` for an immediate alert. The key is what keeps
 * two processes, or a retried job, from sending the same alert twice.
 */
export const operatorAlerts = pgTable(
  "operator_alerts",
  {
    key: text("key").primaryKey(),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    outboxId: integer("outbox_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("operator_alerts_kind_idx").on(table.kind, table.sentAt)],
);

/**
 * Every backup the site took (scheduled, from the dashboard or from `npm run backup`), with its
 * outcome: the dashboard's list and the alert on a failure read it. A run is written when it ends.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: serial("id").primaryKey(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
    /** schedule, operator, command, or restore (the archive a restore put back) */
    trigger: text("trigger").notNull(),
    /** succeeded or failed */
    status: text("status").notNull(),
    /** Where the archive was written; null when none was. */
    path: text("path"),
    /** The off-site copy (s3://bucket/key) when the operator set a bucket. */
    copiedTo: text("copied_to"),
    bytes: bigint("bytes", { mode: "number" }),
    rows: bigint("rows", { mode: "number" }),
    mediaFiles: integer("media_files"),
    error: text("error"),
  },
  (table) => [index("backup_runs_finished_at_idx").on(table.finishedAt)],
);

/**
 * A person's two-factor sign-in (issue 28, docs/decisions/033): the TOTP key, encrypted with a
 * key derived from SESSION_SECRET; null `enabledAt` while enrolment waits for its first code.
 * `lastUsedStep` is the last 30-second step whose code was accepted: no code is used twice.
 */
export const staffTwoFactor = pgTable("staff_two_factor", {
  staffId: integer("staff_id")
    .primaryKey()
    .references(() => staff.id, { onDelete: "cascade" }),
  secretEncrypted: text("secret_encrypted").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Single-use recovery codes, stored as SHA-256 hashes; `usedAt` is set when one signs in. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("staff_recovery_codes_staff_code_idx").on(table.staffId, table.codeHash)],
);

/**
 * Sign-in tickets already spent: the signed "password passed" ticket between the password and
 * the code is single-use. Rows are kept until the ticket would have expired anyway.
 */
export const spentLoginTickets = pgTable(
  "spent_login_tickets",
  {
    nonce: text("nonce").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("spent_login_tickets_expires_at_idx").on(table.expiresAt)],
);
