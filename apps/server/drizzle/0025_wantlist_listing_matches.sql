CREATE TABLE "wantlist_listing_matches" (
	"want_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "wantlist_listing_matches_want_id_listing_id_pk" PRIMARY KEY("want_id","listing_id")
);
--> statement-breakpoint
ALTER TABLE "wantlist_listing_matches" ADD CONSTRAINT "wantlist_listing_matches_want_id_user_wantlist_items_id_fk" FOREIGN KEY ("want_id") REFERENCES "public"."user_wantlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wantlist_listing_matches" ADD CONSTRAINT "wantlist_listing_matches_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wantlist_listing_matches_user_idx" ON "wantlist_listing_matches" USING btree ("user_id","want_id","listing_id");--> statement-breakpoint
CREATE INDEX "wantlist_listing_matches_listing_idx" ON "wantlist_listing_matches" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "marketplace_offers_order_idx" ON "marketplace_offers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_messages_author_idx" ON "order_messages" USING btree ("author_id");--> statement-breakpoint
-- A want's rules, once: whether the listing passes them (issue 15). The same release, or any release of a wanted
-- film; never one's own listing, nor a fulfilled want; at most its price; at least its grades (best first, as
-- CONDITIONS in packages/shared/src/options.ts: 'Generic' and 'No box' have no place, so they pass no minimum);
-- one of its formats and regions (none listed: any).
CREATE FUNCTION "want_passes_listing"(w "user_wantlist_items", l "marketplace_listings") RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT l."is_active" AND l."release_id" IS NOT NULL AND w."fulfilled_at" IS NULL AND w."user_id" <> l."seller_id"
    AND (w."release_id" = l."release_id" OR (w."release_id" IS NULL AND w."master_movie_id" = l."master_movie_id"))
    AND (w."max_price" IS NULL OR l."price" <= w."max_price")
    AND (w."min_media_condition" IS NULL OR array_position(g.grades, l."condition") <= array_position(g.grades, w."min_media_condition"))
    AND (w."min_packaging_condition" IS NULL
      OR coalesce(array_position(g.grades, l."packaging_condition") <= array_position(g.grades, w."min_packaging_condition"), false))
    AND (coalesce(cardinality(w."formats"), 0) = 0 OR l."format" = ANY (w."formats"))
    AND (coalesce(cardinality(w."regions"), 0) = 0 OR l."region" = ANY (w."regions"))
  FROM (SELECT ARRAY['Sealed', 'Mint', 'Near Mint', 'Very Good Plus', 'Very Good', 'Good Plus', 'Good', 'Fair', 'Poor']::text[] AS grades) g
$$;--> statement-breakpoint
-- A listing made or changed: its matches again, from the wants of its release and of its film (each on its index).
CREATE FUNCTION "marketplace_listings_match_wants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "wantlist_listing_matches" WHERE "listing_id" = NEW."id";
  IF NEW."is_active" AND NEW."release_id" IS NOT NULL THEN
    INSERT INTO "wantlist_listing_matches" ("want_id", "listing_id", "user_id")
    SELECT w."id", NEW."id", w."user_id" FROM "user_wantlist_items" w
    WHERE w."release_id" = NEW."release_id" AND "want_passes_listing"(w, NEW)
    UNION ALL
    SELECT w."id", NEW."id", w."user_id" FROM "user_wantlist_items" w
    WHERE w."release_id" IS NULL AND w."master_movie_id" = NEW."master_movie_id" AND "want_passes_listing"(w, NEW);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "marketplace_listings_match_wants" AFTER INSERT OR UPDATE OF "is_active", "price", "condition",
  "packaging_condition", "format", "region", "release_id", "master_movie_id", "seller_id" ON "marketplace_listings"
  FOR EACH ROW EXECUTE FUNCTION "marketplace_listings_match_wants"();--> statement-breakpoint
-- A want made or changed (its rules, its release, fulfilled): its matches again, from the active listings of what it
-- names. A deleted want's go with it (the foreign key).
CREATE FUNCTION "user_wantlist_items_match_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "wantlist_listing_matches" WHERE "want_id" = NEW."id";
  IF NEW."release_id" IS NOT NULL THEN
    INSERT INTO "wantlist_listing_matches" ("want_id", "listing_id", "user_id")
    SELECT NEW."id", l."id", NEW."user_id" FROM "marketplace_listings" l
    WHERE l."is_active" AND l."release_id" = NEW."release_id" AND "want_passes_listing"(NEW, l);
  ELSE
    INSERT INTO "wantlist_listing_matches" ("want_id", "listing_id", "user_id")
    SELECT NEW."id", l."id", NEW."user_id" FROM "marketplace_listings" l
    WHERE l."is_active" AND l."master_movie_id" = NEW."master_movie_id" AND "want_passes_listing"(NEW, l);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_wantlist_items_match_listings" AFTER INSERT OR UPDATE OF "user_id", "release_id",
  "master_movie_id", "max_price", "min_media_condition", "min_packaging_condition", "formats", "regions",
  "fulfilled_at" ON "user_wantlist_items"
  FOR EACH ROW EXECUTE FUNCTION "user_wantlist_items_match_listings"();--> statement-breakpoint
-- The matches of the listings and wants there are.
INSERT INTO "wantlist_listing_matches" ("want_id", "listing_id", "user_id")
SELECT w."id", l."id", w."user_id" FROM "user_wantlist_items" w
JOIN "marketplace_listings" l ON l."release_id" = w."release_id" OR (w."release_id" IS NULL AND l."master_movie_id" = w."master_movie_id")
WHERE l."is_active" AND "want_passes_listing"(w, l);
