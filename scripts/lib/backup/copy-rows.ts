import { sql } from 'drizzle-orm'
import type { Db } from '#app/utils/db.server.ts'
import { BackupError } from './files.ts'
import { quoteIdent } from './server-databases.ts'
import { rowsOf } from './schema-level.ts'

const batchRows = 2_000

type Column = { table: string; column: string; generated: boolean }

async function columnsOf(db: Db): Promise<Map<string, Column[]>> {
  const rows = await rowsOf<{ table: string; column: string; generated: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column", a.attgenerated as generated
          from pg_class c join pg_attribute a on a.attrelid = c.oid
         where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
         order by c.relname, a.attnum`,
  )
  const tables = new Map<string, Column[]>()
  for (const row of rows) tables.set(row.table, [...(tables.get(row.table) ?? []), { ...row, generated: row.generated !== '' }])
  return tables
}

/**
 * Copies every row of the shop's tables (schema public) and the sequences' positions from one
 * database into another of the same schema, replacing what the target held: how a backup of the
 * embedded database becomes a PostgreSQL server's (decision 010). One transaction on the target;
 * its foreign keys are dropped during the copy and added again after (which checks every row), and
 * its own triggers are off meanwhile (the storefront's change notices, migration 0018).
 */
export async function copyRows(source: Db, target: Db): Promise<{ tables: number; rows: number }> {
  const from = await columnsOf(source)
  const to = await columnsOf(target)
  const describe = (m: Map<string, Column[]>) => [...m].map(([t, cols]) => `${t}(${cols.map((c) => c.column).join(',')})`).join(' ')
  if (describe(from) !== describe(to)) throw new BackupError('The backup and the target have different tables after migrating: the restore stopped, nothing changed')
  let copied = 0
  await target.transaction(async (tx) => {
    const keys = await rowsOf<{ table: string; name: string; definition: string }>(
      tx,
      sql`select conrelid::regclass::text as "table", conname as name, pg_get_constraintdef(oid) as definition
            from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    )
    for (const key of keys) await tx.execute(sql.raw(`alter table ${key.table} drop constraint ${quoteIdent(key.name)}`))
    const tables = [...to.keys()].map((t) => `public.${quoteIdent(t)}`)
    for (const table of tables) await tx.execute(sql.raw(`alter table ${table} disable trigger user`))
    if (tables.length) await tx.execute(sql.raw(`truncate ${tables.join(', ')}`))
    for (const [table, columns] of to) {
      const name = `public.${quoteIdent(table)}`
      const list = columns
        .filter((c) => !c.generated)
        .map((c) => quoteIdent(c.column))
        .join(', ')
      // Pages of rows in their physical order (ctid), each read as JSON and written back by the
      // target's own input functions (json_populate_recordset): every type round-trips as text. (A
      // JSON `null` kept in a json column would come back as SQL NULL; the shop reads both as null.)
      let after = '(0,0)'
      for (;;) {
        const page = await rowsOf<{ at: string; row: string }>(
          source,
          sql`select t.ctid::text as at, to_json(t)::text as row from ${sql.raw(name)} t where t.ctid > ${after}::tid order by t.ctid limit ${batchRows}`,
        )
        if (!page.length) break
        after = page.at(-1)!.at
        const json = `[${page.map((r) => r.row).join(',')}]`
        await tx.execute(sql`insert into ${sql.raw(name)} (${sql.raw(list)}) overriding system value
                              select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(name)}, ${json}::json)`)
        copied += page.length
      }
    }
    for (const table of tables) await tx.execute(sql.raw(`alter table ${table} enable trigger user`))
    for (const key of keys) await tx.execute(sql.raw(`alter table ${key.table} add constraint ${quoteIdent(key.name)} ${key.definition}`))
    const sequences = await rowsOf<{ name: string }>(source, sql`select relname as name from pg_class where relkind = 'S' and relnamespace = 'public'::regnamespace`)
    for (const { name } of sequences) {
      const sequence = `public.${quoteIdent(name)}`
      const [position] = await rowsOf<{ last: string; called: boolean }>(source, sql.raw(`select last_value::text as last, is_called as called from ${sequence}`))
      await tx.execute(sql`select setval(${sequence}::regclass, ${position!.last}::bigint, ${position!.called})`)
    }
  })
  return { tables: to.size, rows: copied }
}
