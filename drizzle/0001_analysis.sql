CREATE TABLE "analysis_message" (
	"session_id" text NOT NULL,
	"index" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"overall" integer NOT NULL,
	"strategic" integer NOT NULL,
	"tactical" integer NOT NULL,
	"cognitive" integer NOT NULL,
	"innovation" integer NOT NULL,
	"context" integer NOT NULL,
	"classification" text NOT NULL,
	"chess_notation" text NOT NULL,
	"confidence" real NOT NULL,
	"explanation" text NOT NULL,
	"better_move" text,
	CONSTRAINT "analysis_message_session_id_index_pk" PRIMARY KEY("session_id","index"),
	CONSTRAINT "analysis_message_role_check" CHECK ("analysis_message"."role" in ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "analysis_session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"platform" text NOT NULL,
	"session_goal" text,
	"project_context" text,
	"format" text,
	"parsing_method" text,
	"message_count" integer NOT NULL,
	"character_count" integer NOT NULL,
	"overall_score" integer NOT NULL,
	"trend" text NOT NULL,
	"strategic_avg" real NOT NULL,
	"tactical_avg" real NOT NULL,
	"cognitive_avg" real NOT NULL,
	"innovation_avg" real NOT NULL,
	"context_avg" real NOT NULL,
	"engine_version" text NOT NULL,
	"summary" jsonb NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_usage" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"characters" integer DEFAULT 0 NOT NULL,
	"analyses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tier" (
	"user_id" text PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tier_tier_check" CHECK ("user_tier"."tier" in ('free', 'pro', 'enterprise'))
);
--> statement-breakpoint
ALTER TABLE "analysis_message" ADD CONSTRAINT "analysis_message_session_id_analysis_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."analysis_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_session" ADD CONSTRAINT "analysis_session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_usage" ADD CONSTRAINT "daily_usage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tier" ADD CONSTRAINT "user_tier_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_session_user_created_idx" ON "analysis_session" USING btree ("user_id","created_at" DESC NULLS LAST);