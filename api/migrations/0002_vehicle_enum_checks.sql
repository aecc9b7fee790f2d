ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_fuel_type_check" CHECK ("vehicles"."fuel_type" in ('petrol', 'diesel', 'hybrid', 'electric', 'gas', 'hydrogen'));--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_transmission_check" CHECK ("vehicles"."transmission" in ('manual', 'automatic', 'robot', 'variator'));--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_drive_type_check" CHECK ("vehicles"."drive_type" in ('front', 'rear', 'all'));--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_condition_check" CHECK ("vehicles"."condition" in ('excellent', 'good', 'fair', 'poor', 'damaged'));--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_status_check" CHECK ("vehicles"."status" in ('active', 'sold', 'selling'));--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_currency_check" CHECK ("vehicles"."currency" in ('USD', 'EUR', 'UAH'));