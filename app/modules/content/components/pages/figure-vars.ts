import { useTranslation } from '#app/i18n/react.tsx'
import type { PageFigures } from '#app/modules/content/page-figures.ts'

/**
 * The interpolation variables of the content pages: the store's figures plus the phrases built
 * from them (a plural that i18next forms from a count).
 */
export function useFigureVars(figures: PageFigures) {
  const { t, i18n } = useTranslation()
  const methods = figures.payments.map((m) => t(`policies.common.paymentMethods.${m}`, { store: figures.store }))
  return {
    ...figures,
    paymentMethods: new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(methods),
    sizeChange: t('policies.common.sizeChange', {
      count: figures.freeSizeChanges,
    }),
  }
}

export type FigureVars = ReturnType<typeof useFigureVars>
