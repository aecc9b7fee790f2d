-- A stored file whose deletion failed keeps its pending row, marked, so the next media sweep retries
-- it whatever its age and in whichever process runs the sweep (a job since ADR 0148); the mark was
-- kept in one process's memory before, and lost with it.
ALTER TABLE "pending_files" ADD COLUMN "deletion_failed_at" timestamp with time zone;
