ALTER TABLE "activity_events" ADD COLUMN "kind" text;--> statement-breakpoint
UPDATE "activity_events" SET "kind" = CASE "action"
  WHEN 'added a title to the catalog' THEN 'film-added'
  WHEN 'added a release to the catalog' THEN 'release-added'
  WHEN 'added a photo' THEN 'photo-added'
  WHEN 'added movie and release to collection' THEN 'collection-added'
  WHEN 'added movie to collection' THEN 'collection-added'
  WHEN 'added release to wantlist' THEN 'wantlist-added'
  WHEN 'added movie to wantlist' THEN 'wantlist-added'
  ELSE "type" END;--> statement-breakpoint
ALTER TABLE "activity_events" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "activity_events_kind_created_idx" ON "activity_events" USING btree ("kind","created_at" DESC NULLS FIRST);
