import { format } from 'node:util'
import type { BetterAuthOptions } from 'better-auth'
import pino, { type Logger } from 'pino'
import { getEnv } from './env.server.ts'

/**
 * The server's one log: JSON, one line per entry (pino escapes newlines and control characters
 * inside strings, so a value cannot start a line of its own), and every string bounded, so a
 * client cannot forge an entry or flood the log through a value the shop logs (issue 14, item 8).
 */
export const maxLoggedChars = 500
/** An error's stack is the one long text we keep: it is ours, except for its first line (the message). */
const maxStackChars = 4_000
const maxDepth = 4
const maxEntries = 50

/** `text`, cut to `max` characters with a note of how much was left out. */
export function bounded(text: string, max = maxLoggedChars): string {
  return text.length <= max ? text : `${text.slice(0, max)}… [${text.length - max} more characters]`
}

/** A copy of a value about to be logged: strings bounded, errors as plain fields, nesting and lists cut short. */
export function boundedValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return bounded(value)
  if (value instanceof Error) return errorFields(value, depth)
  if (value === null || typeof value !== 'object') return value
  if (depth >= maxDepth) return '[…]'
  if (Array.isArray(value)) return value.slice(0, maxEntries).map((item) => boundedValue(item, depth + 1))
  // Dates, URLs and the like say what they are through toJSON (an object of their own shows nothing).
  const toJSON = (value as { toJSON?: unknown }).toJSON
  if (typeof toJSON === 'function') return boundedValue(toJSON.call(value), depth + 1)
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value).slice(0, maxEntries)) copy[bounded(key, 100)] = boundedValue(item, depth + 1)
  return copy
}

function errorFields(error: Error, depth: number): Record<string, unknown> {
  const code = (error as { code?: unknown }).code
  return {
    type: error.name,
    message: bounded(error.message),
    ...(error.stack ? { stack: bounded(error.stack, maxStackChars) } : {}),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(error.cause !== undefined && depth < maxDepth ? { cause: boundedValue(error.cause, depth + 1) } : {}),
  }
}

export function createLogger(destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: getEnv().LOG_LEVEL,
      // A shop process among several (server/workers.ts) says which.
      base: { service: 'gemela', ...(getEnv().GEMELA_WORKER ? { worker: getEnv().GEMELA_WORKER } : {}) },
      // Never log credentials: cookies, auth headers, and tokens in paths or bodies.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // The hook below has already made every error plain, bounded fields (type, message, stack).
      serializers: { err: (value: unknown) => value },
      hooks: {
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[]
          // `logger.error(err)` keeps pino's meaning (the error under `err`, its message as the entry's).
          if (first instanceof Error) {
            const message = rest.length > 0 ? rest : [first.message]
            return method.apply(this, [{ err: errorFields(first, 0) }, ...message.map((a) => boundedValue(a))] as never)
          }
          return method.apply(this, args.map((a) => boundedValue(a)) as never)
        },
      },
    },
    destination,
  )
}

export const logger = createLogger()

type ConsoleLevel = 'log' | 'info' | 'warn' | 'error' | 'debug'
// eslint-disable-next-line no-control-regex -- the escape character is what is being matched
const ansiCodes = /\x1b\[[0-9;]*m/g
const consoleLevels: Record<ConsoleLevel, 'info' | 'warn' | 'error' | 'debug'> = { log: 'info', info: 'info', warn: 'warn', error: 'error', debug: 'debug' }

/**
 * Sends the process's `console.*` output through `target`: the modules' own messages, React's and
 * React Router's error reports and any library's. Each call becomes one bounded JSON entry (the
 * first Error among its arguments under `err`), never raw text a value could break into two lines.
 * Returns a function that puts the console back.
 */
export function routeConsoleTo(target: Logger): () => void {
  // Replacing console's methods is this function's job, not a stray log call (the lint rule's concern).
  const methods = console as unknown as Record<ConsoleLevel, (...args: unknown[]) => void>
  const original = Object.fromEntries(Object.keys(consoleLevels).map((name) => [name, methods[name as ConsoleLevel]]))
  for (const [name, level] of Object.entries(consoleLevels)) {
    methods[name as ConsoleLevel] = (...args: unknown[]) => {
      const err = args.find((a): a is Error => a instanceof Error)
      const rest = args.filter((a) => a !== err)
      // Libraries colour their console lines (better-auth outside a request does): the codes go, the words stay.
      const message = (rest.length > 0 ? format(...rest) : (err?.message ?? '')).replace(ansiCodes, '').trim()
      target[level](err ? { err } : {}, message)
    }
  }
  return () => void Object.assign(methods, original)
}

/**
 * better-auth's `logger` option: its messages (which quote what the client sent, a `callbackURL`
 * say) go through the same bounded JSON log instead of its own console lines.
 */
export function betterAuthLogger(target: Logger = logger): NonNullable<BetterAuthOptions['logger']> {
  const auth = target.child({ source: 'better-auth' })
  return {
    level: auth.isLevelEnabled('debug') ? 'debug' : 'warn',
    log(level, message, ...args) {
      auth[level](args.length > 0 ? { args } : {}, message)
    },
  }
}
