import { useCallback, useId, useRef, useState, type ReactNode } from 'react'
import { cn } from '#app/utils/cn.ts'
import { useDismiss } from './use-dismiss.ts'

/**
 * A menu of links and small forms behind a button: the disclosure pattern (a button with
 * aria-expanded that shows a list), which is what a navigation menu is — links stay links, Tab walks
 * them, Escape or a click outside closes it and a choice closes it too. Not ARIA's role="menu" (an
 * application menu with arrow keys) and not Radix's DropdownMenu, which would add ~34 KB gzip to every
 * page for the header alone (docs/decisions/008-ui-kit-and-forms.md).
 *
 * The entries are made when it opens: only a script opens it, so a closed menu's entries would be
 * rendered on the server and hydrated on every page for nothing.
 */
export function Menu({
  trigger,
  label,
  triggerClassName,
  panelClassName,
  as: Panel = 'div',
  children,
}: {
  trigger: ReactNode
  label: string
  triggerClassName: string
  panelClassName?: string
  as?: 'div' | 'ul'
  children: (close: () => void) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(root, open, close)
  return (
    <div ref={root} className="relative">
      <button type="button" aria-label={label} aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)} className={triggerClassName}>
        {trigger}
      </button>
      <Panel id={id} hidden={!open} className={cn('absolute right-0 top-full mt-2 overflow-hidden rounded-xl border border-line bg-white py-1 text-ink shadow-lg', panelClassName)}>
        {open ? children(close) : null}
      </Panel>
    </div>
  )
}

/** The look of one entry of a `Menu`. */
export const menuItemClass = 'block w-full px-4 py-2.5 text-left text-sm hover:bg-cream'
