CREATE TABLE "logbook_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"title" text NOT NULL,
	"entry_date" date NOT NULL,
	"mileage" integer,
	"category" text NOT NULL,
	"cost_cents" bigint,
	"currency" text,
	"story" text DEFAULT '' NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visibility" text NOT NULL,
	"cost_hidden" boolean DEFAULT true NOT NULL,
	"litres" double precision,
	"full_tank" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logbook_entries_category_check" CHECK ("logbook_entries"."category" in ('service', 'repair', 'tuning', 'fuel', 'trip', 'detailing', 'parts', 'other')),
	CONSTRAINT "logbook_entries_visibility_check" CHECK ("logbook_entries"."visibility" in ('public', 'private')),
	CONSTRAINT "logbook_entries_currency_check" CHECK ("logbook_entries"."currency" in ('USD', 'EUR', 'UAH')),
	CONSTRAINT "logbook_entries_fuel_check" CHECK (CASE WHEN "logbook_entries"."category" = 'fuel' THEN "logbook_entries"."litres" > 0 AND "logbook_entries"."full_tank" IS NOT NULL ELSE "logbook_entries"."litres" IS NULL AND "logbook_entries"."full_tank" IS NULL END),
	CONSTRAINT "logbook_entries_cost_check" CHECK ("logbook_entries"."cost_cents" IS NULL OR "logbook_entries"."currency" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logbook_entries_vehicle_newest_idx" ON "logbook_entries" USING btree ("vehicle_id","entry_date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logbook_entries_vehicle_public_newest_idx" ON "logbook_entries" USING btree ("vehicle_id","entry_date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "logbook_entries"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "logbook_entries_vehicle_fuel_idx" ON "logbook_entries" USING btree ("vehicle_id","entry_date","created_at") WHERE "logbook_entries"."category" = 'fuel';