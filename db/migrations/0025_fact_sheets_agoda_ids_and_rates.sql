CREATE TABLE "fact_sheet_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"accepted" text[] DEFAULT '{}' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fact_sheet_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"requested_by" text NOT NULL,
	"sent_to" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fact_sheet_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "price_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "price_source_kind" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "price_source_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "price_source_url" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "agoda_hotel_id" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "contacts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fact_sheet_answers" ADD CONSTRAINT "fact_sheet_answers_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_sheet_answers" ADD CONSTRAINT "fact_sheet_answers_request_id_fact_sheet_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."fact_sheet_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_sheet_requests" ADD CONSTRAINT "fact_sheet_requests_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fact_sheet_answers_hotel_state_idx" ON "fact_sheet_answers" USING btree ("hotel_id","state");--> statement-breakpoint
CREATE INDEX "fact_sheet_requests_hotel_id_idx" ON "fact_sheet_requests" USING btree ("hotel_id");