import { asc, sql } from 'drizzle-orm'
import type { Locale } from '#app/i18n/config.ts'
import { getDb } from '#app/utils/db.server.ts'
import { categories, fabrics } from '#db/schema/index.ts'
import { localize } from './localize.ts'

/**
 * The fabrics running low, for the admin's home (issue 17, item 10): fewer metres than two garments
 * of the most demanding category take (seed: 2 × 1.8 m), the emptiest first. One query.
 */
export async function listLowFabrics(locale: Locale, limit = 8) {
  const rows = await getDb()
    .select({ id: fabrics.id, slug: fabrics.slug, name: fabrics.name, stockMetres: fabrics.stockMetres })
    .from(fabrics)
    .where(sql`${fabrics.stockMetres} < 2 * (select coalesce(max(${categories.fabricMetres}), 0) from ${categories})`)
    .orderBy(asc(fabrics.stockMetres), asc(fabrics.position))
    .limit(limit)
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: localize(r.name, locale), stockMetres: r.stockMetres }))
}
