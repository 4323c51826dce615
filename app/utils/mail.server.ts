import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { getEnv } from './env.server.ts'

export type Mail = {
  to: string
  subject: string
  text: string
  html: string
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>
}

/** Who a message is from: the shop's name and its contact address (the store settings, app/modules/store/shop-mail.server.ts). */
export type MailSender = { name: string; address: string }

let transport: { url: string; transporter: Transporter } | undefined

function smtpTransport(url: string): Transporter {
  if (transport?.url !== url) {
    const parsed = new URL(url)
    const local = parsed.hostname === '127.0.0.1' || parsed.hostname === 'localhost'
    transport = {
      url,
      transporter: nodemailer.createTransport({
        host: parsed.hostname,
        port: Number(parsed.port || (parsed.protocol === 'smtps:' ? 465 : 587)),
        secure: parsed.protocol === 'smtps:',
        ignoreTLS: local,
        auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
      }),
    }
  }
  return transport.transporter
}

/**
 * The one way the shop sends mail: SMTP when SMTP_URL is set, otherwise an .eml file in the outbox
 * folder (and a log line), so a developer can open every message the shop "sent".
 */
export async function sendMail(mail: Mail & { from: MailSender }): Promise<{ id: string; outboxFile?: string }> {
  const env = getEnv()
  const smtpUrl = env.SMTP_URL
  const message = { from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers }
  if (smtpUrl) {
    const info = await smtpTransport(smtpUrl).sendMail(message)
    return { id: String(info.messageId) }
  }
  const streamer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const info = await streamer.sendMail(message)
  const dir = path.resolve(env.OUTBOX_DIR)
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`)
  writeFileSync(file, info.message as Buffer)
  console.info(`[mail] "${mail.subject}" → outbox ${path.relative(process.cwd(), file)}`)
  return { id: String(info.messageId), outboxFile: file }
}

/** Escapes text for the small HTML bodies of our e-mails. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}
