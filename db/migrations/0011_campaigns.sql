CREATE TABLE "campaign_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"path" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriber_consents" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_clicks" ADD CONSTRAINT "campaign_clicks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_clicks_campaign_idx" ON "campaign_clicks" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "subscriber_consents_campaign_idx" ON "subscriber_consents" USING btree ("campaign_id");