/**
 * CSV as spreadsheets read it (the back office's exports): RFC 4180 — fields separated by commas,
 * records by CRLF, a field holding a comma, a double quote, CR or LF enclosed in double quotes with
 * its quotes doubled — in UTF-8 with a byte order mark, so Excel reads "Lucía" as Lucía. And
 * spreadsheet-safe: a text cell starting with = + - @, a tab or a carriage return would be read as a
 * formula (CSV injection, OWASP), so it gets a leading single quote and shows as the text it is.
 */

export type CsvValue = string | number | CsvDecimal | null | undefined

/** A number already written with its decimals ('55.00'), which a plain number would lose ('55'). */
export type CsvDecimal = { readonly decimal: string }

/** Cents as euros with a dot and always two decimals ('55.00', '-12.50', '0.05'), for an accountant's amounts. */
export function csvEuros(cents: number): CsvDecimal {
  const whole = Math.round(Math.abs(cents))
  return { decimal: `${cents < 0 && whole > 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}` }
}

/** The byte order mark that tells a spreadsheet the file is UTF-8. */
export const CSV_BOM = '\uFEFF'

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/** One cell: numbers as written, empty for null, text neutralised and quoted when it must be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'object') return value.decimal
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One record, ended by CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}

/** A whole file (BOM, header, records) as one string: for small exports and tests. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + csvRow(header) + rows.map(csvRow).join('')
}

/**
 * A file written as its records are read: the BOM and the header first, then each batch the
 * source yields (a page of rows from the database), so memory holds one batch, never the list.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<readonly (readonly CsvValue[])[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const iterator = batches[Symbol.asyncIterator]()
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(header)))
        return
      }
      const next = await iterator.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value.map(csvRow).join('')))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}

/** `gemela-clientas-2026-11-26.csv`: the attachment's name, with the day it was made (Madrid). */
export function csvFileName(stem: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
  return `${stem}-${day}.csv`
}
