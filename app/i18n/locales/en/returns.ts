import type { Translation } from '../../types.ts'
import type { returns as es } from '../es/returns.ts'

export const returns = {
  meta: {
    title: 'Returns and exchanges',
    description: 'Ask for a size change, report a defect or tell us what happened with your made-to-measure garment.',
  },
  eyebrow: 'Customer care',
  title: 'Returns and exchanges',
  intro: 'Every garment is cut and sewn for you. If something does not fit, we fix it with you.',
  policy: {
    title: 'Our policy, in short',
    custom: {
      title: 'Made-to-measure garments',
      text: 'Because they are made to your measurements and choices, they are exempt from the 14-day right of withdrawal and cannot be returned for a refund.',
    },
    sizeChange: {
      title: 'Free size change',
      text_one: 'You have {{count}} free size change per order within {{days}} days of delivery.',
      text_other: 'You have {{count}} free size changes per order within {{days}} days of delivery.',
    },
    defects: {
      title: 'Defects',
      text: 'If your garment arrives with a defect, tell us within {{hours}} hours of receiving it and we will fix or remake it free of charge.',
    },
    adjustments: {
      title: 'Adjustments',
      text: 'Simple adjustments are free at our partner workshops; anything else we quote before doing any work.',
    },
    answer: {
      title: 'Quick answer',
      text: 'We answer every request within {{hours}} hours at most.',
    },
    fullPolicy: 'Read the full return policy',
  },
  form: {
    title: 'Request a size change or an alteration',
    intro: 'Fill in the form and we will answer within {{hours}} hours at most.',
    orderNumber: 'Order number',
    orderNumberHint: 'You will find it in your order confirmation email, for example GM-2026-000123.',
    email: 'Email',
    emailHint: 'The one you used when ordering.',
    reason: 'Reason',
    reasonPlaceholder: 'Choose a reason',
    reasons: {
      size: 'The size is not right',
      adjustment: 'I would like an alteration (sleeve or hem length, fit…)',
      quality: 'The quality is not as expected',
      different: 'It is different from what I ordered',
      defect: 'It has a defect',
      other: 'Another reason',
    },
    comments: 'Comments (optional)',
    commentsHint: 'Tell us what happened; up to {{max}} characters.',
    submit: 'Send request',
    submitting: 'Sending…',
    errorSummary: 'Please check the highlighted fields.',
    errors: {
      orderNumberFormat: 'Use only letters, numbers and hyphens',
      reasonRequired: 'Choose a reason',
    },
    rateLimited_one: 'We have received too many requests in a short time. Please try again in {{count}} minute or write to us at {{email}}.',
    rateLimited_other: 'We have received too many requests in a short time. Please try again in {{count}} minutes or write to us at {{email}}.',
    rateLimitedHours_one: 'We have received too many requests in a short time. Please try again in {{count}} hour or write to us at {{email}}.',
    rateLimitedHours_other: 'We have received too many requests in a short time. Please try again in {{count}} hours or write to us at {{email}}.',
    success: {
      title: 'Request received',
      text: 'Your request number is {{number}}. We have sent you a confirmation email and will answer within {{hours}} hours at most.',
      another: 'Send another request',
    },
  },
  contact: {
    title: 'Would you rather talk?',
    text: 'For exchanges and any question about your garment, write to us or call us.',
    email: 'Email',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    hours: 'Hours: {{hours}}',
  },
  email: {
    subject: 'We have received your request {{number}}',
    preheader: 'We will answer within {{hours}} hours at most.',
    heading: 'Request received',
    intro: 'Thank you for writing to us. We have registered your request with the number {{number}}.',
    summary: 'Order: {{order}}\nReason: {{reason}}',
    reasonOnly: 'Reason: {{reason}}',
    commentsKept: 'We have saved your comments with the request.',
    next: 'What happens now: we review it and answer within {{hours}} hours at most. If it is a size change or an alteration, we will tell you how to send us the garment (an alteration that is not simple we quote first); if it is a defect, we may ask you for a photo.',
    button: 'See the return policy',
    footer: 'Questions? Reply to this email, write to us at {{email}} or call us on {{phone}}.',
  },
} satisfies Translation<typeof es>
