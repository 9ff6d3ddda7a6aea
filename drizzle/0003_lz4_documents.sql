-- Where PostgreSQL has lz4 (PostgreSQL 14+ built with it, as Debian's is), a session's documents are
-- lz4-compressed and the messages document stays in the row when it fits (decision 0008). PGlite has
-- only pglz, whose cost made 0002 store the document uncompressed out of line; there it stays so.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN
    ALTER TABLE "analysis_session" ALTER COLUMN "messages" SET COMPRESSION lz4;
    ALTER TABLE "analysis_session" ALTER COLUMN "messages" SET STORAGE MAIN;
    ALTER TABLE "analysis_session" ALTER COLUMN "summary" SET COMPRESSION lz4;
    ALTER TABLE "analysis_session" ALTER COLUMN "metadata" SET COMPRESSION lz4;
  END IF;
END $$;
