-- Written by `npm run db:want-rules` from WANT_RULES (packages/shared/src/want-rules.ts) and the grade scale
-- CONDITIONS (packages/shared/src/options.ts), best first; not edited by hand (decision 046).
CREATE OR REPLACE FUNCTION "want_passes_listing"(w "user_wantlist_items", l "marketplace_listings") RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT l."is_active" AND l."release_id" IS NOT NULL AND w."fulfilled_at" IS NULL AND w."user_id" <> l."seller_id"
    AND (w."release_id" = l."release_id" OR (w."release_id" IS NULL AND w."master_movie_id" = l."master_movie_id"))
    AND (w."max_price" IS NULL OR l."price" <= w."max_price")
    AND (w."min_media_condition" IS NULL OR coalesce(array_position(g.grades, l."condition") <= array_position(g.grades, w."min_media_condition"), false))
    AND (w."min_packaging_condition" IS NULL OR coalesce(array_position(g.grades, l."packaging_condition") <= array_position(g.grades, w."min_packaging_condition"), false))
    AND (coalesce(cardinality(w."formats"), 0) = 0 OR l."format" = ANY (w."formats"))
    AND (coalesce(cardinality(w."regions"), 0) = 0 OR l."region" = ANY (w."regions"))
  FROM (SELECT ARRAY['Sealed', 'Mint', 'Near Mint', 'Very Good Plus', 'Very Good', 'Good Plus', 'Good', 'Fair', 'Poor']::text[] AS grades) g
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "marketplace_listings_match_wants" AFTER INSERT OR UPDATE OF "is_active", "price", "condition", "packaging_condition", "format", "region", "release_id", "master_movie_id", "seller_id" ON "marketplace_listings"
  FOR EACH ROW EXECUTE FUNCTION "marketplace_listings_match_wants"();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "user_wantlist_items_match_listings" AFTER INSERT OR UPDATE OF "user_id", "release_id", "master_movie_id", "max_price", "min_media_condition", "min_packaging_condition", "formats", "regions", "fulfilled_at" ON "user_wantlist_items"
  FOR EACH ROW EXECUTE FUNCTION "user_wantlist_items_match_listings"();--> statement-breakpoint
DELETE FROM "wantlist_listing_matches";--> statement-breakpoint
INSERT INTO "wantlist_listing_matches" ("want_id", "listing_id", "user_id", "listing_created_at")
SELECT w."id", l."id", w."user_id", l."created_at" FROM "user_wantlist_items" w
JOIN "marketplace_listings" l ON l."release_id" = w."release_id" OR (w."release_id" IS NULL AND l."master_movie_id" = w."master_movie_id")
WHERE l."is_active" AND "want_passes_listing"(w, l);
