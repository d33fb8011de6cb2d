ALTER TABLE "trade_proposal_items" DROP CONSTRAINT "trade_proposal_items_master_item_id_media_titles_id_fk";
--> statement-breakpoint
ALTER TABLE "trade_proposal_items" ALTER COLUMN "master_item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD COLUMN "packaging_condition" text;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD COLUMN "item" jsonb;--> statement-breakpoint
ALTER TABLE "trade_proposal_items" ADD COLUMN "item" jsonb;--> statement-breakpoint
ALTER TABLE "trade_proposal_items" ADD CONSTRAINT "trade_proposal_items_master_item_id_media_titles_id_fk" FOREIGN KEY ("master_item_id") REFERENCES "public"."media_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Backfill (decision 040): what each order and trade copy changed hands for, from the live catalogue, else from
-- the rows a deleted film or release keeps in the trash. The columns are added without NOT NULL above, filled
-- here, and made NOT NULL at the end.
CREATE FUNCTION pg_temp.item_snapshot(film jsonb, release jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'film', jsonb_build_object('title', coalesce(film->>'title', 'Deleted film'), 'year', (film->>'year')::int),
    'release', CASE WHEN release IS NULL THEN NULL ELSE jsonb_build_object(
      'releaseTitle', coalesce(release->>'release_title', 'Standard Release'),
      'format', release->>'format',
      'caseType', release->>'case_type',
      'region', release->>'region',
      'edition', CASE WHEN release->>'edition' = 'Other' THEN release->>'edition_other' ELSE release->>'edition' END
    ) END
  )
$$;--> statement-breakpoint
CREATE TEMP VIEW known_films AS
  SELECT id::text AS id, to_jsonb(f) AS row FROM media_titles f
  UNION ALL
  SELECT r->>'id', r FROM catalogue_trash t, jsonb_array_elements(t.snapshot->'rows') p, jsonb_array_elements(p->'rows') r
  WHERE p->>'table' = 'media_titles';--> statement-breakpoint
CREATE TEMP VIEW known_releases AS
  SELECT id::text AS id, to_jsonb(m) AS row FROM movie_releases m
  UNION ALL
  SELECT r->>'id', r FROM catalogue_trash t, jsonb_array_elements(t.snapshot->'rows') p, jsonb_array_elements(p->'rows') r
  WHERE p->>'table' = 'movie_releases';--> statement-breakpoint
-- An order's release: its own, else its listing's, else the one a delete in the trash cleared from either.
CREATE TEMP VIEW cleared_releases AS
  SELECT p->>'table' AS tbl, r->>'id' AS id, r->>'release_id' AS release_id
  FROM catalogue_trash t, jsonb_array_elements(t.snapshot->'references') p, jsonb_array_elements(p->'rows') r
  WHERE p->>'column' = 'release_id';--> statement-breakpoint
WITH picked AS (
  SELECT o.id, l.packaging_condition, l.master_movie_id::text AS film_id,
    coalesce(o.release_id::text, l.release_id::text,
      (SELECT c.release_id FROM cleared_releases c WHERE c.tbl = 'marketplace_orders' AND c.id = o.id::text LIMIT 1),
      (SELECT c.release_id FROM cleared_releases c WHERE c.tbl = 'marketplace_listings' AND c.id = l.id::text LIMIT 1)
    ) AS release_id
  FROM marketplace_orders o JOIN marketplace_listings l ON l.id = o.listing_id
), resolved AS (
  SELECT p.id, p.packaging_condition, p.film_id,
    (SELECT r.row FROM known_releases r WHERE r.id = p.release_id LIMIT 1) AS release
  FROM picked p
)
UPDATE "marketplace_orders" o SET
  "packaging_condition" = s.packaging_condition,
  "item" = pg_temp.item_snapshot(
    (SELECT f.row FROM known_films f WHERE f.id = coalesce(s.release->>'master_movie_id', s.film_id) LIMIT 1),
    s.release)
FROM resolved s WHERE s.id = o.id;--> statement-breakpoint
UPDATE "trade_proposal_items" i SET "item" = pg_temp.item_snapshot(
  (SELECT f.row FROM known_films f WHERE f.id = i.master_item_id::text LIMIT 1),
  (SELECT r.row FROM known_releases r WHERE r.id = coalesce(i.release_id::text,
    (SELECT c.release_id FROM cleared_releases c WHERE c.tbl = 'trade_proposal_items' AND c.id = i.id::text LIMIT 1)) LIMIT 1));--> statement-breakpoint
-- Copies a deleted film took into the trash get theirs too, so a restore puts them back whole.
UPDATE "catalogue_trash" t SET "snapshot" = jsonb_set(t.snapshot, '{rows}', (
  SELECT jsonb_agg(CASE WHEN q.p->>'table' = 'trade_proposal_items' THEN jsonb_set(q.p, '{rows}', (
    SELECT jsonb_agg(e.r || jsonb_build_object('item', pg_temp.item_snapshot(
      (SELECT f.row FROM known_films f WHERE f.id = e.r->>'master_item_id' LIMIT 1),
      (SELECT k.row FROM known_releases k WHERE k.id = e.r->>'release_id' LIMIT 1))) ORDER BY e.n)
    FROM jsonb_array_elements(q.p->'rows') WITH ORDINALITY AS e(r, n))) ELSE q.p END ORDER BY q.ord)
  FROM jsonb_array_elements(t.snapshot->'rows') WITH ORDINALITY AS q(p, ord)))
WHERE jsonb_path_exists(t.snapshot, '$.rows[*] ? (@.table == "trade_proposal_items")');--> statement-breakpoint
DROP VIEW cleared_releases;--> statement-breakpoint
DROP VIEW known_releases;--> statement-breakpoint
DROP VIEW known_films;--> statement-breakpoint
DROP FUNCTION pg_temp.item_snapshot(jsonb, jsonb);--> statement-breakpoint
ALTER TABLE "marketplace_orders" ALTER COLUMN "item" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_proposal_items" ALTER COLUMN "item" SET NOT NULL;
