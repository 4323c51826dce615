import { describe, expect, it } from 'vitest'
import { CSV_BOM, csvCell, csvEuros, csvFileName, csvRow, csvStream, toCsv } from './csv.ts'

describe('csvCell', () => {
  it('writes plain text, numbers and empty cells as they are', () => {
    expect(csvCell('Lucía Martínez')).toBe('Lucía Martínez')
    expect(csvCell(12.5)).toBe('12.5')
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell('')).toBe('')
  })

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('García, Ana')).toBe('"García, Ana"')
    expect(csvCell('la "gemela"')).toBe('"la ""gemela"""')
    expect(csvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
    expect(csvCell('"')).toBe('""""')
  })

  it('neutralises a text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","clic")')).toBe(`"'=HYPERLINK(""http://evil.example"",""clic"")"`)
    expect(csvCell('+34 600 000 000')).toBe("'+34 600 000 000")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)")
    expect(csvCell('\t=1+1')).toBe("'\t=1+1")
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`)
    // Only the first character counts: a formula sign inside a text is harmless.
    expect(csvCell('ana+news@example.com')).toBe('ana+news@example.com')
    expect(csvCell('a=b')).toBe('a=b')
  })
})

describe('csvEuros', () => {
  it('writes cents as euros with a dot and always two decimals, a negative one as a number (no formula quote)', () => {
    expect(csvCell(csvEuros(5500))).toBe('55.00')
    expect(csvCell(csvEuros(5550))).toBe('55.50')
    expect(csvCell(csvEuros(1005))).toBe('10.05')
    expect(csvCell(csvEuros(5))).toBe('0.05')
    expect(csvCell(csvEuros(0))).toBe('0.00')
    expect(csvCell(csvEuros(-1250))).toBe('-12.50')
    expect(csvCell(csvEuros(-5))).toBe('-0.05')
    expect(csvCell(csvEuros(123456789))).toBe('1234567.89')
    expect(csvRow(['F-2026-000001', csvEuros(4545), csvEuros(955)])).toBe('F-2026-000001,45.45,9.55\r\n')
  })
})

describe('a CSV file', () => {
  it('starts with the BOM, ends each record with CRLF', () => {
    const file = toCsv(
      ['email', 'nombre'],
      [
        ['ana@example.com', 'Ana, la "primera"'],
        ['=cmd', null],
      ],
    )
    expect(file.startsWith(CSV_BOM)).toBe(true)
    expect(file).toBe(`${CSV_BOM}email,nombre\r\nana@example.com,"Ana, la ""primera"""\r\n'=cmd,\r\n`)
    expect(csvRow([1, 'b'])).toBe('1,b\r\n')
  })

  it('streams the same bytes, batch by batch, in UTF-8', async () => {
    async function* batches() {
      yield [['lucía@example.com', 'Lucía']]
      yield []
      yield [['@x', '-1']]
    }
    const text = await new Response(csvStream(['email', 'name'], batches())).text()
    // Response.text() drops a leading BOM when decoding: read the bytes to see it.
    const bytes = new Uint8Array(await new Response(csvStream(['email', 'name'], batches())).arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(text).toBe("email,name\r\nlucía@example.com,Lucía\r\n'@x,'-1\r\n")
  })

  it('names the file with the shop’s day', () => {
    expect(csvFileName('gemela-newsletter', new Date('2026-11-25T23:30:00Z'))).toBe('gemela-newsletter-2026-11-26.csv')
  })
})
