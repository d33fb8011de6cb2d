-- The matched listing's creation time on each match, so that "In my wantlist" pages newest first from the matches.
ALTER TABLE "wantlist_listing_matches" ADD COLUMN "listing_created_at" timestamp with time zone;--> statement-breakpoint
UPDATE "wantlist_listing_matches" m SET "listing_created_at" = l."created_at" FROM "marketplace_listings" l WHERE l."id" = m."listing_id";--> statement-breakpoint
ALTER TABLE "wantlist_listing_matches" ALTER COLUMN "listing_created_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "wantlist_listing_matches_user_newest_idx" ON "wantlist_listing_matches" USING btree ("user_id","listing_created_at" DESC NULLS FIRST,"listing_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "marketplace_listings_match_wants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "wantlist_listing_matches" WHERE "listing_id" = NEW."id";
  IF NEW."is_active" AND NEW."release_id" IS NOT NULL THEN
    INSERT INTO "wantlist_listing_matches" ("want_id", "listing_id", "user_id", "listing_created_at")
    SELECT w."id", NEW."id", w."user_id", NEW."created_at" FROM "user_wantlist_items" w
    WHERE w."release_id" = NEW."release_id" AND "want_passes_listing"(w, NEW)
    UNION ALL
    SELECT w."id", NEW."id", w."user_id", NEW."created_at" FROM "user_wantlist_items" w
    WHERE w."release_id" IS NULL AND w."master_movie_id" = NEW."master_movie_id" AND "want_passes_listing"(w, NEW);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_wantlist_items_match_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "wantlist_listing_matches" WHERE "want_id" = NEW."id";
  IF NEW."release_id" IS NOT NULL THEN
    INSERT INTO "wantlist_listing_matches" ("want_id", "listing_id", "user_id", "listing_created_at")
    SELECT NEW."id", l."id", NEW."user_id", l."created_at" FROM "marketplace_listings" l
    WHERE l."is_active" AND l."release_id" = NEW."release_id" AND "want_passes_listing"(NEW, l);
  ELSE
    INSERT INTO "wantlist_listing_matches" ("want_id", "listing_id", "user_id", "listing_created_at")
    SELECT NEW."id", l."id", NEW."user_id", l."created_at" FROM "marketplace_listings" l
    WHERE l."is_active" AND l."master_movie_id" = NEW."master_movie_id" AND "want_passes_listing"(NEW, l);
  END IF;
  RETURN NULL;
END $$;
