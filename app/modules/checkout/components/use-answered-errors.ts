import { useEffect, useState } from 'react'

const omit = (errors: Record<string, string>, edited: ReadonlySet<string>, prefix = '') => Object.fromEntries(Object.entries(errors).filter(([name]) => !edited.has(prefix + name)))

/**
 * A refused field's message answers what she had typed: once she changes that field the message goes
 * (and its aria-invalid with it), instead of saying "El formato del email no es válido" under the address
 * she has just corrected. The server checks again at the next REALIZAR PEDIDO. The full invoice's fields
 * share the address's names, so a field inside the invoice's fieldset counts as `invoice.<name>`.
 */
export function useAnsweredErrors(refused: { errors?: Record<string, string>; invoiceErrors?: Record<string, string> } | undefined) {
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set())
  // A new answer from the server brings its own messages.
  useEffect(() => setEdited(new Set()), [refused])
  const onInput = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) || !target.name) return
    const inInvoice = target.closest('fieldset')?.querySelector('input[name="section"][value="invoice"]') != null
    const key = (inInvoice ? 'invoice.' : '') + target.name
    if (!edited.has(key)) setEdited(new Set(edited).add(key))
  }
  return {
    onInput,
    errors: omit(refused?.errors ?? {}, edited),
    invoiceErrors: omit(refused?.invoiceErrors ?? {}, edited, 'invoice.'),
  }
}
