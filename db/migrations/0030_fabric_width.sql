ALTER TABLE "fabrics" ADD COLUMN "width_cm" integer DEFAULT 140 NOT NULL;--> statement-breakpoint
ALTER TABLE "fabrics" ADD CONSTRAINT "fabrics_width_range" CHECK ("fabrics"."width_cm" between 90 and 330);--> statement-breakpoint
-- The seed's fabrics in a shop seeded before widths existed get the widths a fresh seed gives them (db/seed/fabrics.ts).
UPDATE "fabrics" SET "width_cm" = 114 WHERE "slug" IN ('marfil-perla', 'flor-de-almendro');--> statement-breakpoint
UPDATE "fabrics" SET "width_cm" = 150 WHERE "slug" IN ('popelin-blanco', 'denim-indigo', 'lino-arena');--> statement-breakpoint
-- The checkout lays each garment's pattern on its fabric's width (docs/atelier.md#fabric-from-the-pattern).
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
    'fabrics', coalesce((SELECT jsonb_agg(jsonb_build_object('id', f.id, 'slug', f.slug, 'name', f.name, 'priceCents', f.price_cents, 'pattern', f.pattern,
                                                         'widthCm', f.width_cm))
                           FROM fabrics f WHERE f.id IN (SELECT fabric_id FROM items) AND f.archived_at IS NULL), '[]'::jsonb),
    'parts', coalesce((SELECT jsonb_agg(jsonb_build_object('id', pa.id, 'slug', pa.slug, 'type', pa.type, 'name', pa.name, 'surchargeCents', pa.surcharge_cents,
                                                          'omitsTypes', pa.omits_types))
                         FROM parts pa
                        WHERE pa.id IN (SELECT (v.value)::int FROM items i, jsonb_each_text(i.parts) v WHERE v.value ~ '^[0-9]+$') AND pa.archived_at IS NULL), '[]'::jsonb)
  ) END);
END
$$;
