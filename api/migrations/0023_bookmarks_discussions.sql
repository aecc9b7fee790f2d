-- Bookmarks of logbook entries move onto the entry's discussion, where a post's bookmark is made too (ADR 0158).
ALTER TABLE "bookmarks" ADD COLUMN "discussion_id" uuid;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "bookmarks" SET "discussion_id" = "discussions"."id" FROM "discussions" WHERE "discussions"."logbook_entry_id" = "bookmarks"."logbook_entry_id";--> statement-breakpoint
-- An entry always has its discussion (the trigger of 0021); a row that found none would break the check below.
DELETE FROM "bookmarks" WHERE "logbook_entry_id" IS NOT NULL AND "discussion_id" IS NULL;--> statement-breakpoint
ALTER TABLE "bookmarks" DROP CONSTRAINT "bookmarks_one_target_check";--> statement-breakpoint
ALTER TABLE "bookmarks" DROP CONSTRAINT "bookmarks_logbook_entry_id_logbook_entries_id_fk";
--> statement-breakpoint
DROP INDEX "bookmarks_user_entry_idx";--> statement-breakpoint
DROP INDEX "bookmarks_entry_idx";--> statement-breakpoint
ALTER TABLE "bookmarks" DROP COLUMN "logbook_entry_id";--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_one_target_check" CHECK (num_nonnulls("bookmarks"."vehicle_id", "bookmarks"."discussion_id") = 1);--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_discussion_idx" ON "bookmarks" USING btree ("user_id","discussion_id");--> statement-breakpoint
CREATE INDEX "bookmarks_discussion_idx" ON "bookmarks" USING btree ("discussion_id");
