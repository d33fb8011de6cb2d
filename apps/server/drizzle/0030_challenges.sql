CREATE TABLE "challenge_items" (
	"challenge_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"item_key" uuid NOT NULL,
	"title_id" uuid NOT NULL,
	"release_id" uuid,
	"title" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_items_challenge_id_user_id_item_key_pk" PRIMARY KEY("challenge_id","user_id","item_key")
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "challenge_id" uuid;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD COLUMN "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "challenge_items" ADD CONSTRAINT "challenge_items_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_items" ADD CONSTRAINT "challenge_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_items" ADD CONSTRAINT "challenge_items_title_id_media_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."media_titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_items" ADD CONSTRAINT "challenge_items_release_id_movie_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."movie_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_items_user_item_idx" ON "challenge_items" USING btree ("user_id","item_key");--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_participants_leaderboard_idx" ON "challenge_participants" USING btree ("challenge_id","item_count" DESC NULLS LAST,"completed_at");--> statement-breakpoint
ALTER TABLE "challenge_participants" DROP COLUMN "progress";--> statement-breakpoint
CREATE INDEX "activity_events_challenge_idx" ON "activity_events" USING btree ("challenge_id") WHERE "activity_events"."challenge_id" is not null;
