/** Newsletter pages and e-mails. The form's own strings are in common.newsletter, the pages' titles in common.newsletterPages. */
export const newsletter = {
  confirm: {
    metaTitle: 'Suscripción a la newsletter',
    eyebrow: 'Newsletter',
    collection: 'Mientras tanto, descubre cómo trabajamos',
    title: 'Confirma tu suscripción',
    text: 'Pulsa el botón para empezar a recibir nuestras telas nuevas en {{email}}.',
    button: 'Confirmar suscripción',
  },
  unsubscribe: {
    metaTitle: 'Darse de baja de la newsletter',
    eyebrow: 'Newsletter',
    title: '¿Quieres dejar de recibir nuestra newsletter?',
    text: 'Dejaremos de escribir a {{email}}. Puedes volver a suscribirte cuando quieras.',
    button: 'Darme de baja',
    keep: 'No, quiero seguir recibiéndola',
  },
  email: {
    confirm: {
      subject: 'Confirma tu suscripción a {{store}}',
      preheader: 'Un clic y serás la primera en ver nuestras telas nuevas.',
      heading: 'Confirma tu suscripción',
      intro: 'Gracias por querer recibir nuestras telas nuevas cada semana.',
      body: 'Pulsa el botón para confirmar que esta dirección es tuya. Si no has sido tú, ignora este mensaje: no te escribiremos más.',
      button: 'Confirmar suscripción',
      fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    },
    welcome: {
      subject: 'Bienvenida a {{store}}',
      preheader: 'Tu suscripción está confirmada.',
      heading: 'Ya estás dentro',
      body1: 'Tu suscripción está confirmada. Cada semana te contaremos qué telas nuevas han llegado al taller, antes que a nadie.',
      body2: 'Cada tejido es único: cuando se agota, no vuelve.',
      button: 'Visitar {{store}}',
    },
    already: {
      subject: 'Ya recibes la newsletter de {{store}}',
      preheader: 'No tienes que hacer nada.',
      heading: 'Ya estabas en la lista',
      body: 'Alguien (seguramente tú) ha pedido suscribir esta dirección, pero ya recibes nuestra newsletter. No tienes que hacer nada.',
    },
    footer: {
      contact: '¿Dudas? Escríbenos a {{email}} o llámanos al {{phone}}.',
      contactNoPhone: '¿Dudas? Escríbenos a {{email}}.',
      reason: 'Recibes este email porque tu dirección se apuntó a la newsletter de {{store}}.',
      unsubscribe: 'Darme de baja de la newsletter',
    },
  },
}
