ALTER TABLE "hotels" ADD COLUMN "price_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "price_source_kind" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "price_source_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "price_source_url" text;