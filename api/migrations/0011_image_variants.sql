ALTER TABLE "vehicle_images" ADD COLUMN "variant_widths" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "preview_width" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "preview_height" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "preview_variant_widths" integer[] DEFAULT '{}' NOT NULL;