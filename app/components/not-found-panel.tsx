import { Link } from 'react-router'
import { Button, buttonClass } from './ui/button.tsx'

/** A designed "not found" for a missing record inside a page (product, fabric), with a way back. */
export function NotFoundPanel({ title, text, action }: { title: string; text: string; action: { to: string; label: string } | { onClick: () => void; label: string } }) {
  return (
    // Dark, like the shop's 404: it sits under either header variant.
    <section className="flex min-h-[75vh] flex-col items-center justify-center bg-night px-6 py-32 text-center text-white">
      <p className="eyebrow text-white/60">404</p>
      <h1 className="mt-4 text-4xl md:text-6xl">{title}</h1>
      <p className="mt-4 max-w-md text-white/75">{text}</p>
      {'to' in action ? (
        <Link to={action.to} className={buttonClass('inverse', 'md', 'mt-8')}>
          {action.label}
        </Link>
      ) : (
        <Button type="button" look="inverse" onClick={action.onClick} className="mt-8">
          {action.label}
        </Button>
      )}
    </section>
  )
}
