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
ALTER TABLE "practice_attempt" ADD CONSTRAINT "practice_attempt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempt" ADD CONSTRAINT "practice_attempt_session_id_analysis_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."analysis_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_attempt_user_session_idx" ON "practice_attempt" USING btree ("user_id","session_id","message_index");--> statement-breakpoint
CREATE INDEX "practice_attempt_user_created_idx" ON "practice_attempt" USING btree ("user_id","created_at");