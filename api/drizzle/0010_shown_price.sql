-- The price a product shows before a size is chosen (product rules §3; displayVariant in
-- shared-contracts/src/pricing.ts): the price of its first variant in stock, else of its first,
-- in the variants' order (position, id). The one place the database says it.
CREATE FUNCTION "shown_price"(pid integer) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT v.original_price FROM product_variants v WHERE v.product_id = pid
  ORDER BY v.stock > 0 DESC, v.position, v.id
  LIMIT 1
$$;
--> statement-breakpoint
-- products.sort_price holds the shown price, so that price sorting and the price filter read the
-- price the product's card shows. Only a product whose shown price changed is written: an order
-- that leaves every shown price as it was writes no product row.
CREATE FUNCTION "refresh_shown_prices"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Lock the rows to write in id order first: two orders changing the same products' shown
  -- prices then wait for each other rather than deadlock.
  PERFORM 1 FROM products p
  WHERE p.id IN (SELECT unnest(ids)) AND p.sort_price IS DISTINCT FROM coalesce(shown_price(p.id), 0)
  ORDER BY p.id FOR UPDATE;
  UPDATE products p SET sort_price = coalesce(shown_price(p.id), 0)
  WHERE p.id IN (SELECT unnest(ids)) AND p.sort_price IS DISTINCT FROM coalesce(shown_price(p.id), 0);
END $$;
--> statement-breakpoint
CREATE FUNCTION "shown_prices_after_variants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_shown_prices(array(SELECT DISTINCT product_id FROM added));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_shown_prices(array(SELECT DISTINCT product_id FROM removed));
  ELSE
    PERFORM refresh_shown_prices(array(SELECT product_id FROM added UNION SELECT product_id FROM removed));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "shown_prices_variant_insert" AFTER INSERT ON "product_variants" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION shown_prices_after_variants();
--> statement-breakpoint
-- Stock too: a size selling out, or coming back, can change the shown price.
CREATE TRIGGER "shown_prices_variant_update" AFTER UPDATE ON "product_variants" REFERENCING NEW TABLE AS added OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION shown_prices_after_variants();
--> statement-breakpoint
CREATE TRIGGER "shown_prices_variant_delete" AFTER DELETE ON "product_variants" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION shown_prices_after_variants();
--> statement-breakpoint
SELECT refresh_shown_prices(array(SELECT id FROM products));
