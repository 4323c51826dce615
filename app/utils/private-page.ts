/** Personal data (her basket, designs, sizes, account): never kept by a browser or a shared cache. */
export const privateNoStore = { 'Cache-Control': 'private, no-store' } as const

/**
 * A personal page's `headers` export. The loader's responses (the `.data` requests of client-side
 * navigation) carry `privateNoStore` themselves; this covers the document.
 */
export const privatePageHeaders = () => privateNoStore
