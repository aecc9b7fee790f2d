CREATE TABLE "nickname_holds" (
	"nickname_key" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"held_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nickname_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nickname_holds" ADD CONSTRAINT "nickname_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nickname_holds_user_id_idx" ON "nickname_holds" USING btree ("user_id");