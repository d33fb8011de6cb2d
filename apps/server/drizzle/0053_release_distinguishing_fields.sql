ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type_check";--> statement-breakpoint
ALTER TABLE "movie_releases" ADD COLUMN "sale_type" text;--> statement-breakpoint
ALTER TABLE "movie_releases" ADD COLUMN "aspect_ratio" text;--> statement-breakpoint
ALTER TABLE "movie_releases" ADD COLUMN "audio" text;--> statement-breakpoint
ALTER TABLE "movie_releases" ADD COLUMN "audio_languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "movie_releases" ADD COLUMN "subtitle_languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "movie_releases" ADD COLUMN "runtime_minutes" integer;--> statement-breakpoint
ALTER TABLE "movie_releases" ADD COLUMN "packaging_notes" text;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "sale_type" text;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "aspect_ratio" text;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "audio_languages" text[];--> statement-breakpoint
CREATE INDEX "movie_releases_sale_type_idx" ON "movie_releases" USING btree ("sale_type");--> statement-breakpoint
CREATE INDEX "movie_releases_aspect_ratio_idx" ON "movie_releases" USING btree ("aspect_ratio");--> statement-breakpoint
CREATE INDEX "movie_releases_audio_languages_idx" ON "movie_releases" USING gin ("audio_languages");--> statement-breakpoint
CREATE INDEX "marketplace_listings_active_sale_type_idx" ON "marketplace_listings" USING btree ("sale_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "marketplace_listings"."is_active" and "marketplace_listings"."release_id" is not null;--> statement-breakpoint
CREATE INDEX "marketplace_listings_active_aspect_ratio_idx" ON "marketplace_listings" USING btree ("aspect_ratio","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "marketplace_listings"."is_active" and "marketplace_listings"."release_id" is not null;--> statement-breakpoint
CREATE INDEX "marketplace_listings_active_audio_languages_idx" ON "marketplace_listings" USING gin ("audio_languages") WHERE "marketplace_listings"."is_active" and "marketplace_listings"."release_id" is not null;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('post', 'listing', 'user', 'rating', 'order', 'trade-proposal', 'title', 'release'));--> statement-breakpoint
-- A listing copies the release fields browsing filters by, as it copies format and region (migration 0023): on its
-- insert, and when its release changes them. Listings so far need no rewrite: every release has none of them yet.
CREATE OR REPLACE FUNCTION "marketplace_listings_take_release_format"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT r."format", r."region", r."sale_type", r."aspect_ratio", r."audio_languages"
    INTO NEW."format", NEW."region", NEW."sale_type", NEW."aspect_ratio", NEW."audio_languages"
    FROM "movie_releases" r WHERE r."id" = NEW."release_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "movie_releases_give_listings_format"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "marketplace_listings" SET "format" = NEW."format", "region" = NEW."region", "sale_type" = NEW."sale_type",
    "aspect_ratio" = NEW."aspect_ratio", "audio_languages" = NEW."audio_languages"
    WHERE "release_id" = NEW."id";
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER "movie_releases_give_listings_format" ON "movie_releases";--> statement-breakpoint
CREATE TRIGGER "movie_releases_give_listings_format"
  AFTER UPDATE OF "format", "region", "sale_type", "aspect_ratio", "audio_languages" ON "movie_releases"
  FOR EACH ROW WHEN (OLD."format" IS DISTINCT FROM NEW."format" OR OLD."region" IS DISTINCT FROM NEW."region"
    OR OLD."sale_type" IS DISTINCT FROM NEW."sale_type" OR OLD."aspect_ratio" IS DISTINCT FROM NEW."aspect_ratio"
    OR OLD."audio_languages" IS DISTINCT FROM NEW."audio_languages")
  EXECUTE FUNCTION "movie_releases_give_listings_format"();
