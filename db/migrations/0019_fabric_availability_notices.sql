-- Every order takes a lock and moves a fabric's metres: those notices say which product or fabric,
-- so the processes drop only what shows that one (app/utils/data-changes.server.ts,
-- docs/architecture.md#caches) and keep the home, the collection, the cards and every other
-- product's design tool:
-- * a lock taken or released: 'fabric_locks:<product id>' (only that product's design tool shows it);
-- * metres moved without changing what any garment can be made of: 'fabric_stock:<fabric id>' (its page);
-- * metres crossing what a category's garment needs: 'fabric_availability' (every design tool);
-- * metres reaching or leaving zero, or any other change of the row: 'fabrics' (the cards draw only
--   fabrics with metres left).
CREATE OR REPLACE FUNCTION "gemela_fabrics_changed"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND to_jsonb(NEW) - 'stock_metres' = to_jsonb(OLD) - 'stock_metres' AND (OLD.stock_metres > 0) = (NEW.stock_metres > 0) THEN
    IF EXISTS (SELECT 1 FROM categories c WHERE (OLD.stock_metres < c.fabric_metres) <> (NEW.stock_metres < c.fabric_metres)) THEN
      PERFORM pg_notify('gemela_storefront', 'fabric_availability');
    ELSE
      PERFORM pg_notify('gemela_storefront', 'fabric_stock:' || NEW.id);
    END IF;
  ELSE
    PERFORM pg_notify('gemela_storefront', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "fabrics_storefront_changed" ON "fabrics";--> statement-breakpoint
CREATE TRIGGER "fabrics_storefront_changed" AFTER INSERT OR UPDATE OR DELETE ON "fabrics" FOR EACH ROW EXECUTE FUNCTION "gemela_fabrics_changed"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "gemela_fabric_locks_changed"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('gemela_storefront', 'fabric_locks:' || OLD.product_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('gemela_storefront', 'fabric_locks:' || NEW.product_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "fabric_locks_storefront_changed" ON "fabric_locks";--> statement-breakpoint
CREATE TRIGGER "fabric_locks_storefront_changed" AFTER INSERT OR UPDATE OR DELETE ON "fabric_locks" FOR EACH ROW EXECUTE FUNCTION "gemela_fabric_locks_changed"();
