import { afterEach, describe, expect, it } from 'vitest'
import { betterAuthLogger, bounded, createLogger, maxLoggedChars, routeConsoleTo } from './logger.server.ts'

/** A logger writing into an array: each element is what one entry put on the wire. */
function capture() {
  const writes: string[] = []
  const logger = createLogger({ write: (chunk: string) => void writes.push(chunk) })
  const lines = () => writes.join('').split('\n').filter(Boolean)
  const entries = () => lines().map((line) => JSON.parse(line) as Record<string, unknown>)
  return { logger, writes, lines, entries }
}

// A value a client chose: a newline and then a line that looks like one of ours.
const forged = 'https://evil.example/\n{"level":30,"time":1,"service":"gemela","msg":"forged entry"}\r\nmore'

describe('the log', () => {
  let restore: (() => void) | undefined
  afterEach(() => {
    restore?.()
    restore = undefined
  })

  it('bounds long strings and says how much was left out', () => {
    expect(bounded('abc')).toBe('abc')
    expect(bounded('x'.repeat(maxLoggedChars + 20))).toBe(`${'x'.repeat(maxLoggedChars)}… [20 more characters]`)
  })

  it('writes one line per entry, whatever newlines a value holds', () => {
    const log = capture()
    log.logger.info({ path: forged }, forged)
    expect(log.writes).toHaveLength(1)
    expect(log.lines()).toHaveLength(1)
    expect(log.entries()[0]).toMatchObject({ msg: forged, path: forged })
  })

  it('bounds every string of an entry: message, fields, nested fields, error messages', () => {
    const log = capture()
    const long = 'y'.repeat(20_000)
    log.logger.warn({ path: long, nested: { deeper: [long] }, err: new Error(long) }, long)
    const line = log.lines()[0]!
    expect(line.length).toBeLessThan(10_000)
    const entry = log.entries()[0] as { msg: string; path: string; nested: { deeper: string[] }; err: { message: string; type: string } }
    for (const value of [entry.msg, entry.path, entry.nested.deeper[0]!, entry.err.message]) expect(value).toBe(bounded(long))
    expect(entry.err.type).toBe('Error')
  })

  it('keeps a message with printf-like characters as it is', () => {
    const log = capture()
    log.logger.info({}, 'a %s %d %j %o b')
    expect(log.entries()[0]!.msg).toBe('a %s %d %j %o b')
  })

  it("routes console calls through it: one bounded line each, an error's stack inside it", () => {
    const log = capture()
    restore = routeConsoleTo(log.logger)
    console.error('[returns] acknowledgement not sent', new Error(`smtp down\n${forged}`))
    console.info(`[mail] "${forged}"`)
    console.warn('x'.repeat(5_000))
    console.error('\x1b[2m2026-01-01T00:00:00.000Z\x1b[0m \x1b[31mERROR\x1b[0m [Better Auth]: Invalid callbackURL')
    restore()
    restore = undefined
    expect(log.lines()).toHaveLength(4)
    const [error, info, warn, coloured] = log.entries() as { level: number; msg: string; err?: { message: string; stack: string } }[]
    expect(error).toMatchObject({ level: 50, msg: '[returns] acknowledgement not sent', err: { message: `smtp down\n${forged}` } })
    expect(error!.err!.stack).toContain('logger.server.test.ts')
    expect(info).toMatchObject({ level: 30, msg: `[mail] "${forged}"` })
    expect(warn!.level).toBe(40)
    expect(warn!.msg).toBe(bounded('x'.repeat(5_000)))
    expect(coloured!.msg).toBe('2026-01-01T00:00:00.000Z ERROR [Better Auth]: Invalid callbackURL')
  })

  it('puts the console back', () => {
    const before = console.warn
    const log = capture()
    routeConsoleTo(log.logger)()
    expect(console.warn).toBe(before)
  })

  it("takes better-auth's messages, which quote what the client sent, as bounded one-line entries", () => {
    const log = capture()
    const auth = betterAuthLogger(log.logger)
    expect(auth.level).toBe('warn')
    auth.log!('error', `Invalid callbackURL: ${forged}${'z'.repeat(3_000)}`)
    auth.log!('warn', 'with details', { callbackURL: forged })
    expect(log.lines()).toHaveLength(2)
    const [first, second] = log.entries()
    expect(first).toMatchObject({ level: 50, source: 'better-auth', msg: bounded(`Invalid callbackURL: ${forged}${'z'.repeat(3_000)}`) })
    expect(second).toMatchObject({ level: 40, source: 'better-auth', msg: 'with details', args: [{ callbackURL: forged }] })
  })
})
