ALTER TABLE "marketplace_offers" DROP CONSTRAINT "marketplace_offers_status_check";--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD COLUMN "ship_to" text;--> statement-breakpoint
CREATE INDEX "marketplace_orders_open_buyer_idx" ON "marketplace_orders" USING btree ("buyer_id") WHERE "marketplace_orders"."status" in ('new', 'awaiting_payment', 'paid', 'shipped');--> statement-breakpoint
CREATE INDEX "marketplace_orders_open_seller_idx" ON "marketplace_orders" USING btree ("seller_id") WHERE "marketplace_orders"."status" in ('new', 'awaiting_payment', 'paid', 'shipped');--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD CONSTRAINT "marketplace_offers_status_check" CHECK ("marketplace_offers"."status" in ('pending', 'accepted', 'declined', 'expired', 'withdrawn'));