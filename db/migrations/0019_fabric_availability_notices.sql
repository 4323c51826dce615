-- Every order moves a fabric's metres (and takes a lock): those changes tell the storefront
-- 'fabric_stock' instead of 'fabrics', so the processes keep what shows no availability (the home,
-- the collection, the cards) and drop only what does (the design tool's fabric list, a fabric's page;
-- app/utils/data-changes.server.ts, docs/architecture.md#caches). A change of anything else on the
-- row, or metres reaching or leaving zero (the cards draw only fabrics with metres left), is still
-- 'fabrics'.
CREATE OR REPLACE FUNCTION "gemela_fabrics_changed"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (OLD.stock_metres > 0) = (NEW.stock_metres > 0)
     AND to_jsonb(NEW) - 'stock_metres' = to_jsonb(OLD) - 'stock_metres' THEN
    PERFORM pg_notify('gemela_storefront', 'fabric_stock');
  ELSE
    PERFORM pg_notify('gemela_storefront', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "fabrics_storefront_changed" ON "fabrics";--> statement-breakpoint
CREATE TRIGGER "fabrics_storefront_changed" AFTER INSERT OR UPDATE OR DELETE ON "fabrics" FOR EACH ROW EXECUTE FUNCTION "gemela_fabrics_changed"();
