CREATE INDEX "forum_replies_created_idx" ON "forum_replies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "marketplace_orders_created_idx" ON "marketplace_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "marketplace_orders_completed_idx" ON "marketplace_orders" USING btree ("completed_at") WHERE "marketplace_orders"."status" = 'completed';