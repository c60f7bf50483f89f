ALTER TABLE "cities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "landmarks" jsonb DEFAULT '[]'::jsonb NOT NULL;