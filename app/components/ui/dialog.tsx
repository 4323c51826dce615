import { type RefObject, useEffect, useRef, type ReactNode } from 'react'
import { Form, Link, useNavigate } from 'react-router'
import { Button, buttonClass } from './button.tsx'
import { restoreFocus } from '../focus.ts'

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
      // Someone may already be typing in one of its fields (the page hydrates late on a slow phone):
      // showModal would move the focus to its first control, and her next keys with it.
      const typing = opener instanceof HTMLElement && dialog.contains(opener) ? opener : null
      const caret = typing instanceof HTMLInputElement || typing instanceof HTMLTextAreaElement ? selectionOf(typing) : null
      dialog.close()
      dialog.showModal()
      if (typing?.isConnected) {
        typing.focus({ preventScroll: true })
        if (caret) restoreSelection(typing as HTMLInputElement | HTMLTextAreaElement, caret)
      }
    }
    return () => {
      const focused = document.activeElement
      if (!focused || focused === document.body || !focused.isConnected || dialog?.contains(focused)) restoreFocus(opener)
    }
  }, [ref])
}

function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return field.selectionStart === null || field.selectionEnd === null ? null : [field.selectionStart, field.selectionEnd]
  } catch {
    return null // a field type without a selection (number, email)
  }
}

function restoreSelection(field: HTMLInputElement | HTMLTextAreaElement, [start, end]: [number, number]) {
  try {
    field.setSelectionRange(start, end)
  } catch {
    // a field type without a selection
  }
}

/**
 * The shop's dialog (docs/decisions/008-ui-kit-and-forms.md): the native <dialog>, rendered open by
 * the server when the page asks for it (so it works before JavaScript) and modal once interactive —
 * the browser traps the focus, makes the page behind inert and turns Escape into `onCancel`. It is
 * named by its title and described by `description`. It closes by its owner no longer rendering it.
 */
export function Dialog({
  id,
  title,
  description,
  children,
  onCancel,
  width = 'w-[min(92vw,28rem)]',
}: {
  id: string
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  onCancel: () => void
  width?: string
}) {
  const ref = useRef<HTMLDialogElement>(null)
  useModalOnceInteractive(ref)
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-text` : undefined}
      className={`fixed inset-0 z-50 m-auto max-h-[90vh] overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-2xl backdrop:bg-ink/50 ${width}`}
      onCancel={(event) => {
        event.preventDefault()
        // A dialog inside another's subtree (a basket item's, in the sidebar's) answers Escape alone.
        event.stopPropagation()
        onCancel()
      }}
      onClose={(event) => event.stopPropagation()}
    >
      <h2 id={`${id}-title`} className="font-display text-3xl">
        {title}
      </h2>
      {description ? (
        <div id={`${id}-text`} className="mt-3 space-y-2 text-ink-soft">
          {description}
        </div>
      ) : null}
      {children}
    </dialog>
  )
}

/**
 * '¿Eliminar …?' on the page it belongs to (`page`). The server renders it open when the URL asks
 * for it (`?delete=id`); Escape goes back to `page`. Its answer is a post of `fields` to `page`, or a
 * link back there without a change.
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
  look = 'danger',
}: {
  id: string
  title: ReactNode
  text: ReactNode
  page: string
  fields: Record<string, string>
  cancelLabel: string
  confirmLabel: string
  busyLabel: string
  busy: boolean
  /** The confirming button's look: 'danger' for what deletes or cancels, 'primary' for a step forward that cannot be undone. */
  look?: 'danger' | 'primary'
}) {
  const navigate = useNavigate()
  return (
    <Dialog id={id} title={title} description={text} onCancel={() => void navigate(page, { preventScrollReset: true, replace: true })}>
      <Form method="post" action={page} className="mt-6 flex justify-end gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Link to={page} preventScrollReset replace className={buttonClass('secondary', 'sm')}>
          {cancelLabel}
        </Link>
        <Button look={look} size="sm" busy={busy} busyLabel={busyLabel}>
          {confirmLabel}
        </Button>
      </Form>
    </Dialog>
  )
}
