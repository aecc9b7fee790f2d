CREATE TABLE "discussion_reads" (
	"user_id" uuid NOT NULL,
	"discussion_id" uuid NOT NULL,
	"comments_seen" integer DEFAULT 0 NOT NULL,
	"read_through" timestamp with time zone,
	"first_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_reads_user_id_discussion_id_pk" PRIMARY KEY("user_id","discussion_id")
);
--> statement-breakpoint
ALTER TABLE "discussion_reads" ADD CONSTRAINT "discussion_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reads" ADD CONSTRAINT "discussion_reads_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_reads_discussion_idx" ON "discussion_reads" USING btree ("discussion_id");