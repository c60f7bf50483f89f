ALTER TABLE "campaigns" ADD COLUMN "french_subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "french_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;