CREATE TABLE "product_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"key" text NOT NULL,
	"alt" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_photos_product_idx" ON "product_photos" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_photos_key_key" ON "product_photos" USING btree ("key");--> statement-breakpoint
-- The storefront shows them: announced on the change feed like the rest of the catalogue (0018).
CREATE TRIGGER "product_photos_storefront_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_photos" FOR EACH ROW EXECUTE FUNCTION "gemela_storefront_changed"();--> statement-breakpoint
CREATE TRIGGER "product_photos_storefront_truncated" AFTER TRUNCATE ON "product_photos" FOR EACH STATEMENT EXECUTE FUNCTION "gemela_storefront_changed"();
