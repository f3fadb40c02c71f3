-- Listings are built by the API from now on (api/src/products/product-listing.ts), in the
-- transaction of every write that changes what they show: the triggers that built them go.
DROP TRIGGER "product_listings_product_insert" ON "products";--> statement-breakpoint
DROP TRIGGER "product_listings_product_update" ON "products";--> statement-breakpoint
DROP TRIGGER "product_listings_variant_insert" ON "product_variants";--> statement-breakpoint
DROP TRIGGER "product_listings_variant_update" ON "product_variants";--> statement-breakpoint
DROP TRIGGER "product_listings_variant_delete" ON "product_variants";--> statement-breakpoint
DROP TRIGGER "product_listings_image_insert" ON "product_images";--> statement-breakpoint
DROP TRIGGER "product_listings_image_update" ON "product_images";--> statement-breakpoint
DROP TRIGGER "product_listings_image_delete" ON "product_images";--> statement-breakpoint
DROP TRIGGER "product_listings_category_update" ON "categories";--> statement-breakpoint
DROP FUNCTION "product_listings_after_products"();--> statement-breakpoint
DROP FUNCTION "product_listings_after_parts"();--> statement-breakpoint
DROP FUNCTION "product_listings_after_variant_update"();--> statement-breakpoint
DROP FUNCTION "product_listings_after_categories"();--> statement-breakpoint
DROP FUNCTION "refresh_product_listings"(integer[]);--> statement-breakpoint
-- The rows the triggers built are of no builder version: the API rebuilds every listing when it
-- starts on this database (rebuildStaleListings).
DELETE FROM "product_listings";--> statement-breakpoint
ALTER TABLE "product_listings" DROP COLUMN "listing";--> statement-breakpoint
ALTER TABLE "product_listings" ADD COLUMN "head" text NOT NULL;--> statement-breakpoint
ALTER TABLE "product_listings" ADD COLUMN "variants" text NOT NULL;--> statement-breakpoint
ALTER TABLE "product_listings" ADD COLUMN "variant_ids" integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_listings" ADD COLUMN "version" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "products_sold_out_idx" ON "products" USING btree ("sold_out","id");--> statement-breakpoint
-- The products' sort keys that follow their variants' stock, kept by one trigger so that an order
-- locks the products it changes once, in id order: the shown price (sort_price, `shown_price`)
-- and whether any variant is in stock (sold_out). A product is written only when a key changed.
DROP TRIGGER "shown_prices_variant_insert" ON "product_variants";--> statement-breakpoint
DROP TRIGGER "shown_prices_variant_update" ON "product_variants";--> statement-breakpoint
DROP TRIGGER "shown_prices_variant_delete" ON "product_variants";--> statement-breakpoint
DROP FUNCTION "shown_prices_after_variants"();--> statement-breakpoint
DROP FUNCTION "refresh_shown_prices"(integer[]);--> statement-breakpoint
CREATE FUNCTION "has_stock"(pid integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = pid AND v.stock > 0)
$$;
--> statement-breakpoint
CREATE FUNCTION "refresh_sort_keys"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Lock the rows to write in id order first: two orders changing the same products then wait
  -- for each other rather than deadlock.
  PERFORM 1 FROM products p
  WHERE p.id IN (SELECT unnest(ids))
    AND (p.sort_price IS DISTINCT FROM coalesce(shown_price(p.id), 0) OR p.sold_out = has_stock(p.id))
  ORDER BY p.id FOR UPDATE;
  UPDATE products p SET sort_price = coalesce(shown_price(p.id), 0), sold_out = NOT has_stock(p.id)
  WHERE p.id IN (SELECT unnest(ids))
    AND (p.sort_price IS DISTINCT FROM coalesce(shown_price(p.id), 0) OR p.sold_out = has_stock(p.id));
END $$;
--> statement-breakpoint
CREATE FUNCTION "sort_keys_after_variants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_sort_keys(array(SELECT DISTINCT product_id FROM added));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_sort_keys(array(SELECT DISTINCT product_id FROM removed));
  ELSE
    PERFORM refresh_sort_keys(array(SELECT product_id FROM added UNION SELECT product_id FROM removed));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sort_keys_variant_insert" AFTER INSERT ON "product_variants" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION sort_keys_after_variants();
--> statement-breakpoint
CREATE TRIGGER "sort_keys_variant_update" AFTER UPDATE ON "product_variants" REFERENCING NEW TABLE AS added OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION sort_keys_after_variants();
--> statement-breakpoint
CREATE TRIGGER "sort_keys_variant_delete" AFTER DELETE ON "product_variants" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION sort_keys_after_variants();
--> statement-breakpoint
SELECT refresh_sort_keys(array(SELECT id FROM products));
