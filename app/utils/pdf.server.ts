import PDFDocument from 'pdfkit'

/*
 * The shop's printed documents (the workshop's papers, invoices): pdfkit with its built-in
 * Helvetica, A4, no font files to ship.
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 48 }

/** Helvetica speaks WinAnsi: the narrow no-break space of Spanish numbers and the like become plain spaces. */
export function pdfText(value: string): string {
  return value.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/[\u2010-\u2012]/g, '-')
}

export function renderPdf(build: (doc: PDFKit.PDFDocument) => Promise<void>, info: { title: string }): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, autoFirstPage: false, info: { Title: pdfText(info.title), Author: 'Gemela', Producer: 'Gemela' }, lang: 'es' })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  return build(doc).then(
    () => {
      doc.end()
      return done
    },
    (err: unknown) => {
      doc.end()
      throw err
    },
  )
}

/** A PDF answered to one person: never cached, named, opened in the browser or saved. */
export function pdfResponse(pdf: Buffer, fileName: string, disposition: 'inline' | 'attachment' = 'inline'): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${disposition}; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'Content-Length': String(pdf.byteLength),
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
