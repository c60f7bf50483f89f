ALTER TABLE "hotels" ADD COLUMN "listing_status" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "listing_sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "listing_checked_on" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "listing_checked_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "practical_facts" jsonb DEFAULT '[]'::jsonb NOT NULL;