import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { storeSettings } from '#db/schema/settings.ts'
import { seedDatabase } from '#db/seed/seed.ts'
import { subscribeToNewsletter } from '#app/modules/newsletter/newsletter.server.ts'
import { toFormValues } from '#app/modules/store/settings-form.ts'
import { parseStoreSettingsForm } from '#app/modules/store/settings-form-reading.ts'
import { clearStoreSettingsCache, getStoreSettings, updateStoreSettings } from '#app/modules/store/settings.server.ts'
import { defaultStoreSettings } from '#app/modules/store/settings.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { useMailSink } from '#tests/support/use-mail-sink.ts'

/** Issue 18 item 17: the shop's contact details are its settings, with no made-up numbers, and its e-mails come from the address they show. */
const { db } = useTestDatabase()
const sink = useMailSink()

async function subscribe(email: string) {
  await subscribeToNewsletter({ email, locale: 'es', clientAddress: `10.0.0.${Math.floor(Math.random() * 250) + 1}` })
  return sink().waitFor(email)
}

describe('store contact settings', () => {
  it('a new shop has no phone numbers until it sets its own', async () => {
    expect(defaultStoreSettings().contact).toMatchObject({ phone: '', whatsapp: '' })
    const settings = await getStoreSettings()
    expect(settings.contact).toMatchObject({ phone: '', whatsapp: '' })
  })

  it('the seed clears the early made-up numbers and keeps a real one', async () => {
    const write = (contact: Record<string, string>) =>
      db()
        .update(storeSettings)
        .set({ data: sql`jsonb_set(${storeSettings.data}, '{contact}', ${storeSettings.data} -> 'contact' || ${JSON.stringify(contact)}::jsonb)` })
        .where(eq(storeSettings.id, 1))
    const contact = async () => {
      const [row] = await db().select({ data: storeSettings.data }).from(storeSettings).where(eq(storeSettings.id, 1))
      return (row!.data as { contact: Record<string, string> }).contact
    }
    await write({ phone: '+34 910 000 000', whatsapp: '+34 600 000 000' })
    await seedDatabase(db())
    expect(await contact()).toMatchObject({ phone: '', whatsapp: '' })
    await write({ phone: '+34 911 234 567', whatsapp: '+34 600 000 000' })
    await seedDatabase(db())
    expect(await contact()).toMatchObject({ phone: '+34 911 234 567', whatsapp: '' })
  })

  it('the admin form accepts an empty number and refuses words', () => {
    const values = { ...toFormValues(defaultStoreSettings(), 'es'), 'contact.phone': '', 'contact.whatsapp': '' }
    const empty = parseStoreSettingsForm(values)
    expect(empty.ok ? empty.data : empty.errors).toMatchObject({ 'contact.phone': '', 'contact.whatsapp': '' })
    const words = parseStoreSettingsForm({ ...values, 'contact.whatsapp': 'escríbenos' })
    expect(words.ok ? null : words.errors).toMatchObject({ 'contact.whatsapp': 'invalidPhone' })
  })

  it('e-mails come from the contact address they show, and name the phone only once there is one', async () => {
    const first = await subscribe('desde@example.com')
    expect(first.from).toBe('Gemela <hola@gemela.es>')
    expect(first.text).toContain('¿Dudas? Escríbenos a hola@gemela.es.')
    expect(first.text).not.toContain('llámanos')

    await updateStoreSettings((s) => ({ ...s, storeName: 'Gemela Atelier', contact: { ...s.contact, email: 'taller@gemela.es', phone: '+34 911 234 567' } }))
    clearStoreSettingsCache()
    const second = await subscribe('desde-2@example.com')
    expect(second.from).toBe('Gemela Atelier <taller@gemela.es>')
    expect(second.text).toContain('¿Dudas? Escríbenos a taller@gemela.es o llámanos al +34 911 234 567.')
  })
})
