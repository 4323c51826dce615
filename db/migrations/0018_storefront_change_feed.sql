-- The storefront's data announces its changes (docs/architecture.md#caches): after any row written in
-- the catalogue, the fabrics' availability or the store settings, every process listening on
-- 'gemela_storefront' hears the table's name at commit (PostgreSQL sends one notice per table and
-- transaction), and drops the pages and reads it kept (app/utils/data-changes.server.ts). Row
-- triggers, so a sweep that deletes nothing (expired holds) announces nothing.
CREATE OR REPLACE FUNCTION "gemela_storefront_changed"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('gemela_storefront', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "categories_storefront_changed" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH ROW EXECUTE FUNCTION "gemela_storefront_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_storefront_truncated" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "gemela_storefront_changed"();--> statement-breakpoint
CREATE TRIGGER "products_storefront_changed" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "gemela_storefront_changed"();--> statement-breakpoint
CREATE TRIGGER "products_storefront_truncated" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "gemela_storefront_changed"();--> statement-breakpoint
CREATE TRIGGER "fabrics_storefront_changed" AFTER INSERT OR UPDATE OR DELETE ON "fabrics" FOR EACH ROW EXECUTE FUNCTION "gemela_storefront_changed"();--> statement-breakpoint
CREATE TRIGGER "fabrics_storefront_truncated" AFTER TRUNCATE ON "fabrics" FOR EACH STATEMENT EXECUTE FUNCTION "gemela_storefront_changed"();--> statement-breakpoint
CREATE TRIGGER "parts_storefront_changed" AFTER INSERT OR UPDATE OR DELETE ON "parts" FOR EACH ROW EXECUTE FUNCTION "gemela_storefront_changed"();--> statement-breakpoint
CREATE TRIGGER "parts_storefront_truncated" AFTER TRUNCATE ON "parts" FOR EACH STATEMENT EXECUTE FUNCTION "gemela_storefront_changed"();--> statement-breakpoint
CREATE TRIGGER "sizes_storefront_changed" AFTER INSERT OR UPDATE OR DELETE ON "sizes" FOR EACH ROW EXECUTE FUNCTION "gemela_storefront_changed"();--> statement-breakpoint
CREATE TRIGGER "sizes_storefront_truncated" AFTER TRUNCATE ON "sizes" FOR EACH STATEMENT EXECUTE FUNCTION "gemela_storefront_changed"();--> statement-breakpoint
CREATE TRIGGER "product_fabrics_storefront_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_fabrics" FOR EACH ROW EXECUTE FUNCTION "gemela_storefront_changed"();--> statement-breakpoint
CREATE TRIGGER "product_fabrics_storefront_truncated" AFTER TRUNCATE ON "product_fabrics" FOR EACH STATEMENT EXECUTE FUNCTION "gemela_storefront_changed"();--> statement-breakpoint
CREATE TRIGGER "product_parts_storefront_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_parts" FOR EACH ROW EXECUTE FUNCTION "gemela_storefront_changed"();--> statement-breakpoint
CREATE TRIGGER "product_parts_storefront_truncated" AFTER TRUNCATE ON "product_parts" FOR EACH STATEMENT EXECUTE FUNCTION "gemela_storefront_changed"();--> statement-breakpoint
CREATE TRIGGER "fabric_locks_storefront_changed" AFTER INSERT OR UPDATE OR DELETE ON "fabric_locks" FOR EACH ROW EXECUTE FUNCTION "gemela_storefront_changed"();--> statement-breakpoint
CREATE TRIGGER "fabric_locks_storefront_truncated" AFTER TRUNCATE ON "fabric_locks" FOR EACH STATEMENT EXECUTE FUNCTION "gemela_storefront_changed"();--> statement-breakpoint
CREATE TRIGGER "store_settings_storefront_changed" AFTER INSERT OR UPDATE OR DELETE ON "store_settings" FOR EACH ROW EXECUTE FUNCTION "gemela_storefront_changed"();--> statement-breakpoint
CREATE TRIGGER "store_settings_storefront_truncated" AFTER TRUNCATE ON "store_settings" FOR EACH STATEMENT EXECUTE FUNCTION "gemela_storefront_changed"();
