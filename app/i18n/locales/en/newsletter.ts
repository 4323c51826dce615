import type { Translation } from '../../types.ts'
import type { newsletter as es } from '../es/newsletter.ts'

export const newsletter = {
  confirm: {
    metaTitle: 'Newsletter subscription',
    eyebrow: 'Newsletter',
    collection: 'Meanwhile, discover how we work',
    title: 'Confirm your subscription',
    text: 'Press the button to start receiving our new fabrics at {{email}}.',
    button: 'Confirm subscription',
  },
  unsubscribe: {
    metaTitle: 'Unsubscribe from the newsletter',
    eyebrow: 'Newsletter',
    title: 'Do you want to stop receiving our newsletter?',
    text: 'We will stop writing to {{email}}. You can subscribe again whenever you like.',
    button: 'Unsubscribe me',
    keep: 'No, I want to keep receiving it',
  },
  email: {
    confirm: {
      subject: 'Confirm your subscription to {{store}}',
      preheader: 'One click and you will be the first to see our new fabrics.',
      heading: 'Confirm your subscription',
      intro: 'Thank you for wanting to receive our new fabrics every week.',
      body: 'Press the button to confirm that this address is yours. If it was not you, ignore this message: we will not write again.',
      button: 'Confirm subscription',
      fallback: 'If the button does not work, copy this link into your browser:',
    },
    welcome: {
      subject: 'Welcome to {{store}}',
      preheader: 'Your subscription is confirmed.',
      heading: 'You are in',
      body1: 'Your subscription is confirmed. Every week we will tell you which new fabrics have arrived at the workshop, before anyone else.',
      body2: 'Every fabric is unique: once it runs out, it never returns.',
      button: 'Visit {{store}}',
    },
    already: {
      subject: 'You already receive the {{store}} newsletter',
      preheader: 'There is nothing you need to do.',
      heading: 'You were already on the list',
      body: 'Someone (probably you) asked to subscribe this address, but you already receive our newsletter. There is nothing you need to do.',
    },
    footer: {
      contact: 'Questions? Write to us at {{email}} or call us on {{phone}}.',
      contactNoPhone: 'Questions? Write to us at {{email}}.',
      reason: 'You receive this email because your address signed up for the {{store}} newsletter.',
      unsubscribe: 'Unsubscribe from the newsletter',
    },
  },
} satisfies Translation<typeof es>
