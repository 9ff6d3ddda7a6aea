CREATE TABLE "ai_review_job" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"error" text,
	"result" json,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ai_review_job_state_check" CHECK ("ai_review_job"."state" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "ai_review_job" ADD CONSTRAINT "ai_review_job_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_review_job" ADD CONSTRAINT "ai_review_job_session_id_analysis_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."analysis_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_review_job_claim_idx" ON "ai_review_job" USING btree ("state","run_after");--> statement-breakpoint
CREATE INDEX "ai_review_job_session_idx" ON "ai_review_job" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "ai_review_job_user_idx" ON "ai_review_job" USING btree ("user_id","created_at");