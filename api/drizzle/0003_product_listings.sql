CREATE TABLE "product_listings" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"listing" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Builds (or rebuilds) the listing rows of the given products; products that no longer exist are skipped.
CREATE FUNCTION "refresh_product_listings"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Lock the existing rows first, in id order: a concurrent writer of the same product then
  -- commits before the build below, which as a new statement sees its change and includes it.
  PERFORM 1 FROM product_listings WHERE product_id IN (SELECT unnest(ids)) ORDER BY product_id FOR UPDATE;
  INSERT INTO product_listings (product_id, listing)
  SELECT p.id, json_build_object(
    'id', p.id,
    'name', p.name,
    'description', p.description,
    'categoryId', p.category_id,
    'category', json_build_object('id', c.id, 'name', c.name),
    'images', coalesce((
      SELECT json_agg(json_build_object('id', i.id, 'url', i.url) ORDER BY i.position, i.id)
      FROM product_images i WHERE i.product_id = p.id), '[]'::json),
    'variants', coalesce((
      SELECT json_agg(json_build_object(
        'id', v.id, 'color', v.color, 'colorHexCode', v.color_hex_code, 'size', v.size,
        'originalPrice', v.original_price::text, 'discountPrice', v.discount_price::text
      ) ORDER BY v.position, v.id)
      FROM product_variants v WHERE v.product_id = p.id), '[]'::json),
    'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.id IN (SELECT unnest(ids))
  ORDER BY p.id
  ON CONFLICT (product_id) DO UPDATE SET listing = excluded.listing;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_listings_after_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_listings(array(SELECT id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_listings_product_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_listings_after_products();
--> statement-breakpoint
CREATE TRIGGER "product_listings_product_update" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_listings_after_products();
--> statement-breakpoint
-- Images and variants: the products of the rows added, removed or changed.
CREATE FUNCTION "product_listings_after_parts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_listings(array(SELECT DISTINCT product_id FROM added));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_listings(array(SELECT DISTINCT product_id FROM removed));
  ELSE
    PERFORM refresh_product_listings(array(SELECT product_id FROM added UNION SELECT product_id FROM removed));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A variant changed in anything but its stock. Orders change only the stock (which listings
-- read live), so this trigger does not even fire for them: it names its columns, and so has to
-- run per row (a trigger with a column list cannot see the statement's transition tables).
CREATE FUNCTION "product_listings_after_variant_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_listings(array[NEW.product_id, OLD.product_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_listings_variant_insert" AFTER INSERT ON "product_variants" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION product_listings_after_parts();
--> statement-breakpoint
CREATE TRIGGER "product_listings_variant_update"
  AFTER UPDATE OF product_id, color, color_hex_code, size, original_price, discount_price, position ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION product_listings_after_variant_update();
--> statement-breakpoint
CREATE TRIGGER "product_listings_variant_delete" AFTER DELETE ON "product_variants" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION product_listings_after_parts();
--> statement-breakpoint
CREATE TRIGGER "product_listings_image_insert" AFTER INSERT ON "product_images" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION product_listings_after_parts();
--> statement-breakpoint
CREATE TRIGGER "product_listings_image_update" AFTER UPDATE ON "product_images" REFERENCING NEW TABLE AS added OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION product_listings_after_parts();
--> statement-breakpoint
CREATE TRIGGER "product_listings_image_delete" AFTER DELETE ON "product_images" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION product_listings_after_parts();
--> statement-breakpoint
-- A category's new name shows in its products' listings.
CREATE FUNCTION "product_listings_after_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_listings(array(
    SELECT p.id FROM products p
    WHERE p.category_id IN (
      SELECT a.id FROM added a JOIN removed r ON r.id = a.id WHERE a.name IS DISTINCT FROM r.name)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_listings_category_update" AFTER UPDATE ON "categories" REFERENCING NEW TABLE AS added OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION product_listings_after_categories();
--> statement-breakpoint
SELECT refresh_product_listings(array(SELECT id FROM products));
