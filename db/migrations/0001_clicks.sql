CREATE TABLE "clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"click_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"placement" text NOT NULL,
	"page" text,
	"partner" text NOT NULL,
	"is_earning" boolean NOT NULL,
	"client_hash" text,
	"is_bot" boolean DEFAULT false NOT NULL,
	CONSTRAINT "clicks_click_id_unique" UNIQUE("click_id")
);
--> statement-breakpoint
CREATE INDEX "clicks_created_at_idx" ON "clicks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "clicks_kind_key_idx" ON "clicks" USING btree ("kind","key");--> statement-breakpoint
-- History: partner clicks the browser reported as analytics events become click rows. They went
-- out before links carried a partner account id, so none of them could earn.
INSERT INTO "clicks" ("click_id", "created_at", "kind", "key", "placement", "page", "partner", "is_earning", "is_bot")
SELECT
	'legacy-' || "id",
	"created_at",
	CASE WHEN "event_data" LIKE 'products:%' THEN 'product' ELSE split_part("event_data", ':', 1) END,
	CASE
		WHEN "event_data" = 'landing:cheap-hotels-accra:book' THEN 'budget'
		WHEN "event_data" = 'landing:luxury-hotels-ghana:book' THEN 'luxury'
		WHEN "event_data" LIKE 'products:view-more:%' THEN 'more-' || split_part("event_data", ':', 3)
		ELSE split_part("event_data", ':', 2)
	END,
	'before-click-tracking',
	NULL,
	CASE WHEN "event_type" = 'product_click' THEN 'amazon' ELSE 'booking' END,
	false,
	false
FROM "analytics_events"
WHERE "event_type" IN ('affiliate_click', 'product_click')
	AND "event_data" NOT LIKE '%:map'
	AND split_part("event_data", ':', 1) IN ('hotel', 'city', 'landing', 'product', 'products');
--> statement-breakpoint
DELETE FROM "analytics_events"
WHERE "event_type" IN ('affiliate_click', 'product_click')
	AND "event_data" NOT LIKE '%:map'
	AND split_part("event_data", ':', 1) IN ('hotel', 'city', 'landing', 'product', 'products');
