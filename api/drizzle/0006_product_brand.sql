ALTER TABLE "products" ADD COLUMN "brand" varchar(100);--> statement-breakpoint
-- Listings carry the product's brand.
CREATE OR REPLACE FUNCTION "refresh_product_listings"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Lock the existing rows first, in id order: a concurrent writer of the same product then
  -- commits before the build below, which as a new statement sees its change and includes it.
  PERFORM 1 FROM product_listings WHERE product_id IN (SELECT unnest(ids)) ORDER BY product_id FOR UPDATE;
  INSERT INTO product_listings (product_id, listing)
  SELECT p.id, json_build_object(
    'id', p.id,
    'name', p.name,
    'brand', p.brand,
    'description', p.description,
    'categoryId', p.category_id,
    'category', json_build_object('id', c.id, 'name', c.name),
    'images', coalesce((
      SELECT json_agg(json_build_object('id', i.id, 'url', i.url) ORDER BY i.position, i.id)
      FROM product_images i WHERE i.product_id = p.id), '[]'::json),
    'variants', coalesce((
      SELECT json_agg(json_build_object(
        'id', v.id, 'color', v.color, 'colorHexCode', v.color_hex_code, 'size', v.size,
        'originalPrice', v.original_price::text, 'discountPrice', v.discount_price::text,
        'stock', null
      ) ORDER BY v.position, v.id)
      FROM product_variants v WHERE v.product_id = p.id), '[]'::json),
    'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.id IN (SELECT unnest(ids))
  ORDER BY p.id
  ON CONFLICT (product_id) DO UPDATE SET listing = excluded.listing;
END $$;
--> statement-breakpoint
SELECT refresh_product_listings(array(SELECT id FROM products));
