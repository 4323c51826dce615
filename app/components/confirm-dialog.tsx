import { useEffect, useRef, type ReactNode } from 'react'
import { useNavigate } from 'react-router'

/**
 * '¿Eliminar …?' on the native <dialog>. The server renders it open when the URL asks for it
 * (`?delete=id`), so it works before JavaScript; once interactive it becomes modal (focus trap,
 * Escape goes back to `cancelTo`). `children` is the form with its cancel link and confirm button.
 */
export function ConfirmDialog({ id, title, text, cancelTo, children }: { id: string; title: string; text: ReactNode; cancelTo: string; children: ReactNode }) {
  const navigate = useNavigate()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.matches(':modal')) {
      dialog.close()
      dialog.showModal()
    }
  }, [])
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="fixed inset-0 z-50 m-auto w-[min(92vw,28rem)] rounded-2xl bg-white p-6 text-ink shadow-2xl backdrop:bg-ink/50"
      onCancel={(event) => {
        event.preventDefault()
        void navigate(cancelTo, { preventScrollReset: true, replace: true })
      }}
    >
      <h2 id={`${id}-title`} className="font-display text-3xl">
        {title}
      </h2>
      <div id={`${id}-text`} className="mt-3 space-y-2 text-ink-soft">
        {text}
      </div>
      {children}
    </dialog>
  )
}
