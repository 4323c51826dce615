import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import type { PGlite } from '@electric-sql/pglite'
import { BackupError } from './files.ts'

/**
 * Runs the SQL that `pg_restore -f -` writes for a pg_dump archive (schema, then each table's rows
 * as `COPY … FROM stdin` blocks, then indexes, keys and triggers) inside PGlite: how a PostgreSQL
 * server's backup becomes an embedded database (decision 010). Statements between blocks go as
 * one simple query each stretch; each block's rows go to `COPY … FROM '/dev/blob'`, one table at a
 * time. psql's own commands in the script (\restrict, \unrestrict) mean nothing here.
 */
export async function runDumpScript(client: PGlite, script: Readable): Promise<{ tables: number }> {
  let statements: string[] = []
  let copy: { command: string; rows: string[] } | undefined
  let tables = 0
  for await (const line of createInterface({ input: script, crlfDelay: Infinity })) {
    if (copy) {
      if (line !== '\\.') {
        copy.rows.push(line)
        continue
      }
      const rows = copy.rows.length ? `${copy.rows.join('\n')}\n` : ''
      await client.query(copy.command.replace(/ FROM stdin;$/, " FROM '/dev/blob';"), [], { blob: new Blob([rows]) })
      copy = undefined
      tables++
      continue
    }
    if (/^COPY .+ FROM stdin;$/.test(line)) {
      await flush()
      copy = { command: line, rows: [] }
      continue
    }
    if (line.startsWith('\\')) {
      if (/^\\(un)?restrict\b/.test(line)) continue
      throw new BackupError(`The backup's SQL holds a command PGlite cannot run: ${line.slice(0, 40)}`)
    }
    statements.push(line)
  }
  if (copy) throw new BackupError("The backup ends inside a table's rows: it is incomplete")
  await flush()
  // The script chose its own settings (an empty search_path among them) for this session.
  await client.exec('reset all')
  return { tables }

  async function flush() {
    const text = statements.join('\n')
    statements = []
    if (text.replace(/--.*$/gm, '').trim()) await client.exec(text)
  }
}
