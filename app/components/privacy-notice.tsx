import { Link } from 'react-router'
import { Trans } from '#app/i18n/react.tsx'
import { cn } from '#app/utils/cn.ts'

export type PrivacyNoticePlace = 'signup' | 'newsletter' | 'checkout' | 'returns' | 'giftCard'

/**
 * The first layer of information where she gives her data (docs/product.md#legal-pages): what it is
 * used for, her rights, and the link to /privacy for the rest. Its text is in `common`, which every
 * page loads, since the footer's newsletter form shows it on every page.
 */
export function PrivacyNotice({ place, tone = 'light', className }: { place: PrivacyNoticePlace; tone?: 'light' | 'dark'; className?: string }) {
  return (
    <p data-testid="privacy-notice" className={cn('text-xs leading-relaxed', tone === 'dark' ? 'text-white/70' : 'text-muted', className)}>
      <Trans
        i18nKey={`common.privacyNotice.${place}`}
        components={{
          a: <Link to="/privacy" className={cn('underline underline-offset-2', tone === 'dark' ? 'text-white hover:text-sand' : 'text-ink-soft hover:text-ink')} />,
        }}
      />
    </p>
  )
}
