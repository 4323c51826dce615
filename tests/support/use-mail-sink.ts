import { afterAll, beforeAll, beforeEach } from 'vitest'
import { startMailSink } from './mail-sink.ts'

type MailSink = Awaited<ReturnType<typeof startMailSink>>

/**
 * For a Vitest file: the app sends through a local SMTP server for the whole file, and each test
 * starts with an empty mailbox. Read `sink()` inside tests (it exists once beforeAll has run).
 */
export function useMailSink() {
  let sink: MailSink | undefined
  beforeAll(async () => {
    sink = await startMailSink()
    process.env.SMTP_URL = sink.url
  })
  afterAll(async () => {
    delete process.env.SMTP_URL
    await sink?.close()
  })
  beforeEach(() => {
    if (sink) sink.messages.length = 0
  })
  return () => sink!
}
