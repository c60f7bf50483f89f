CREATE TABLE "content_review_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"action" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"scheduled_by" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"outcome" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_workflow" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"draft_version" integer,
	"review_state" text,
	"submitted_by" text,
	"submitted_at" timestamp with time zone,
	"returned_by" text,
	"returned_at" timestamp with time zone,
	"return_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_workflow_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD COLUMN "is_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "content_review_events_item_idx" ON "content_review_events" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "content_schedules_pending_idx" ON "content_schedules" USING btree ("state","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_schedules_one_pending_idx" ON "content_schedules" USING btree ("kind","item_id","action") WHERE "content_schedules"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "content_workflow_review_state_idx" ON "content_workflow" USING btree ("review_state");