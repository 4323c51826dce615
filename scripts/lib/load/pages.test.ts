import { describe, expect, it } from 'vitest'
import { fillPageForm, formTags, readAttempt, readCustomizerStep, readPageForm, readStandardSizeForm } from './pages.ts'

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

describe('readPageForm', () => {
  // The checkout page's form as the server renders it (cut down): the guest's fields, the invoice's copies of the
  // address between their markers, delivery and payment, REALIZAR PEDIDO.
  const checkoutPage = `<header><form method="post" action="/logout"><button type="submit">Cerrar sesión</button></form></header>
<form method="post" action="/checkout?index" novalidate="" class="group min-w-0 space-y-6"><button type="submit" name="intent" value="update" tabindex="-1" aria-hidden="true" class="sr-only"></button>
<input type="hidden" name="attempt" value="0b7e3c2a-5d1f-4c1e-9a57-2f0d8e6b4c11"/>
<input id="field-email" type="email" autoComplete="email" required="" aria-describedby="field-email-hint" class="block w-full" name="email" value=""/>
<input id="field-fullName" type="text" autoComplete="shipping name" required="" class="block w-full" name="fullName" value=""/>
<input id="field-street" type="text" required="" class="block w-full" name="street" value=""/>
<input id="field-country" type="text" class="block w-full" name="country" value="España"/>
<input type="checkbox" name="prefWhatsapp" class="size-5"/><input type="checkbox" name="prefEmail" checked="" class="size-5"/>
<textarea name="dedication" rows="4" maxLength="300" id="field-dedication" class="block w-full">Para ti &amp; tu madre</textarea>
<input id="wants-invoice" type="checkbox" name="wantsInvoice" class="size-5"/>
<fieldset class="mt-4 hidden"><input type="hidden" name="section" value="invoice"/><input id="invoice-street" type="text" required="" name="street" value=""/><input type="hidden" name="section" value="invoiceEnd"/></fieldset>
<input type="radio" name="shippingMethod" value="standard" checked="" class="mt-1"/><input type="radio" name="shippingMethod" value="express" class="mt-1"/><input type="radio" name="shippingMethod" value="pickup" disabled="" class="mt-1"/>
<select name="giftWrap" id="field-giftWrap"><option value="none">Sin envolver</option><option value="box" selected="">Caja</option></select>
<input type="radio" name="paymentMethod" value="card" checked="" class="mt-1"/><input type="radio" name="paymentMethod" value="transfer" class="mt-1"/>
<input type="text" name="code" value=""/><button type="submit" name="intent" value="applyGiftCard">Aplicar</button>
<button type="submit" name="intent" value="place" class="w-full">REALIZAR PEDIDO</button></form>`

  it('reads the form that holds the field, its action and what a browser sends, in the page’s order', () => {
    expect(readPageForm(checkoutPage, 'attempt')).toEqual({
      action: '/checkout?index',
      entries: [
        ['attempt', '0b7e3c2a-5d1f-4c1e-9a57-2f0d8e6b4c11'],
        ['email', ''],
        ['fullName', ''],
        ['street', ''],
        ['country', 'España'],
        ['prefEmail', 'on'],
        ['dedication', 'Para ti & tu madre'],
        ['section', 'invoice'],
        ['street', ''],
        ['section', 'invoiceEnd'],
        ['shippingMethod', 'standard'],
        ['giftWrap', 'box'],
        ['paymentMethod', 'card'],
        ['code', ''],
      ],
      choices: { shippingMethod: ['standard', 'express'], paymentMethod: ['card', 'transfer'] },
    })
  })

  it('is null on a page without that form', () => {
    expect(readPageForm(designStep, 'attempt')).toBeNull()
    expect(readPageForm('<p>Tu cesta está vacía</p>', 'attempt')).toBeNull()
  })
})

describe('fillPageForm', () => {
  it('puts her values in each field’s first place, adds what the page left out and keeps the repeats further down', () => {
    const entries: [string, string][] = [
      ['attempt', 'a'],
      ['street', ''],
      ['shippingMethod', 'express'],
      ['section', 'invoice'],
      ['street', ''],
      ['section', 'invoiceEnd'],
    ]
    expect(fillPageForm(entries, { street: 'Calle Mayor 1', shippingMethod: 'standard', paymentMethod: 'transfer' })).toEqual([
      ['attempt', 'a'],
      ['street', 'Calle Mayor 1'],
      ['shippingMethod', 'standard'],
      ['section', 'invoice'],
      ['street', ''],
      ['section', 'invoiceEnd'],
      ['paymentMethod', 'transfer'],
    ])
    expect(entries[1]).toEqual(['street', ''])
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
