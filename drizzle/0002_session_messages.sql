-- A session's scored messages become one json document on the session row (decision 0008).
ALTER TABLE "analysis_session" ADD COLUMN "messages" json;--> statement-breakpoint
UPDATE "analysis_session" s SET "messages" = coalesce((
  SELECT json_agg(json_build_object(
    'index', m."index",
    'role', m."role",
    'content', m."content",
    'score', json_build_object(
      'overall', m."overall",
      'dimensions', json_build_object('strategic', m."strategic", 'tactical', m."tactical", 'cognitive', m."cognitive", 'innovation', m."innovation", 'context', m."context"),
      'classification', m."classification",
      'chessNotation', m."chess_notation",
      'confidence', m."confidence",
      'explanation', m."explanation",
      'betterMove', m."better_move")) ORDER BY m."index")
  FROM "analysis_message" m WHERE m."session_id" = s."id"), '[]'::json);--> statement-breakpoint
ALTER TABLE "analysis_session" ALTER COLUMN "messages" SET NOT NULL;--> statement-breakpoint
-- Kept out of line but not compressed: pglz took a fifth of PostgreSQL's CPU per stored analysis.
ALTER TABLE "analysis_session" ALTER COLUMN "messages" SET STORAGE EXTERNAL;--> statement-breakpoint
DROP TABLE "analysis_message" CASCADE;--> statement-breakpoint
ALTER TABLE "analysis_session" ALTER COLUMN "summary" SET DATA TYPE json USING "summary"::json;--> statement-breakpoint
ALTER TABLE "analysis_session" ALTER COLUMN "metadata" SET DATA TYPE json USING "metadata"::json;
