-- Trust levels and muting (issue 32 point 8, ADR 0153): each member's level and the activity that
-- earns it, one row per member made on first use; and who muted whom, gone with either account.
CREATE TABLE "member_activity" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"trust_level" smallint DEFAULT 0 NOT NULL,
	"level_locked" boolean DEFAULT false NOT NULL,
	"days_visited" integer DEFAULT 0 NOT NULL,
	"last_visited_on" date,
	"discussions_entered" integer DEFAULT 0 NOT NULL,
	"comments_read" integer DEFAULT 0 NOT NULL,
	"likes_given" integer DEFAULT 0 NOT NULL,
	"likes_received" integer DEFAULT 0 NOT NULL,
	"comments_approved" integer DEFAULT 0 NOT NULL,
	"posts_approved" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_activity_trust_level_check" CHECK ("member_activity"."trust_level" BETWEEN 0 AND 3)
);
--> statement-breakpoint
CREATE TABLE "member_mutes" (
	"user_id" uuid NOT NULL,
	"muted_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_mutes_user_id_muted_user_id_pk" PRIMARY KEY("user_id","muted_user_id"),
	CONSTRAINT "member_mutes_not_self_check" CHECK ("member_mutes"."user_id" <> "member_mutes"."muted_user_id")
);
--> statement-breakpoint
ALTER TABLE "member_activity" ADD CONSTRAINT "member_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_mutes" ADD CONSTRAINT "member_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_mutes" ADD CONSTRAINT "member_mutes_muted_user_id_users_id_fk" FOREIGN KEY ("muted_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_mutes_muted_user_idx" ON "member_mutes" USING btree ("muted_user_id");