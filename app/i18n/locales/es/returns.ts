/** /returns-exchanges: the policy in short, the return request form and its acknowledgement e-mail. */
export const returns = {
  meta: {
    title: 'Devoluciones y cambios',
    description: 'Pide un cambio de talla, avísanos de un defecto o cuéntanos qué ha pasado con tu prenda a medida.',
  },
  eyebrow: 'Atención al cliente',
  title: 'Devoluciones y cambios',
  intro: 'Cada prenda se corta y se cose para ti. Si algo no encaja, lo arreglamos contigo.',
  policy: {
    title: 'Nuestra política, en corto',
    custom: {
      title: 'Prendas hechas a medida',
      text: 'Como se confeccionan según tus medidas y elecciones, no admiten el derecho de desistimiento de 14 días ni devoluciones con reembolso.',
    },
    sizeChange: {
      title: 'Cambio de talla gratis',
      text_one: 'Tienes {{count}} cambio de talla gratis por pedido durante los {{days}} días siguientes a la entrega.',
      text_other: 'Tienes {{count}} cambios de talla gratis por pedido durante los {{days}} días siguientes a la entrega.',
    },
    defects: {
      title: 'Defectos',
      text: 'Si tu prenda llega con un defecto, avísanos en las {{hours}} horas siguientes a recibirla y la arreglamos o la confeccionamos de nuevo sin coste.',
    },
    adjustments: {
      title: 'Arreglos',
      text: 'Los ajustes sencillos son gratuitos en nuestros talleres colaboradores; el resto te los presupuestamos antes de hacer nada.',
    },
    answer: {
      title: 'Respuesta rápida',
      text: 'Respondemos a cada solicitud en {{hours}} horas como máximo.',
    },
    fullPolicy: 'Lee la política de devoluciones completa',
  },
  form: {
    title: 'Solicitar un cambio o una devolución',
    intro: 'Rellena el formulario y te responderemos en {{hours}} horas como máximo.',
    orderNumber: 'Número de pedido',
    orderNumberHint: 'Está en el email de confirmación de tu pedido, por ejemplo GM-2025-0142.',
    email: 'Email',
    emailHint: 'El que usaste al hacer el pedido.',
    reason: 'Motivo',
    reasonPlaceholder: 'Elige un motivo',
    reasons: {
      size: 'La talla no es correcta',
      quality: 'La calidad no es la esperada',
      different: 'Es diferente a lo que pedí',
      defect: 'Tiene un defecto',
      other: 'Otro motivo',
    },
    comments: 'Comentarios (opcional)',
    commentsHint: 'Cuéntanos qué ha pasado; hasta {{max}} caracteres.',
    submit: 'Enviar solicitud',
    submitting: 'Enviando…',
    errorSummary: 'Revisa los campos marcados.',
    errors: {
      orderNumberFormat: 'Usa solo letras, números y guiones',
      reasonRequired: 'Elige un motivo',
    },
    rateLimited_one:
      'Hemos recibido demasiadas solicitudes en poco tiempo. Inténtalo de nuevo dentro de {{count}} minuto o escríbenos a {{email}}.',
    rateLimited_other:
      'Hemos recibido demasiadas solicitudes en poco tiempo. Inténtalo de nuevo dentro de {{count}} minutos o escríbenos a {{email}}.',
    rateLimitedHours_one:
      'Hemos recibido demasiadas solicitudes en poco tiempo. Inténtalo de nuevo dentro de {{count}} hora o escríbenos a {{email}}.',
    rateLimitedHours_other:
      'Hemos recibido demasiadas solicitudes en poco tiempo. Inténtalo de nuevo dentro de {{count}} horas o escríbenos a {{email}}.',
    success: {
      title: 'Solicitud recibida',
      text: 'Tu número de solicitud es {{number}}. Te hemos enviado un email de confirmación y te responderemos en {{hours}} horas como máximo.',
      another: 'Enviar otra solicitud',
    },
  },
  contact: {
    title: '¿Prefieres hablarlo?',
    text: 'Para cambios y cualquier duda sobre tu prenda, escríbenos o llámanos.',
    email: 'Email',
    phone: 'Teléfono',
    whatsapp: 'WhatsApp',
    hours: 'Horario: {{hours}}',
  },
  email: {
    subject: 'Hemos recibido tu solicitud {{number}}',
    preheader: 'Te responderemos en {{hours}} horas como máximo.',
    heading: 'Solicitud recibida',
    intro: 'Gracias por escribirnos. Hemos registrado tu solicitud con el número {{number}}.',
    summary: 'Pedido: {{order}}\nMotivo: {{reason}}',
    reasonOnly: 'Motivo: {{reason}}',
    commentsKept: 'Hemos guardado tus comentarios con la solicitud.',
    next: 'Qué pasa ahora: la revisamos y te respondemos en {{hours}} horas como máximo. Si es un cambio de talla, te diremos cómo enviarnos la prenda; si es un defecto, puede que te pidamos una foto.',
    button: 'Ver la política de devoluciones',
    footer: '¿Dudas? Responde a este email, escríbenos a {{email}} o llámanos al {{phone}}.',
  },
}
