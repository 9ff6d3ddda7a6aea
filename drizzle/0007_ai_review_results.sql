CREATE TABLE "ai_review_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"result" json NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_review_job" ADD COLUMN "partial" json;--> statement-breakpoint
ALTER TABLE "ai_review_job" ADD COLUMN "reserved_tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_review_job" ADD COLUMN "usage_day" date;--> statement-breakpoint
ALTER TABLE "analysis_session" ADD COLUMN "ai_review" json;--> statement-breakpoint
ALTER TABLE "daily_usage" ADD COLUMN "ai_tokens" integer DEFAULT 0 NOT NULL;