CREATE TABLE "logbook_entry_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variant_widths" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"logbook_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_one_target_check" CHECK (num_nonnulls("bookmarks"."vehicle_id", "bookmarks"."logbook_entry_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "logbook_entry_photos" ADD CONSTRAINT "logbook_entry_photos_entry_id_logbook_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."logbook_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_logbook_entry_id_logbook_entries_id_fk" FOREIGN KEY ("logbook_entry_id") REFERENCES "public"."logbook_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logbook_entry_photos_entry_idx" ON "logbook_entry_photos" USING btree ("entry_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_vehicle_idx" ON "bookmarks" USING btree ("user_id","vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_entry_idx" ON "bookmarks" USING btree ("user_id","logbook_entry_id");--> statement-breakpoint
CREATE INDEX "bookmarks_user_newest_idx" ON "bookmarks" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookmarks_vehicle_idx" ON "bookmarks" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "bookmarks_entry_idx" ON "bookmarks" USING btree ("logbook_entry_id");