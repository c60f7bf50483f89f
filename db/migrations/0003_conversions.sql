CREATE TABLE "conversions" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner" text NOT NULL,
	"external_id" text NOT NULL,
	"status" text NOT NULL,
	"sub_id" text,
	"commission_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"occurred_on" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_partner_external_id_idx" ON "conversions" USING btree ("partner","external_id");--> statement-breakpoint
CREATE INDEX "conversions_sub_id_idx" ON "conversions" USING btree ("sub_id");