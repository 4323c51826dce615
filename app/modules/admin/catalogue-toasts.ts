/** The answers a catalogue change can show as a toast (`?toast=<kind>&name=<record>` after its redirect). */
export type ToastKind = 'created' | 'updated' | 'deleted' | 'archived' | 'restored' | 'imageSaved' | 'imageRemoved' | 'gone'
export const toastKinds: readonly ToastKind[] = ['created', 'updated', 'deleted', 'archived', 'restored', 'imageSaved', 'imageRemoved', 'gone']
