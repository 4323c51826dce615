import { describe, expect, it } from 'vitest'
import { formTags, readAttempt, readCustomizerStep, readStandardSizeForm } from './pages.ts'

// Fragments of the shop's own server output (a production build's /product/7, its size screen and review).
const option = (id: number, extra = '') =>
  `<button type="submit" value="${id}" role="radio" aria-checked="false" aria-label="Tela ${id}, Popelín &amp; seda, +25,00 €"${extra} tabindex="-1" data-option="${id}" class="flex w-full items-center gap-4 p-3 text-left aria-disabled:cursor-wait rounded-t-2xl" name="choose">`
const designStep = `<header><button type="button" aria-label="Abrir menú" aria-haspopup="dialog"></button></header>
<form method="post" action="/product/7?item=ab16&amp;step=1"><input type="hidden" name="type" value="fabric"/><input type="hidden" name="selected" value="13"/>
${option(1)}<span>Fantasía</span></button>${option(6, ' disabled=""')}<span>Espiga</span></button>${option(13)}</button>
<button type="submit" value="continue" class="inline-flex" name="intent">Continuar</button></form>
<form><input type="hidden" name="redirectTo" value="/product/7"/><input id="_R_cj5H1_-email" type="email" autoComplete="email" name="email"/></form>`

describe('readCustomizerStep', () => {
  it('reads the step’s type, its selection and the options she may press (not the disabled ones)', () => {
    expect(readCustomizerStep(designStep)).toEqual({ type: 'fabric', selected: '13', options: [1, 13] })
  })

  it('is null on the summary, which has no design form', () => {
    const summary = `<form method="post"><button type="submit" value="continueOrder" class="w-full" name="intent">Continuar con pedido</button></form><input type="hidden" name="redirectTo" value="/product/7?item=x&amp;step=summary"/>`
    expect(readCustomizerStep(summary)).toBeNull()
  })
})

describe('readStandardSizeForm', () => {
  const standard = `<form method="post"><input type="hidden" name="intent" value="standard"/><input type="hidden" name="item" value="ab16"/><input type="hidden" name="step" value="measurements"/><input type="hidden" name="view" value="standard"/>
<input type="radio" aria-label="S" class="sr-only" name="size" value="S"/><input type="radio" aria-label="M" class="sr-only" name="size" value="M"/>
<input type="hidden" name="neckUnit" value="cm"/><input type="radio" class="sr-only" name="neck" value="37"/><input type="radio" class="sr-only" name="neck" value="38"/></form>`

  it('reads its hidden fields, sizes and neck sizes', () => {
    expect(readStandardSizeForm(standard)).toEqual({
      hidden: { intent: 'standard', item: 'ab16', step: 'measurements', view: 'standard' },
      sizes: ['S', 'M'],
      necks: ['37', '38'],
      neckUnit: 'cm',
      inseam: false,
    })
  })

  it('sees the inseam trousers ask for, and no neck without a collar', () => {
    const trousers = `<input type="hidden" name="intent" value="standard"/><input type="radio" name="size" value="M"/><input type="text" inputMode="decimal" name="inseam" value=""/>`
    expect(readStandardSizeForm(trousers)).toMatchObject({ sizes: ['M'], necks: [], neckUnit: null, inseam: true })
  })

  it('is null on another screen', () => {
    expect(readStandardSizeForm(designStep)).toBeNull()
  })
})

describe('readAttempt', () => {
  it('reads the review form’s key', () => {
    expect(
      readAttempt('<form method="post"><input type="hidden" name="attempt" value="0b7e3c2a-5d1f-4c1e-9a57-2f0d8e6b4c11"/><button type="submit">REALIZAR PEDIDO</button></form>'),
    ).toBe('0b7e3c2a-5d1f-4c1e-9a57-2f0d8e6b4c11')
  })

  it('is null without one, or with something that is not a key', () => {
    expect(readAttempt(designStep)).toBeNull()
    expect(readAttempt('<input type="hidden" name="attempt" value="x&quot;><script>"/>')).toBeNull()
  })
})

describe('formTags', () => {
  it('decodes attribute values and keeps valueless attributes', () => {
    const [tag] = formTags('<button type="submit" aria-label="A &amp; B &quot;C&quot;" disabled="" name="choose">')
    expect(tag?.attributes.get('aria-label')).toBe('A & B "C"')
    expect(tag?.attributes.get('disabled')).toBe('')
    expect(formTags('<input required name="x"/>')[0]?.attributes.has('required')).toBe(true)
  })
})
