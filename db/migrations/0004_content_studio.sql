CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_ledger" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_ledger_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "slug_redirects" (
	"kind" text NOT NULL,
	"from_slug" text NOT NULL,
	"to_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_redirects_kind_from_slug_pk" PRIMARY KEY("kind","from_slug")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor" text DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "client_hash" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "facts_reviewed_on" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_item_version_idx" ON "content_revisions" USING btree ("kind","item_id","version");--> statement-breakpoint
-- Everything already in the database came from the seed: record it, so the seed never adds it again.
INSERT INTO "seed_ledger" ("kind", "key") SELECT 'cities', "slug" FROM "cities" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "seed_ledger" ("kind", "key") SELECT 'hotels', "slug" FROM "hotels" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "seed_ledger" ("kind", "key") SELECT 'posts', "slug" FROM "blog_posts" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "content_state" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
