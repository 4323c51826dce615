/** The answers a catalogue change can show as a toast (`?toast=<kind>&name=<record>` after its redirect). */
export type ToastKind = 'created' | 'updated' | 'deleted' | 'archived' | 'restored' | 'imageSaved' | 'imageRemoved' | 'gone' | 'saveFailed' | 'deleteFailed'
export const toastKinds: readonly ToastKind[] = ['created', 'updated', 'deleted', 'archived', 'restored', 'imageSaved', 'imageRemoved', 'gone', 'saveFailed', 'deleteFailed']

/** What a list's toasts speak of: the spec words each one's success and failure ('Categoría añadida correctamente', 'Error al guardar el tejido'). */
export type CatalogueEntity = 'category' | 'fabric' | 'part' | 'size' | 'product'
