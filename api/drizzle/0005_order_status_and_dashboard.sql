ALTER TABLE "orders" ADD COLUMN "canceled_on" timestamp with time zone;--> statement-breakpoint
-- CANCELED was final until now, so a cancelled order's last change is its cancellation.
UPDATE "orders" SET "canceled_on" = "updated_at" WHERE "delivery_status" = 'CANCELED';--> statement-breakpoint
CREATE INDEX "product_variants_stock_idx" ON "product_variants" USING btree ("stock","id");
