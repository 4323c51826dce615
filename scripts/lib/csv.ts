// Minimal CSV reading and writing for the sizing scripts (ANSUR II data, the estimate CLI).
// No dependency: the files we read are plain comma-separated text; quoted cells are supported
// so that a spreadsheet export with quotes still reads.

export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(cell)
      cell = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += ch
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell)
    rows.push(row)
  }
  // A trailing blank line is not a row.
  return rows.filter((r) => !(r.length === 1 && r[0]?.trim() === ''))
}

/** Rows as objects keyed by the header (first row). */
export function parseCsvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const [header = [], ...body] = parseCsv(text.replace(/^\uFEFF/, ''))
  const names = header.map((h) => h.trim())
  const records = body.map((cells) => Object.fromEntries(names.map((name, i) => [name, (cells[i] ?? '').trim()])))
  return { header: names, records }
}

export function formatCsvLine(cells: readonly (string | number)[]): string {
  return cells
    .map((c) => {
      const s = String(c)
      return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s
    })
    .join(',')
}
