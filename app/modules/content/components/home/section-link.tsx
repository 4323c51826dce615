import { Link } from 'react-router'
import { ArrowRightIcon } from '#app/components/icons.tsx'
import { cn } from '#app/utils/cn.ts'

/** The quiet text link with an arrow that closes the home page's sections. */
export function SectionLink({ to, children, className }: { to: string; children: React.ReactNode; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'group inline-flex items-center gap-2 border-b border-current pb-1 text-[0.95rem] font-medium tracking-wide text-clay-dark transition-colors hover:text-ink',
        className,
      )}
    >
      {children}
      <ArrowRightIcon width={16} height={16} className="transition-transform group-hover:translate-x-1" />
    </Link>
  )
}
