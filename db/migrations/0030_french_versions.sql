CREATE TABLE "french_versions" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"heading" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"published_by" text,
	"submitted_by" text,
	"submitted_at" timestamp with time zone,
	"return_note" text,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "french_versions_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
CREATE INDEX "french_versions_status_idx" ON "french_versions" USING btree ("status");