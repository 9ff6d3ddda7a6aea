ALTER TABLE "payment" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
-- Payments recorded before this column: the start of the period they paid for is when they were paid.
UPDATE "payment" SET "paid_at" = "starts_at" WHERE "status" IN ('succeeded', 'refunded', 'disputed') AND "starts_at" IS NOT NULL;
