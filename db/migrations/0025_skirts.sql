-- Skirts are sold (docs/atelier.md#designs-and-parts). A catalogue seeded before them gets what the seed
-- (db/seed/catalogue.ts) gives a new one: the category's steps and text, its six parts, two products and
-- what they offer. A fresh database has no products yet here: the seed fills it after the migrations.
UPDATE "categories" SET "part_types" = '["length", "waistband", "detail"]'::jsonb,
       "description" = '{"es": "Faldas a medida: lápiz o con pliegues, del largo que prefieras.", "en": "Made-to-measure skirts: pencil or pleated, in the length you prefer."}'::jsonb
 WHERE "slug" = 'falda' AND "part_types" = '["waistband"]'::jsonb AND EXISTS (SELECT 1 FROM "products");--> statement-breakpoint
INSERT INTO "parts" ("slug", "type", "name", "description", "position")
SELECT v.slug, v.type, v.name::jsonb, v.description::jsonb, (SELECT coalesce(max("position"), 0) FROM "parts") + v.n
  FROM (VALUES
    (1, 'length-mini', 'length', '{"es": "Mini", "en": "Mini"}', '{"es": "Por encima de la rodilla.", "en": "Above the knee."}'),
    (2, 'length-knee', 'length', '{"es": "A la rodilla", "en": "Knee length"}', '{"es": "Justo a la altura de la rodilla.", "en": "Right at the knee."}'),
    (3, 'length-midi', 'length', '{"es": "Midi", "en": "Midi"}', '{"es": "Por debajo de la rodilla, a media pantorrilla.", "en": "Below the knee, to mid-calf."}'),
    (4, 'detail-vent', 'detail', '{"es": "Abertura trasera", "en": "Back vent"}', '{"es": "Una abertura en la costura trasera para caminar con soltura.", "en": "A vent in the back seam to walk with ease."}'),
    (5, 'detail-closed', 'detail', '{"es": "Sin abertura", "en": "No vent"}', '{"es": "La costura trasera cerrada hasta el bajo.", "en": "The back seam closed down to the hem."}'),
    (6, 'detail-pleats', 'detail', '{"es": "Pliegues delanteros", "en": "Front pleats"}', '{"es": "Pliegues abiertos desde la cinturilla que dan vuelo al bajo.", "en": "Released pleats from the waistband that give the hem movement."}')
  ) AS v(n, slug, type, name, description)
 WHERE EXISTS (SELECT 1 FROM "products")
ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
INSERT INTO "products" ("category_id", "name", "intro", "base_price_cents", "complexity", "default_fabric_id", "position")
SELECT c."id", v.name::jsonb, v.intro::jsonb, v.price, 'basic', (SELECT f."id" FROM "fabrics" f WHERE f."slug" = v.fabric), (SELECT coalesce(max("position"), 0) FROM "products") + v.n
  FROM "categories" c, (VALUES
    (1, '{"es": "Falda Lápiz", "en": "Pencil skirt"}', '{"es": "Recta y ceñida, con la abertura justa para caminar: cortada a tu cintura y tu cadera.", "en": "Straight and close, with just the vent you need to walk: cut to your waist and hips."}', 4500, 'raya-diplomatica'),
    (2, '{"es": "Falda de Pliegues", "en": "Pleated skirt"}', '{"es": "Pliegues que se abren al andar desde una cintura a tu medida.", "en": "Pleats that open as you walk, from a waist made to your measure."}', 5000, 'vichy-cereza')
  ) AS v(n, name, intro, price, fabric)
 WHERE c."slug" = 'falda' AND EXISTS (SELECT 1 FROM "products")
   AND NOT EXISTS (SELECT 1 FROM "products" p WHERE p."category_id" = c."id");--> statement-breakpoint
INSERT INTO "product_fabrics" ("product_id", "fabric_id")
SELECT p."id", f."id" FROM "products" p JOIN "categories" c ON c."id" = p."category_id" CROSS JOIN "fabrics" f
 WHERE c."slug" = 'falda' AND f."archived_at" IS NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The pencil skirt: every length, the fitted waistbands, a vent or none; the pleated skirt: every length and waistband, its pleats.
INSERT INTO "product_parts" ("product_id", "part_id")
SELECT p."id", pa."id" FROM "products" p JOIN "categories" c ON c."id" = p."category_id" JOIN "parts" pa ON pa."type" IN ('length', 'waistband', 'detail')
 WHERE c."slug" = 'falda'
   AND CASE WHEN p."name" ->> 'es' = 'Falda Lápiz' THEN pa."slug" NOT IN ('waistband-elastic', 'detail-pleats')
            WHEN p."name" ->> 'es' = 'Falda de Pliegues' THEN pa."slug" NOT IN ('detail-vent', 'detail-closed')
            ELSE false END
ON CONFLICT DO NOTHING;
