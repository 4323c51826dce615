import { afterEach, describe, expect, it } from 'vitest'
import { dataVersion, keptRead, keptReadsBy, noteDataChange, onDataChange, setDataFeedLive } from './data-changes.server.ts'

afterEach(() => setDataFeedLive(false))

function counting<T>(value: (n: number) => T) {
  let reads = 0
  return {
    read: async () => value(++reads),
    reads: () => reads,
  }
}

describe('kept reads', () => {
  it('read every time while the change feed is down', async () => {
    const source = counting((n) => n)
    const kept = keptRead(source.read)
    expect(dataVersion()).toBeNull()
    await kept.get()
    expect(await kept.get()).toBe(2)
  })

  it('read once per data version, shared by callers arriving together', async () => {
    setDataFeedLive(true)
    const source = counting((n) => n)
    const kept = keptRead(source.read)
    expect(await Promise.all([kept.get(), kept.get(), kept.get()])).toEqual([1, 1, 1])
    expect(await kept.get()).toBe(1)
    noteDataChange('products')
    expect(await kept.get()).toBe(2)
    expect(source.reads()).toBe(2)
  })

  it('do not keep a value read while a change was committed', async () => {
    setDataFeedLive(true)
    let reads = 0
    let release: () => void = () => undefined
    const kept = keptRead(async () => {
      const n = ++reads
      if (n === 1) await new Promise<void>((r) => (release = r))
      return n
    })
    const pending = kept.get()
    noteDataChange('fabrics')
    release()
    expect(await pending).toBe(1)
    // Read under the old version: the next caller reads again, and that one is kept.
    expect(await kept.get()).toBe(2)
    expect(await kept.get()).toBe(2)
  })

  it('keep one value per argument, all dropped by a change, bounded in number', async () => {
    setDataFeedLive(true)
    let reads = 0
    const byId = keptReadsBy(async (id: number, locale: string) => `${id}-${locale}-${++reads}`, { maxKeys: 2 })
    expect(await byId(1, 'es')).toBe('1-es-1')
    expect(await byId(1, 'es')).toBe('1-es-1')
    expect(await byId(1, 'en')).toBe('1-en-2')
    noteDataChange('products')
    expect(await byId(1, 'es')).toBe('1-es-3')
    await byId(2, 'es')
    await byId(3, 'es') // past maxKeys: the lot is dropped
    expect(await byId(1, 'es')).toBe('1-es-6')
  })

  it("follow the catalogue's changes only, or also the fabrics' availability (an order), as asked", async () => {
    setDataFeedLive(true)
    const cards = counting((n) => n)
    const fabricList = counting((n) => n)
    const keptCards = keptRead(cards.read, 'catalogue')
    const keptFabricList = keptRead(fabricList.read)
    await Promise.all([keptCards.get(), keptFabricList.get()])
    const catalogue = dataVersion('catalogue')
    noteDataChange('fabric_locks')
    noteDataChange('fabric_stock')
    expect(dataVersion('catalogue')).toBe(catalogue)
    expect([await keptCards.get(), await keptFabricList.get()]).toEqual([1, 2])
    noteDataChange('fabrics')
    expect(dataVersion('catalogue')).toBe(catalogue! + 1)
    expect([await keptCards.get(), await keptFabricList.get()]).toEqual([2, 3])
    // A gap in the feed may have hidden anything.
    setDataFeedLive(false)
    setDataFeedLive(true)
    expect([await keptCards.get(), await keptFabricList.get()]).toEqual([3, 4])
  })

  it("follow one product's locks or one fabric's metres when asked, and everything the catalogue does", async () => {
    setDataFeedLive(true)
    let reads = 0
    const fabricList = keptReadsBy(async (productId: number) => `${productId}-${++reads}`, { scope: (productId) => ({ locksOfProduct: productId }) })
    expect([await fabricList(1), await fabricList(2)]).toEqual(['1-1', '2-2'])
    const availability = dataVersion()
    noteDataChange('fabric_locks:1')
    noteDataChange('fabric_stock:9')
    expect(dataVersion()).toBe(availability! + 2)
    expect([await fabricList(1), await fabricList(2)]).toEqual(['1-3', '2-2'])
    expect(dataVersion({ stockOfFabric: 9 })).toBe(dataVersion({ stockOfFabric: 8 })! + 1)
    noteDataChange('fabric_availability')
    expect([await fabricList(1), await fabricList(2)]).toEqual(['1-4', '2-5'])
    noteDataChange('products')
    expect([await fabricList(1), await fabricList(2)]).toEqual(['1-6', '2-7'])
  })

  it('tell listeners, and bump the version when the feed comes back after a gap', () => {
    const heard: (string | null)[] = []
    const stop = onDataChange((table) => heard.push(table))
    setDataFeedLive(true)
    const version = dataVersion()!
    noteDataChange('store_settings')
    setDataFeedLive(false)
    setDataFeedLive(true)
    stop()
    noteDataChange('parts')
    expect(heard).toEqual([null, 'store_settings', null, null])
    expect(dataVersion()).toBe(version + 4)
  })
})
