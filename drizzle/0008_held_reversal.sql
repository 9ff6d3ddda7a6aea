CREATE TABLE "held_reversal" (
	"event_id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "held_reversal_status_check" CHECK ("held_reversal"."status" in ('refunded', 'disputed'))
);
--> statement-breakpoint
CREATE INDEX "held_reversal_intent_idx" ON "held_reversal" USING btree ("intent_id");