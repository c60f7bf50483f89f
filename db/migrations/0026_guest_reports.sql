CREATE TABLE "guest_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"stay_month" text NOT NULL,
	"findings" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"email" text,
	"token_hash" text NOT NULL,
	"state" text DEFAULT 'unconfirmed' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_reports_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "guest_reports" ADD CONSTRAINT "guest_reports_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_reports_hotel_state_idx" ON "guest_reports" USING btree ("hotel_id","state");--> statement-breakpoint
CREATE INDEX "guest_reports_email_idx" ON "guest_reports" USING btree ("email");