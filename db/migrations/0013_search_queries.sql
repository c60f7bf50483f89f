CREATE TABLE "search_queries" (
	"query" text PRIMARY KEY NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"empty_searches" integer DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_queries_searches_idx" ON "search_queries" USING btree ("searches");