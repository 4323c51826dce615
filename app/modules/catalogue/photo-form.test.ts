import { describe, expect, test } from 'vitest'
import { parsePhotoFields } from './photo-form.ts'

const noFile = () => false

describe('parsePhotoFields', () => {
  test('kept photographs: description, 1-based position and removal; a kept one needs its Spanish description', () => {
    const parsed = parsePhotoFields(
      {
        'photo.7.alt.es': ' Camisa de frente ',
        'photo.7.alt.en': 'Shirt, front',
        'photo.7.position': '2',
        'photo.9.alt.es': '',
        'photo.9.position': '1',
        'photo.11.alt.es': '',
        'photo.11.remove': 'on',
      },
      noFile,
    )
    expect(parsed.existing).toEqual([
      { id: 7, remove: false, position: 2, alt: { es: 'Camisa de frente', en: 'Shirt, front' } },
      { id: 9, remove: false, position: 1, alt: { es: '' } },
      { id: 11, remove: true, position: 4, alt: { es: '' } },
    ])
    // Photo 9 stays without words; photo 11 goes, so it needs none.
    expect(parsed.errors).toEqual({ 'photo.9.alt.es': 'required' })
  })

  test('a new slot counts when it brings a file or a picture stored on an earlier try; only then is its description required', () => {
    const key = 'a'.repeat(32)
    const parsed = parsePhotoFields(
      {
        'newPhoto.0.alt.es': '',
        'newPhoto.1.alt.es': 'Detalle del cuello',
        'newPhoto.1.key': key,
        'newPhoto.1.sig': 'firma',
        'newPhoto.2.alt.es': 'Sin archivo',
        'newPhoto.2.key': 'not-a-key',
        'newPhoto.2.sig': 'firma',
      },
      (slot) => slot === 0,
    )
    expect(parsed.slots).toEqual([
      { slot: 0, alt: { es: '' }, pending: null },
      { slot: 1, alt: { es: 'Detalle del cuello' }, pending: { key, sig: 'firma' } },
    ])
    expect(parsed.errors).toEqual({ 'newPhoto.0.alt.es': 'required' })
  })

  test('descriptions longer than 200 characters are refused in either language', () => {
    const long = 'x'.repeat(201)
    const parsed = parsePhotoFields({ 'photo.3.alt.es': long, 'photo.3.alt.en': long }, noFile)
    expect(parsed.errors).toEqual({ 'photo.3.alt.es': 'tooLong', 'photo.3.alt.en': 'tooLong' })
  })

  test('control characters are refused as in every other field', () => {
    const parsed = parsePhotoFields({ 'photo.3.alt.es': 'De frente\u0000', 'photo.3.alt.en': 'Front\u0007' }, noFile)
    expect(parsed.errors).toEqual({ 'photo.3.alt.es': 'controlCharacters', 'photo.3.alt.en': 'controlCharacters' })
  })
})
