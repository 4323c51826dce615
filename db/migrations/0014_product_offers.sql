CREATE TABLE "product_fabrics" (
	"product_id" integer NOT NULL,
	"fabric_id" integer NOT NULL,
	CONSTRAINT "product_fabrics_product_id_fabric_id_pk" PRIMARY KEY("product_id","fabric_id")
);
--> statement-breakpoint
CREATE TABLE "product_parts" (
	"product_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	CONSTRAINT "product_parts_product_id_part_id_pk" PRIMARY KEY("product_id","part_id")
);
--> statement-breakpoint
ALTER TABLE "product_fabrics" ADD CONSTRAINT "product_fabrics_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_fabrics" ADD CONSTRAINT "product_fabrics_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parts" ADD CONSTRAINT "product_parts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parts" ADD CONSTRAINT "product_parts_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_fabrics_fabric_idx" ON "product_fabrics" USING btree ("fabric_id");--> statement-breakpoint
CREATE INDEX "product_parts_part_idx" ON "product_parts" USING btree ("part_id");--> statement-breakpoint
-- What every product offered until now: every fabric, and every part of its category's steps.
INSERT INTO "product_fabrics" ("product_id", "fabric_id") SELECT p.id, f.id FROM "products" p CROSS JOIN "fabrics" f ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "product_parts" ("product_id", "part_id")
  SELECT p.id, pa.id FROM "products" p JOIN "categories" c ON c.id = p.category_id JOIN "parts" pa ON c.part_types ? pa.type ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "gemela_checkout_snapshot"(p_basket uuid) RETURNS jsonb
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN (WITH items AS (
    SELECT i.id, i.product_id, i.fabric_id, i.parts, i.measurements, i.status, i.fabric_problem, i.xmin::text AS version, i.created_at
      FROM basket_items i
     WHERE i.basket_id = p_basket
  )
  SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM baskets WHERE id = p_basket) THEN NULL ELSE jsonb_build_object(
    'items', coalesce((SELECT jsonb_agg(jsonb_build_object('id', i.id, 'productId', i.product_id, 'fabricId', i.fabric_id, 'parts', i.parts,
                                                          'measurements', i.measurements, 'status', i.status, 'fabricProblem', i.fabric_problem,
                                                          'version', i.version,
                                                          -- What the product no longer offers (product_fabrics, product_parts): 'fabric' and the part types.
                                                          'notOffered', (SELECT coalesce(jsonb_agg(n.field), '[]'::jsonb) FROM (
                                                              SELECT 'fabric' AS field WHERE i.fabric_id IS NOT NULL
                                                                 AND NOT EXISTS (SELECT 1 FROM product_fabrics pf WHERE pf.product_id = i.product_id AND pf.fabric_id = i.fabric_id)
                                                              UNION ALL
                                                              SELECT v.key FROM jsonb_each_text(i.parts) v
                                                               WHERE v.value ~ '^[0-9]+$'
                                                                 AND NOT EXISTS (SELECT 1 FROM product_parts pp WHERE pp.product_id = i.product_id AND pp.part_id = (v.value)::int)) n)
                                                         ) ORDER BY i.created_at, i.id) FROM items i), '[]'::jsonb),
    'products', coalesce((SELECT jsonb_agg(jsonb_build_object('id', pr.id, 'name', pr.name, 'category', c.name, 'garmentKind', c.garment_kind,
                                                             'partTypes', c.part_types, 'basePriceCents', pr.base_price_cents,
                                                             'complexity', pr.complexity, 'fabricMetres', c.fabric_metres))
                            FROM products pr JOIN categories c ON c.id = pr.category_id
                           WHERE pr.id IN (SELECT product_id FROM items) AND pr.archived_at IS NULL AND c.archived_at IS NULL), '[]'::jsonb),
    'fabrics', coalesce((SELECT jsonb_agg(jsonb_build_object('id', f.id, 'slug', f.slug, 'name', f.name, 'priceCents', f.price_cents, 'pattern', f.pattern))
                           FROM fabrics f WHERE f.id IN (SELECT fabric_id FROM items) AND f.archived_at IS NULL), '[]'::jsonb),
    'parts', coalesce((SELECT jsonb_agg(jsonb_build_object('id', pa.id, 'slug', pa.slug, 'type', pa.type, 'name', pa.name, 'surchargeCents', pa.surcharge_cents))
                         FROM parts pa
                        WHERE pa.id IN (SELECT (v.value)::int FROM items i, jsonb_each_text(i.parts) v WHERE v.value ~ '^[0-9]+$') AND pa.archived_at IS NULL), '[]'::jsonb)
  ) END);
END
$$;
