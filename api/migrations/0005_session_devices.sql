ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
-- Existing sessions were last used when their newest refresh token was issued.
UPDATE "sessions" SET "last_used_at" = COALESCE(
	(SELECT max("refresh_tokens"."created_at") FROM "refresh_tokens" WHERE "refresh_tokens"."session_id" = "sessions"."id"),
	"sessions"."created_at"
);
