import { Field, SelectField } from '#app/components/ui/field.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { complexities } from '#app/modules/catalogue/admin-schemas.ts'
import { NEW_PHOTO_SLOTS } from '#app/modules/catalogue/photo-form.ts'
import { EditDialog, type FormErrors, LocalizedField, useErrorText } from './catalogue-dialogs.tsx'
import { type DialogPhoto, ProductPhotoFields } from './photo-fields.tsx'
import { type OfferChoices, ProductOffersFields } from './product-offers-fields.tsx'

/** /admin/products' add/edit dialog: the product, its photographs (sent with it) and what it is offered in. */
export function ProductDialog({
  mode,
  id,
  values,
  errors,
  refused,
  categories,
  offerChoices,
  photos,
  maxPhotos,
  makingDays,
}: {
  mode: 'create' | 'update'
  id?: number
  values: Record<string, string>
  errors: FormErrors
  refused: boolean
  categories: { id: number; name: string; archived: boolean }[]
  offerChoices: OfferChoices | null
  photos: DialogPhoto[]
  maxPhotos: number
  /** Each complexity's making time as the store settings state it ('7–10'): changing Ajustes changes the choice. */
  makingDays: Record<'basic' | 'complex', string>
}) {
  const { t } = useTranslation()
  const errorText = useErrorText(errors)
  return (
    <EditDialog
      title={mode === 'create' ? t('adminCatalogue.dialog.newProduct') : t('adminCatalogue.dialog.editProduct')}
      intent={mode}
      id={id}
      refused={refused}
      encType="multipart/form-data"
      wide
    >
      <LocalizedField name="name" label={t('adminCatalogue.fields.productName')} values={values} errors={errors} required />
      <LocalizedField name="intro" label={t('adminCatalogue.fields.intro')} values={values} errors={errors} required long />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="categoryId" label={t('adminCatalogue.fields.category')} defaultValue={values.categoryId} error={errorText('categoryId')}>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.archived ? `${c.name} (${t('adminCatalogue.archived')})` : c.name}
            </option>
          ))}
        </SelectField>
        <Field
          name="basePrice"
          label={t('adminCatalogue.fields.basePrice')}
          hint={t('adminCatalogue.fields.priceHint')}
          hintBelow
          defaultValue={values.basePrice ?? ''}
          error={errorText('basePrice')}
          inputMode="decimal"
          required
        />
        <SelectField name="complexity" label={t('adminCatalogue.fields.complexity')} defaultValue={values.complexity} error={errorText('complexity')}>
          {complexities.map((c) => (
            <option key={c} value={c}>
              {t(`adminCatalogue.complexities.${c}`, { days: makingDays[c] })}
            </option>
          ))}
        </SelectField>
        <SelectField name="status" label={t('adminCatalogue.fields.status')} defaultValue={values.status} error={errorText('status')}>
          {(['active', 'archived'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`adminCatalogue.statuses.${s}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <ProductPhotoFields photos={photos} slots={Math.max(0, Math.min(NEW_PHOTO_SLOTS, maxPhotos - photos.length))} values={values} errors={errors} />
      {offerChoices ? <ProductOffersFields choices={offerChoices} values={values} errorText={errorText} /> : null}
    </EditDialog>
  )
}
