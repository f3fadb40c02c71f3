DROP INDEX "product_variants_price_idx";--> statement-breakpoint
CREATE INDEX "product_variants_in_stock_idx" ON "product_variants" USING btree ("product_id") WHERE "product_variants"."stock" > 0;--> statement-breakpoint
CREATE INDEX "product_variants_price_idx" ON "product_variants" USING btree ("original_price","product_id");--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "name" || ' ' || coalesce("description", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document");
