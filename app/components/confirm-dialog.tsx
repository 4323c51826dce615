import { type RefObject, useEffect, useRef, type ReactNode } from 'react'
import { Form, Link, useNavigate } from 'react-router'
import { busyButtonProps } from './busy.ts'
import { restoreFocus } from './focus.ts'

/**
 * A <dialog> the server renders open (so it works before JavaScript) becomes modal once the page is
 * interactive: focus is trapped and Escape fires its `cancel` event. These dialogs close by leaving
 * the page (React removes them), which the browser does not treat as closing: when focus is left
 * nowhere, it goes back to what opened the dialog.
 */
export function useModalOnceInteractive(ref: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const dialog = ref.current
    const opener = document.activeElement
    if (dialog && !dialog.matches(':modal')) {
      dialog.close()
      dialog.showModal()
    }
    return () => {
      const focused = document.activeElement
      if (!focused || focused === document.body || !focused.isConnected || dialog?.contains(focused)) restoreFocus(opener)
    }
  }, [ref])
}

/**
 * '¿Eliminar …?' on the native <dialog>, on the page it belongs to (`page`). The server renders it
 * open when the URL asks for it (`?delete=id`), so it works before JavaScript; once interactive it
 * becomes modal (focus trap, Escape goes back to `page`). Its answer is a post of `fields` to
 * `page`, or a link back there without a change.
 */
export function ConfirmDialog({
  id,
  title,
  text,
  page,
  fields,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy,
}: {
  id: string
  title: string
  text: ReactNode
  page: string
  fields: Record<string, string>
  cancelLabel: string
  confirmLabel: string
  busyLabel: string
  busy: boolean
}) {
  const navigate = useNavigate()
  const ref = useRef<HTMLDialogElement>(null)
  useModalOnceInteractive(ref)
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="fixed inset-0 z-50 m-auto w-[min(92vw,28rem)] rounded-2xl bg-white p-6 text-ink shadow-2xl backdrop:bg-ink/50"
      onCancel={(event) => {
        event.preventDefault()
        void navigate(page, { preventScrollReset: true, replace: true })
      }}
    >
      <h2 id={`${id}-title`} className="font-display text-3xl">
        {title}
      </h2>
      <div id={`${id}-text`} className="mt-3 space-y-2 text-ink-soft">
        {text}
      </div>
      <Form method="post" action={page} className="mt-6 flex justify-end gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Link to={page} preventScrollReset replace className="rounded-full border border-line px-5 py-2.5 hover:border-ink">
          {cancelLabel}
        </Link>
        <button type="submit" {...busyButtonProps(busy)} className="rounded-full bg-danger px-5 py-2.5 text-white hover:bg-danger/90 aria-disabled:opacity-60">
          {busy ? busyLabel : confirmLabel}
        </button>
      </Form>
    </dialog>
  )
}
