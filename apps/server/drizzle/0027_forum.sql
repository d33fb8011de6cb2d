CREATE TABLE "forum_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"topic_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "forum_categories" ("slug", "name", "description", "position") VALUES
	('general', 'General', 'Anything about collecting physical video that fits nowhere else.', 0),
	('collecting', 'Collecting', 'Finds, shelves, grading, storage and the hunt for rare releases.', 1),
	('trading', 'Trading', 'Trades, swaps and what you are looking for.', 2),
	('reviews', 'Reviews', 'Releases reviewed: transfers, packaging, extras and picture quality.', 3),
	('help', 'Help', 'Questions about Rewind and how to use it.', 4);
--> statement-breakpoint
INSERT INTO "forum_categories" ("slug", "name") SELECT DISTINCT "category", initcap("category") FROM "forum_posts" ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE "forum_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid
);
--> statement-breakpoint
CREATE TABLE "forum_likes" (
	"entry_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_likes_entry_id_user_id_pk" PRIMARY KEY("entry_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_reads" (
	"user_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"last_read_position" integer DEFAULT 0 NOT NULL,
	"is_participant" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_reads_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
DROP INDEX "forum_posts_category_created_idx";--> statement-breakpoint
DROP INDEX "forum_posts_user_idx";--> statement-breakpoint
DROP INDEX "forum_replies_post_created_idx";--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "reply_id" uuid;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "last_position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "last_reply_user_id" uuid;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "is_pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "is_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "flag_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "deleted_reason" text;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "forum_replies" AS r SET "position" = n.position FROM (SELECT "id", row_number() OVER (PARTITION BY "post_id" ORDER BY "created_at", "id") AS position FROM "forum_replies") AS n WHERE n.id = r.id;--> statement-breakpoint
ALTER TABLE "forum_replies" ALTER COLUMN "position" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "flag_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "deleted_reason" text;--> statement-breakpoint
ALTER TABLE "forum_flags" ADD CONSTRAINT "forum_flags_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_flags" ADD CONSTRAINT "forum_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_flags" ADD CONSTRAINT "forum_flags_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_likes" ADD CONSTRAINT "forum_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_likes" ADD CONSTRAINT "forum_likes_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reads" ADD CONSTRAINT "forum_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reads" ADD CONSTRAINT "forum_reads_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_flags_entry_user_key" ON "forum_flags" USING btree ("entry_id","user_id");--> statement-breakpoint
CREATE INDEX "forum_flags_open_idx" ON "forum_flags" USING btree ("created_at") WHERE "forum_flags"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "forum_reads_participants_idx" ON "forum_reads" USING btree ("post_id") WHERE "forum_reads"."is_participant";--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_reply_id_forum_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."forum_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_category_forum_categories_slug_fk" FOREIGN KEY ("category") REFERENCES "public"."forum_categories"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_last_reply_user_id_users_id_fk" FOREIGN KEY ("last_reply_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_reply_idx" ON "activity_events" USING btree ("reply_id") WHERE "activity_events"."reply_id" is not null;--> statement-breakpoint
CREATE INDEX "activity_events_post_idx" ON "activity_events" USING btree ("post_id") WHERE "activity_events"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "forum_posts_category_activity_idx" ON "forum_posts" USING btree ("category","is_pinned" DESC NULLS LAST,"last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "forum_posts"."deleted_at" is null and "forum_posts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "forum_posts_user_created_idx" ON "forum_posts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "forum_replies_post_position_key" ON "forum_replies" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "forum_replies_post_shown_idx" ON "forum_replies" USING btree ("post_id","position") WHERE "forum_replies"."deleted_at" is null;;--> statement-breakpoint
UPDATE "forum_posts" AS p SET "source" = p."content", "last_activity_at" = coalesce((SELECT max(r."created_at") FROM "forum_replies" r WHERE r."post_id" = p."id"), p."created_at"), "replies" = (SELECT count(*) FROM "forum_replies" r WHERE r."post_id" = p."id"), "last_position" = (SELECT coalesce(max(r."position"), 0) FROM "forum_replies" r WHERE r."post_id" = p."id");--> statement-breakpoint
UPDATE "forum_replies" SET "source" = "content";--> statement-breakpoint
UPDATE "forum_categories" AS c SET "topic_count" = (SELECT count(*) FROM "forum_posts" p WHERE p."category" = c."slug"), "reply_count" = (SELECT coalesce(sum(p."replies"), 0) FROM "forum_posts" p WHERE p."category" = c."slug"), "last_activity_at" = (SELECT max(p."last_activity_at") FROM "forum_posts" p WHERE p."category" = c."slug");
