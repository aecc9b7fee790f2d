CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category" text,
	"due_date" date,
	"due_mileage" integer,
	"every_months" integer,
	"every_km" integer,
	"done" boolean DEFAULT false NOT NULL,
	"last_done_on" date,
	"last_done_mileage" integer,
	"last_done_entry_id" uuid,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_category_check" CHECK ("reminders"."category" in ('service', 'repair', 'tuning', 'fuel', 'trip', 'detailing', 'parts', 'other')),
	CONSTRAINT "reminders_interval_check" CHECK (("reminders"."every_months" IS NULL OR "reminders"."every_months" > 0) AND ("reminders"."every_km" IS NULL OR "reminders"."every_km" > 0))
);
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_last_done_entry_id_logbook_entries_id_fk" FOREIGN KEY ("last_done_entry_id") REFERENCES "public"."logbook_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_vehicle_idx" ON "reminders" USING btree ("vehicle_id","created_at");