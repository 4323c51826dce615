/** Just enough MIME to read what nodemailer sends: headers, encoded-word subjects, QP/base64 parts. */
export type ParsedMail = { to: string; from: string; subject: string; text: string; html: string; headers: Record<string, string> }

function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = []
  const s = input.replace(/=\r?\n/g, '')
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_m, _charset, enc: string, text: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  )
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const index = raw.search(/\r?\n\r?\n/)
  const head = index === -1 ? raw : raw.slice(0, index)
  const body = index === -1 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body }
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

function collectParts(headers: Record<string, string>, body: string, out: { text: string; html: string }) {
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break
      const part = splitHead(chunk.replace(/^\r?\n/, ''))
      collectParts(part.headers, part.body, out)
    }
    return
  }
  if (type.toLowerCase().startsWith('text/html')) out.html += decodeBody(headers, body)
  else if (type.toLowerCase().startsWith('text/plain')) out.text += decodeBody(headers, body)
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw)
  const out = { text: '', html: '' }
  collectParts(headers, body, out)
  return {
    to: decodeWords(headers.to ?? ''),
    from: decodeWords(headers.from ?? ''),
    subject: decodeWords(headers.subject ?? ''),
    text: out.text,
    html: out.html,
    headers,
  }
}

/** The first link in a mail's text that contains `fragment`. */
export function findLink(mail: ParsedMail, fragment: string): string {
  const links = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>)]+/g) ?? []
  const link = links.find((l) => l.includes(fragment))
  if (!link) throw new Error(`No link containing "${fragment}" in mail "${mail.subject}"`)
  return link.replace(/&amp;/g, '&')
}
