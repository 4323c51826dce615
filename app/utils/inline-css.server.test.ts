import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { createInlineStylesheetTransform, inlineStylesheets } from './inline-css.server.ts'

const css = '@font-face{src:url(/assets/jost-latin-wght-normal-AB12.woff2)}@font-face{src:url(/assets/jost-cyrillic-wght-normal-CD34.woff2)}body{color:red}'
const read = (href: string) => (href === '/assets/root-X1.css' ? css : null)

describe('inline stylesheet', () => {
  it('inlines the stylesheet and keeps the link, non-blocking', () => {
    const out = inlineStylesheets('<head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root-X1.css"/></head>', read)
    expect(out).toBe(`<head><meta charSet="utf-8"/><style>${css}</style><link rel="stylesheet" href="/assets/root-X1.css" media="print"/></head>`)
  })

  it('keeps the nonce React Router gives the link', () => {
    expect(inlineStylesheets('<link nonce="n0" rel="stylesheet" href="/assets/root-X1.css"/>', read)).toMatch(/<link nonce="n0" rel="stylesheet" href="\/assets\/root-X1.css" media="print"\/>$/)
  })

  it('lowers the priority of module preloads so they do not compete with the first paint', () => {
    const head = '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/><link rel="modulepreload" fetchpriority="high" href="/assets/x.js"/>'
    expect(inlineStylesheets(head, read)).toBe('<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-A.js" nonce="n"/><link rel="modulepreload" fetchpriority="high" href="/assets/x.js"/>')
  })

  it('leaves a stylesheet it cannot read as it was', () => {
    const head = '<link rel="stylesheet" href="/assets/other-Y2.css"/>'
    expect(inlineStylesheets(head, read)).toBe(head)
  })

  it('works on a stream whose head arrives in pieces, and only on the head', async () => {
    const chunks = ['<html><head><link rel="stylesh', 'eet" href="/assets/root-X1.css"/></he', 'ad><body><link rel="stylesheet" href="/assets/root-X1.css"/></body></html>']
    const out = await text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(createInlineStylesheetTransform(read)))
    expect(out).toContain(`<style>${css}</style>`)
    expect(out.endsWith('<body><link rel="stylesheet" href="/assets/root-X1.css"/></body></html>')).toBe(true)
  })
})
