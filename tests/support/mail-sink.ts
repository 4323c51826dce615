import { createServer as createHttpServer, type Server } from 'node:http'
import { SMTPServer } from 'smtp-server'
import { exitWithOwner } from './owner-watch.ts'
import { type ParsedMail, parseMail } from './parse-mail.ts'

/**
 * A local SMTP server that keeps what arrives, for tests: the app sends real mail to it through
 * nodemailer, and tests read it back (in-process, or over a small HTTP API from other processes).
 */
export async function startMailSink(options: { smtpPort?: number; httpPort?: number } = {}) {
  const messages: ParsedMail[] = []
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8')))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(options.smtpPort ?? 0, '127.0.0.1', resolve))
  const smtpPort = (smtp.server.address() as { port: number }).port

  let http: Server | undefined
  let httpPort: number | undefined
  if (options.httpPort !== undefined) {
    http = createHttpServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const to = url.searchParams.get('to')?.toLowerCase()
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify(to ? messages.filter((m) => m.to.toLowerCase().includes(to)) : messages))
    })
    await new Promise<void>((resolve) => http!.listen(options.httpPort, '127.0.0.1', resolve))
    httpPort = (http.address() as { port: number }).port
  }

  return {
    smtpPort,
    httpPort,
    url: `smtp://127.0.0.1:${smtpPort}`,
    messages,
    /** Waits for a message to `to` (and matching `predicate`), up to `timeoutMs`. */
    async waitFor(to: string, predicate: (m: ParsedMail) => boolean = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = messages.find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && predicate(m))
        if (found) return found
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`)
        await new Promise((r) => setTimeout(r, 25))
      }
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
      if (http) await new Promise<void>((resolve) => http!.close(() => resolve()))
    },
  }
}

// Run standalone (Playwright's webServer): smtp on MAIL_SINK_SMTP_PORT, JSON on MAIL_SINK_HTTP_PORT.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const sink = await startMailSink({
    smtpPort: Number(process.env.MAIL_SINK_SMTP_PORT ?? 2525),
    httpPort: Number(process.env.MAIL_SINK_HTTP_PORT ?? 2526),
  })
  console.log(`mail sink: smtp ${sink.smtpPort}, http ${sink.httpPort}`)
  exitWithOwner()
}
