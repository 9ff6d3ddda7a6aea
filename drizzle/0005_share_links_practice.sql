CREATE TABLE "session_share" (
	"token" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"allow_search_engines" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_attempt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"message_index" integer NOT NULL,
	"original" text NOT NULL,
	"original_score" integer NOT NULL,
	"attempt" text NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_share" ADD CONSTRAINT "session_share_session_id_analysis_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."analysis_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_share" ADD CONSTRAINT "session_share_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempt" ADD CONSTRAINT "practice_attempt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempt" ADD CONSTRAINT "practice_attempt_session_id_analysis_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."analysis_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_share_live_idx" ON "session_share" USING btree ("session_id") WHERE "session_share"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "session_share_user_idx" ON "session_share" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "practice_attempt_user_session_idx" ON "practice_attempt" USING btree ("user_id","session_id","message_index");--> statement-breakpoint
CREATE INDEX "practice_attempt_user_created_idx" ON "practice_attempt" USING btree ("user_id","created_at");