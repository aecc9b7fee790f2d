CREATE TABLE "follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"followed_user_id" uuid,
	"vehicle_id" uuid,
	"model_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_one_target_check" CHECK (num_nonnulls("follows"."followed_user_id", "follows"."vehicle_id", "follows"."model_id") = 1),
	CONSTRAINT "follows_not_self_check" CHECK ("follows"."followed_user_id" IS DISTINCT FROM "follows"."user_id")
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_user_id_users_id_fk" FOREIGN KEY ("followed_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_member_idx" ON "follows" USING btree ("user_id","followed_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_vehicle_idx" ON "follows" USING btree ("user_id","vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_model_idx" ON "follows" USING btree ("user_id","model_id");--> statement-breakpoint
CREATE INDEX "follows_user_newest_idx" ON "follows" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "follows_member_newest_idx" ON "follows" USING btree ("followed_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "follows_vehicle_idx" ON "follows" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "follows_model_idx" ON "follows" USING btree ("model_id");