import { Link } from 'react-router'
import { Field, FieldFrame, SelectField } from '#app/components/ui/field.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { patternKinds } from '#app/modules/artwork/pattern-kinds.ts'
import { fabricMaterials, fabricTextKeys, fabricTypes } from '#app/modules/catalogue/admin-schemas.ts'
import { type FormErrors, LocalizedField, useErrorText } from './catalogue-dialogs.tsx'

/** The fabric's add/edit form (Catálogo › Tejidos): its names, figures, drawn pattern and words. */

const attributeKeys = fabricTextKeys.filter((key) => key !== 'subname' && key !== 'description')

/** `editingId`: the fabric being edited, whose stock is shown with a link to the Stock page instead of an input. */
export function FabricFormFields({ values, errors, editingId }: { values: Record<string, string>; errors: FormErrors; editingId?: number }) {
  const { t } = useTranslation()
  const errorText = useErrorText(errors)
  return (
    <>
      <LocalizedField name="name" label={t('adminCatalogue.fields.name')} values={values} errors={errors} required />
      <LocalizedField name="subname" label={t('adminCatalogue.fields.subname')} values={values} errors={errors} />
      <LocalizedField name="description" label={t('adminCatalogue.fields.description')} values={values} errors={errors} required long />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField name="material" label={t('adminCatalogue.fields.material')} defaultValue={values.material} error={errorText('material')}>
          {fabricMaterials.map((m) => (
            <option key={m} value={m}>
              {t(`adminCatalogue.materials.${m}`)}
            </option>
          ))}
        </SelectField>
        <SelectField name="type" label={t('adminCatalogue.fields.type')} defaultValue={values.type} error={errorText('type')}>
          {fabricTypes.map((type) => (
            <option key={type} value={type}>
              {t(`adminCatalogue.fabricTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <Field
          name="price"
          label={t('adminCatalogue.fields.price')}
          hint={t('adminCatalogue.fields.priceHint')}
          hintBelow
          defaultValue={values.price ?? ''}
          error={errorText('price')}
          inputMode="decimal"
          required
        />
        <Field
          name="widthCm"
          label={t('adminCatalogue.fields.widthCm')}
          hint={t('adminCatalogue.fields.widthHint')}
          hintBelow
          defaultValue={values.widthCm ?? ''}
          error={errorText('widthCm')}
          inputMode="numeric"
          required
        />
        {editingId !== undefined ? (
          <div>
            <p className="text-sm font-medium">{t('adminCatalogue.fields.stockMetres')}</p>
            <p className="mt-2 text-sm">
              {values.stockMetres} m ·{' '}
              <Link to={`/admin/stock/${editingId}`} className="underline underline-offset-4 hover:text-ink-soft">
                {t('adminCatalogue.fields.stockAdjust')}
              </Link>
            </p>
            <p className="mt-1 text-xs text-muted">{t('adminCatalogue.fields.stockManaged')}</p>
          </div>
        ) : (
          <Field
            name="stockMetres"
            label={t('adminCatalogue.fields.stockMetres')}
            hint={t('adminCatalogue.fields.stockHint')}
            hintBelow
            defaultValue={values.stockMetres ?? ''}
            error={errorText('stockMetres')}
            inputMode="decimal"
            required
          />
        )}
      </div>
      <fieldset className="rounded-2xl border border-line p-4">
        <legend className="px-1 text-sm font-medium">{t('adminCatalogue.fields.pattern')}</legend>
        <p className="text-xs text-muted">{t('adminCatalogue.fields.patternHint')}</p>
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          <SelectField name="patternKind" label={t('adminCatalogue.fields.patternKind')} defaultValue={values.patternKind} error={errorText('patternKind')}>
            {patternKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`adminCatalogue.patternKinds.${kind}`)}
              </option>
            ))}
          </SelectField>
          <ColorField name="patternBase" label={t('adminCatalogue.fields.patternBase')} defaultValue={values.patternBase ?? '#f3efe6'} error={errorText('patternBase')} />
          <ColorField name="patternAccent" label={t('adminCatalogue.fields.patternAccent')} defaultValue={values.patternAccent ?? '#2a3a58'} error={errorText('patternAccent')} />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-medium">{t('adminCatalogue.fields.texts')}</legend>
        <p className="-mt-2 text-xs text-muted">{t('adminCatalogue.fields.textsHint')}</p>
        {attributeKeys.map((key) => (
          <LocalizedField key={key} name={key} label={t(`adminCatalogue.fields.${key}`)} values={values} errors={errors} long={key === 'washInstructions'} />
        ))}
      </fieldset>
    </>
  )
}

/** A colour: the native picker as a full swatch of the colour chosen (its code is the browser's business, not hers). */
function ColorField({ name, label, defaultValue, error }: { name: string; label: string; defaultValue: string; error: string | undefined }) {
  return (
    <FieldFrame name={name} label={label} error={error}>
      {(control) => (
        <div className="mt-1.5 flex items-center rounded-xl border border-line bg-white p-1.5 focus-within:border-ink">
          <input
            name={name}
            type="color"
            defaultValue={defaultValue}
            {...control}
            className="h-10 w-full cursor-pointer rounded-lg border-0 bg-transparent p-0 [&::-webkit-color-swatch]:rounded-lg [&::-webkit-color-swatch]:border [&::-webkit-color-swatch]:border-line [&::-webkit-color-swatch-wrapper]:p-0"
          />
        </div>
      )}
    </FieldFrame>
  )
}
