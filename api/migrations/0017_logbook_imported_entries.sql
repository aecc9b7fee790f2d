DROP INDEX "logbook_entries_public_latest_idx";--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD COLUMN "imported" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "logbook_entries_public_latest_idx" ON "logbook_entries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "logbook_entries"."visibility" = 'public' AND NOT "logbook_entries"."imported";