CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discussion_id" uuid NOT NULL,
	"author_id" uuid,
	"root_id" uuid,
	"reply_to_id" uuid,
	"body" text NOT NULL,
	"moderation" text DEFAULT 'visible' NOT NULL,
	"moderation_reason" text,
	"owner_hidden_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"replies_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_moderation_check" CHECK ("comments"."moderation" in ('visible', 'held', 'hidden')),
	CONSTRAINT "comments_reply_check" CHECK ("comments"."reply_to_id" IS NULL OR "comments"."root_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "discussions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid,
	"logbook_entry_id" uuid,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussions_one_subject_check" CHECK (num_nonnulls("discussions"."post_id", "discussions"."logbook_entry_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"discussion_id" uuid,
	"comment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_one_target_check" CHECK (num_nonnulls("likes"."discussion_id", "likes"."comment_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "post_logbook_entries" (
	"post_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "post_logbook_entries_post_id_entry_id_pk" PRIMARY KEY("post_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "post_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variant_widths" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_tags" (
	"post_id" uuid NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "post_tags_post_id_tag_pk" PRIMARY KEY("post_id","tag")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"moderation" text DEFAULT 'visible' NOT NULL,
	"moderation_reason" text,
	"published_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('draft', 'published')),
	CONSTRAINT "posts_moderation_check" CHECK ("posts"."moderation" in ('visible', 'held', 'hidden')),
	CONSTRAINT "posts_published_check" CHECK (("posts"."status" = 'published') = ("posts"."published_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_root_id_comments_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_reply_to_id_comments_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_logbook_entry_id_logbook_entries_id_fk" FOREIGN KEY ("logbook_entry_id") REFERENCES "public"."logbook_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_logbook_entries" ADD CONSTRAINT "post_logbook_entries_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_logbook_entries" ADD CONSTRAINT "post_logbook_entries_entry_id_logbook_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."logbook_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_photos" ADD CONSTRAINT "post_photos_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_discussion_roots_idx" ON "comments" USING btree ("discussion_id","created_at","id") WHERE "comments"."root_id" IS NULL;--> statement-breakpoint
CREATE INDEX "comments_root_replies_idx" ON "comments" USING btree ("root_id","created_at","id") WHERE "comments"."root_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_reply_to_idx" ON "comments" USING btree ("reply_to_id");--> statement-breakpoint
CREATE INDEX "comments_held_idx" ON "comments" USING btree ("created_at") WHERE "comments"."moderation" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "discussions_post_idx" ON "discussions" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discussions_logbook_entry_idx" ON "discussions" USING btree ("logbook_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "likes_discussion_user_idx" ON "likes" USING btree ("discussion_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "likes_comment_user_idx" ON "likes" USING btree ("comment_id","user_id");--> statement-breakpoint
CREATE INDEX "likes_discussion_newest_idx" ON "likes" USING btree ("discussion_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "likes_comment_newest_idx" ON "likes" USING btree ("comment_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "likes_user_idx" ON "likes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_logbook_entries_entry_idx" ON "post_logbook_entries" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "post_photos_post_idx" ON "post_photos" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "post_tags_tag_idx" ON "post_tags" USING btree ("tag","post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_author_slug_idx" ON "posts" USING btree ("author_id","slug");--> statement-breakpoint
CREATE INDEX "posts_author_updated_idx" ON "posts" USING btree ("author_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_public_latest_idx" ON "posts" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."status" = 'published' AND "posts"."moderation" = 'visible';--> statement-breakpoint
CREATE INDEX "posts_vehicle_public_latest_idx" ON "posts" USING btree ("vehicle_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."status" = 'published' AND "posts"."moderation" = 'visible';--> statement-breakpoint
CREATE INDEX "posts_held_idx" ON "posts" USING btree ("created_at") WHERE "posts"."moderation" = 'held';--> statement-breakpoint
-- Every post and every logbook entry has its discussion (docs/decisions/0151), made by the database
-- whichever path inserts the row (the forms, a CSV import, the demo data), and one for each entry
-- written before.
CREATE FUNCTION "carclub_open_discussion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'posts' THEN
    INSERT INTO "discussions" ("post_id") VALUES (NEW.id);
  ELSE
    INSERT INTO "discussions" ("logbook_entry_id") VALUES (NEW.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_open_discussion" AFTER INSERT ON "posts"
  FOR EACH ROW EXECUTE FUNCTION "carclub_open_discussion"();
--> statement-breakpoint
CREATE TRIGGER "logbook_entries_open_discussion" AFTER INSERT ON "logbook_entries"
  FOR EACH ROW EXECUTE FUNCTION "carclub_open_discussion"();
--> statement-breakpoint
INSERT INTO "discussions" ("logbook_entry_id") SELECT "id" FROM "logbook_entries";
--> statement-breakpoint
-- The counters lists show are kept here rather than beside each write, so that every way a row
-- goes (an undo, a moderator, the cascade of a deleted account or car) keeps them right.
CREATE FUNCTION "carclub_count_likes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "discussions" SET "likes_count" = "likes_count" + 1 WHERE "id" = NEW.discussion_id;
    UPDATE "comments" SET "likes_count" = "likes_count" + 1 WHERE "id" = NEW.comment_id;
  ELSE
    UPDATE "discussions" SET "likes_count" = "likes_count" - 1 WHERE "id" = OLD.discussion_id;
    UPDATE "comments" SET "likes_count" = "likes_count" - 1 WHERE "id" = OLD.comment_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "likes_count" AFTER INSERT OR DELETE ON "likes"
  FOR EACH ROW EXECUTE FUNCTION "carclub_count_likes"();
--> statement-breakpoint
-- A comment counts while the public sees it: not held, hidden or removed.
CREATE FUNCTION "carclub_count_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := 0;
  listed integer := 0;
  discussion uuid;
  root uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    discussion := OLD.discussion_id;
    root := OLD.root_id;
  ELSE
    discussion := NEW.discussion_id;
    root := NEW.root_id;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.moderation = 'visible' AND OLD.owner_hidden_at IS NULL
     AND OLD.deleted_at IS NULL THEN
    was := 1;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.moderation = 'visible' AND NEW.owner_hidden_at IS NULL
     AND NEW.deleted_at IS NULL THEN
    listed := 1;
  END IF;
  IF was <> listed THEN
    UPDATE "discussions" SET "comments_count" = "comments_count" + listed - was
      WHERE "id" = discussion;
    IF root IS NOT NULL THEN
      UPDATE "comments" SET "replies_count" = "replies_count" + listed - was WHERE "id" = root;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "comments_count" AFTER INSERT OR DELETE OR UPDATE OF "moderation", "owner_hidden_at", "deleted_at" ON "comments"
  FOR EACH ROW EXECUTE FUNCTION "carclub_count_comments"();
--> statement-breakpoint
-- A car's card counts the posts about it that the public may read.
CREATE FUNCTION "carclub_count_vehicle_posts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.vehicle_id IS NOT NULL AND OLD.status = 'published'
     AND OLD.moderation = 'visible' THEN
    UPDATE "vehicles" SET "posts_count" = "posts_count" - 1 WHERE "id" = OLD.vehicle_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.vehicle_id IS NOT NULL AND NEW.status = 'published'
     AND NEW.moderation = 'visible' THEN
    UPDATE "vehicles" SET "posts_count" = "posts_count" + 1 WHERE "id" = NEW.vehicle_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_count_for_vehicle" AFTER INSERT OR DELETE OR UPDATE OF "vehicle_id", "status", "moderation" ON "posts"
  FOR EACH ROW EXECUTE FUNCTION "carclub_count_vehicle_posts"();
