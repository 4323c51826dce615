import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { BackupError } from './files.ts'

/** Creating, renaming and dropping whole databases on a PostgreSQL server, for a restore's swap. */

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The database a URL names (libpq's default is the user's name). */
export function databaseOf(url: string): string {
  const u = new URL(url)
  return decodeURIComponent(u.pathname.slice(1)) || decodeURIComponent(u.username)
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${encodeURIComponent(name)}`
  return u.toString()
}

/**
 * A connection to the server's maintenance database (`postgres`, else `template1`), never the one
 * being replaced: a database cannot be renamed from inside.
 */
export async function withMaintenance<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  let lastError: unknown
  for (const name of ['postgres', 'template1'].filter((n) => n !== databaseOf(url))) {
    const admin = new pg.Client({ connectionString: withDatabase(url, name) })
    try {
      await admin.connect()
    } catch (error) {
      lastError = error
      await admin.end().catch(() => undefined)
      continue
    }
    try {
      return await work(admin)
    } finally {
      await admin.end()
    }
  }
  throw lastError
}

export type DatabaseState = 'missing' | 'empty' | 'data'

/** Whether the database exists, and whether anything (a table, a sequence, a view) lives in it. */
export async function databaseState(admin: pg.Client, url: string, name: string): Promise<DatabaseState> {
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name])
  if (!rowCount) return 'missing'
  const client = new pg.Client({ connectionString: withDatabase(url, name) })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
        where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\\_toast%'
          and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
    )
    return Number(rows[0]!.n) > 0 ? 'data' : 'empty'
  } finally {
    await client.end()
  }
}

export async function createDatabase(admin: pg.Client, name: string): Promise<void> {
  try {
    await admin.query(`create database ${quoteIdent(name)} template template0 encoding 'UTF8'`)
  } catch (error) {
    if ((error as { code?: string }).code === '42501')
      throw new BackupError('The database role may not create databases: a restore builds the new one beside the old, so it needs CREATEDB (or a superuser)')
    throw error
  }
}

export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`drop database if exists ${quoteIdent(name)} with (force)`)
}

/** Ends every other session on the database (the shop's pools reconnect by themselves). */
async function endSessions(admin: pg.Client, name: string) {
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name])
}

async function rename(admin: pg.Client, from: string, to: string, endOthers: boolean) {
  for (let attempt = 1; ; attempt++) {
    if (endOthers) await endSessions(admin, from)
    try {
      await admin.query(`alter database ${quoteIdent(from)} rename to ${quoteIdent(to)}`)
      return
    } catch (error) {
      // 55006: others are connected. A pool may reconnect between our ending its sessions and the rename.
      if ((error as { code?: string }).code !== '55006') throw error
      if (!endOthers || attempt >= 10) throw new BackupError(`Other sessions are connected to the database ${from}: stop the shop (or add --force to end them)`)
      await sleep(100 * attempt)
    }
  }
}

/**
 * Puts the restored database in the target's place: the target (if any) becomes `kept`, the
 * staging database takes the target's name. If the second step fails the first is undone.
 */
export async function swapDatabases(admin: pg.Client, swap: { target: string; staging: string; kept: string; targetExists: boolean; endSessions: boolean }): Promise<void> {
  if (swap.targetExists) await rename(admin, swap.target, swap.kept, swap.endSessions)
  try {
    await rename(admin, swap.staging, swap.target, false)
  } catch (error) {
    if (swap.targetExists) await rename(admin, swap.kept, swap.target, false)
    throw error
  }
}
