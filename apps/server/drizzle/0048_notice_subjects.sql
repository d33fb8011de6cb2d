ALTER TABLE "notifications" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE INDEX "notifications_subject_idx" ON "notifications" USING btree ("subject") WHERE "notifications"."subject" is not null;--> statement-breakpoint
-- Hand-written: the offers' notices written before subjects existed get theirs (the seller's request, written in
-- the offer's transaction, to the listing's page), and those of offers already answered are settled as new
-- answers settle them.
UPDATE "notifications" AS n SET "subject" = 'offer:' || o."id"
FROM "marketplace_offers" AS o
WHERE n."user_id" = o."seller_id" AND n."kind" = 'order-update'
  AND n."link" = '/marketplace/item/' || o."listing_id"
  AND n."text" LIKE 'An offer of %: accept or decline it within %'
  AND n."created_at" BETWEEN o."created_at" - interval '1 minute' AND o."created_at" + interval '1 minute';
--> statement-breakpoint
UPDATE "notifications" AS n
SET "read_at" = coalesce(n."read_at", now()), "mail" = NULL,
  "text" = regexp_replace(n."text", ': accept or decline it within .*$', ': ' || o."status" || '.')
FROM "marketplace_offers" AS o
WHERE n."subject" = 'offer:' || o."id" AND o."status" <> 'pending';
