import { describe, expect, it } from 'vitest'
import { activePartTypes, activeStepsOf, keepActiveParts, settleDesignParts } from './part-rules.ts'

const top = ['sleeve', 'cuff', 'collar']
const long = { type: 'sleeve', omitsTypes: [] }
const short = { type: 'sleeve', omitsTypes: ['cuff'] }
const french = { type: 'cuff', omitsTypes: [] }

describe('active part types', () => {
  it('a short sleeve skips the cuff step; a long one keeps it', () => {
    expect(activePartTypes(top, { sleeve: short, cuff: french })).toEqual(['sleeve', 'collar'])
    expect(activePartTypes(top, { sleeve: long, cuff: french })).toEqual(['sleeve', 'cuff', 'collar'])
  })
  it('with nothing chosen every step of the category is asked', () => {
    expect(activePartTypes(top, {})).toEqual(top)
    expect(activePartTypes(['leg', 'waistband'], { leg: null })).toEqual(['leg', 'waistband'])
  })
  it('only a part chosen in its own step counts, and only for the steps after it', () => {
    expect(activePartTypes(top, { cuff: { type: 'sleeve', omitsTypes: ['cuff'] } })).toEqual(top)
    // A later step cannot remove an earlier one.
    expect(activePartTypes(top, { collar: { type: 'collar', omitsTypes: ['sleeve'] } })).toEqual(top)
    // An omitted step's own rule no longer applies.
    expect(activePartTypes(top, { sleeve: short, cuff: { type: 'cuff', omitsTypes: ['collar'] } })).toEqual(['sleeve', 'collar'])
  })
})

describe('keep active parts', () => {
  it('drops what an omitted step held and keeps the order of the steps', () => {
    expect(keepActiveParts({ sleeve: 9, cuff: 4, collar: 1 }, ['sleeve', 'collar'])).toEqual({ sleeve: 9, collar: 1 })
    expect(keepActiveParts({ sleeve: 9, cuff: null }, ['sleeve', 'cuff', 'collar'])).toEqual({ sleeve: 9 })
  })
})

describe('settle design parts', () => {
  const offered = [
    { id: 1, type: 'collar', omitsTypes: [] },
    { id: 4, type: 'cuff', omitsTypes: [] },
    { id: 7, type: 'sleeve', omitsTypes: [] },
    { id: 8, type: 'sleeve', omitsTypes: ['cuff'] },
  ]
  it('a new design stores the preselection: the first part of each step', () => {
    expect(settleDesignParts(top, null, {}, offered)).toEqual({ parts: { sleeve: 7, cuff: 4, collar: 1 }, active: top })
  })
  it('a short sleeve drops the cuff; a long one brings it back preselected', () => {
    const short = settleDesignParts(top, { sleeve: 7, cuff: 4, collar: 1 }, { sleeve: 8 }, offered)
    expect(short).toEqual({ parts: { sleeve: 8, collar: 1 }, active: ['sleeve', 'collar'] })
    expect(settleDesignParts(top, short.parts, { sleeve: 7 }, offered)).toEqual({ parts: { sleeve: 7, cuff: 4, collar: 1 }, active: top })
  })
  it('a new design started with a short sleeve never gets a cuff', () => {
    expect(settleDesignParts(top, null, { sleeve: 8 }, offered).parts).toEqual({ sleeve: 8, collar: 1 })
  })
  it('a step already missing (its part withdrawn) stays missing until she chooses', () => {
    expect(settleDesignParts(top, { sleeve: 7, collar: 1 }, { collar: 1 }, offered).parts).toEqual({ sleeve: 7, collar: 1 })
    expect(settleDesignParts(top, { sleeve: 7, collar: 1 }, { cuff: 4 }, offered).parts).toEqual({ sleeve: 7, cuff: 4, collar: 1 })
  })
})

describe('active steps of a design kept as ids', () => {
  const rules = new Map([
    [7, { type: 'sleeve', omitsTypes: [] }],
    [8, { type: 'sleeve', omitsTypes: ['cuff'] }],
  ])
  it('reads each id through its rule; an unknown id has none', () => {
    expect(activeStepsOf(top, { sleeve: 8, cuff: 4 }, (id) => rules.get(id))).toEqual(['sleeve', 'collar'])
    expect(activeStepsOf(top, { sleeve: 7 }, (id) => rules.get(id))).toEqual(top)
    expect(activeStepsOf(top, { sleeve: 99, cuff: null }, (id) => rules.get(id))).toEqual(top)
  })
})
