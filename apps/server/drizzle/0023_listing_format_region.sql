-- Rewrites every listing once: on a large table, VACUUM ANALYZE marketplace_listings afterwards (autovacuum gets there in time) so that counts read the indexes alone again.
ALTER TABLE "marketplace_listings" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "region" text;--> statement-breakpoint
-- Listings so far take their release's format and region.
UPDATE "marketplace_listings" SET "format" = r."format", "region" = r."region" FROM "movie_releases" r WHERE r."id" = "marketplace_listings"."release_id";--> statement-breakpoint
-- A new listing copies its release's format and region...
CREATE FUNCTION "marketplace_listings_take_release_format"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT r."format", r."region" INTO NEW."format", NEW."region" FROM "movie_releases" r WHERE r."id" = NEW."release_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "marketplace_listings_take_release_format" BEFORE INSERT OR UPDATE OF "release_id" ON "marketplace_listings"
  FOR EACH ROW EXECUTE FUNCTION "marketplace_listings_take_release_format"();--> statement-breakpoint
-- ...and follows it when the release's format or region changes.
CREATE FUNCTION "movie_releases_give_listings_format"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "marketplace_listings" SET "format" = NEW."format", "region" = NEW."region" WHERE "release_id" = NEW."id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "movie_releases_give_listings_format" AFTER UPDATE OF "format", "region" ON "movie_releases"
  FOR EACH ROW WHEN (OLD."format" IS DISTINCT FROM NEW."format" OR OLD."region" IS DISTINCT FROM NEW."region")
  EXECUTE FUNCTION "movie_releases_give_listings_format"();--> statement-breakpoint
CREATE INDEX "marketplace_listings_active_format_idx" ON "marketplace_listings" USING btree ("format","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "marketplace_listings"."is_active" and "marketplace_listings"."release_id" is not null;--> statement-breakpoint
CREATE INDEX "marketplace_listings_active_region_idx" ON "marketplace_listings" USING btree ("region","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "marketplace_listings"."is_active" and "marketplace_listings"."release_id" is not null;