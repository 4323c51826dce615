/**
 * Information pages: /shipping-policy, /return-policy, /contact and /terms. Every figure is a
 * variable filled from store settings (docs/product.md#store-settings); `<a>` marks a link.
 */
export const policies = {
  common: {
    eyebrow: 'Información',
    toc: 'En esta página',
    tocToggle: 'Índice de contenidos',
    sizeChange_one: 'un cambio de talla gratuito',
    sizeChange_other: '{{count}} cambios de talla gratuitos',
    /** The payment methods the shop offers now (what is configured), listed in a sentence. */
    paymentMethods: {
      card: 'tarjeta o monedero digital (Apple Pay, Google Pay) en la página segura de Stripe',
      test_card: 'tarjeta de prueba (modo de demostración: no se cobra nada)',
      transfer: 'transferencia bancaria',
      gift_card: 'tarjeta regalo de {{store}}',
    },
  },
  shipping: {
    meta: {
      title: 'Política de envíos',
      description: 'Plazos de confección, métodos y precios de envío de Gemela: envío estándar, exprés y recogida en el taller con cita previa.',
    },
    title: 'Política de envíos',
    lead: 'Cada prenda se confecciona cuando la pides. Estos son los plazos y las opciones para que llegue a tus manos.',
    production: {
      title: 'Plazos de confección',
      intro: 'Como confeccionamos cada prenda a partir de tu pedido, al plazo de envío se suma el de confección. Los plazos cuentan desde la confirmación del pago.',
      basic: 'Prendas básicas: {{basicDays}} días laborables.',
      complex: 'Prendas complejas, con más piezas o acabados a mano: {{complexDays}} días laborables.',
      collection: 'Pedidos de {{collectionFrom}} prendas o más: {{collectionDays}} días laborables.',
      urgent: 'Con producción urgente (+{{urgentPercent}} % sobre las prendas, la eliges al finalizar la compra): {{urgentDays}} días laborables.',
    },
    methods: {
      title: 'Métodos de envío',
      intro:
        'Eliges el método al finalizar la compra. Los plazos de envío se suman al de confección: el envío exprés acorta solo el transporte; para acortar la confección, elige producción urgente.',
      caption: 'Métodos de envío, plazos y precios',
      method: 'Método',
      time: 'Plazo',
      price: 'Precio',
      standard: 'Envío estándar',
      standardPrice: '{{standardPrice}}, gratis desde {{freeFrom}}',
      express: 'Envío exprés',
      pickup: 'Recogida en el taller',
      pickupTime: 'Con cita previa',
      free: 'Gratis',
      days: '{{days}} días laborables',
    },
    total: {
      title: 'Plazo total estimado',
      text: 'Sumando confección y envío estándar, una prenda básica llega en {{totalBasicDays}} días laborables y una compleja en {{totalComplexDays}} días laborables; con producción urgente, en {{totalUrgentDays}}. Al finalizar la compra ves el plazo exacto de tu pedido, el mismo que te confirmamos por correo.',
    },
    tracking: {
      title: 'Seguimiento del pedido',
      text: 'Cuando tu prenda sale del taller te enviamos un correo con el número de seguimiento del transportista.',
    },
    pickup: {
      title: 'Recogida con cita previa',
      text: 'Puedes recoger tu pedido sin coste en nuestro taller: {{address}}. Cuando esté lista te escribimos para acordar la cita en nuestro horario de atención ({{hours}}).',
    },
    incidents: {
      title: 'Incidencias en la entrega',
      text: 'Si el paquete llega dañado, indícalo al transportista y escríbenos a {{email}} en las {{defectHours}} horas siguientes a la entrega, con una foto del paquete. Lo resolvemos sin coste para ti.',
    },
  },
  returns: {
    meta: {
      title: 'Política de devoluciones',
      description: 'Prendas a medida de Gemela: cambio de talla gratuito, arreglos en talleres asociados y reparación sin coste de cualquier defecto de confección.',
    },
    title: 'Política de devoluciones',
    lead: 'Cada prenda de Gemela se confecciona para una sola persona. Por eso, en lugar de devoluciones con reembolso, te ofrecemos cambios de talla, arreglos y una garantía frente a defectos.',
    facts: {
      label: 'En resumen',
      sizeChangeValue: '{{sizeChangeDays}} días',
      sizeChangeLabel: 'para solicitar {{sizeChange}}',
      defectValue: '{{defectHours}} h',
      defectLabel: 'para avisarnos de un defecto de confección',
      answerValue: '{{answerHours}} h',
      answerLabel: 'para responder a cada solicitud',
      adjustValue: 'Gratis',
      adjustLabel: 'los arreglos sencillos en talleres asociados',
    },
    custom: {
      title: 'Prendas hechas a medida',
      p1: 'Nuestras prendas se confeccionan según tus medidas y tus elecciones. Como bienes confeccionados conforme a las especificaciones de quien los compra, están exentas del derecho de desistimiento de {{withdrawalDays}} días (artículo 103 c) del Texto Refundido de la Ley General para la Defensa de los Consumidores y Usuarios).',
      p2: 'Por eso no aceptamos devoluciones con reembolso de prendas personalizadas. A cambio, nos comprometemos a que tu prenda te quede bien.',
    },
    sizeChange: {
      title: 'Cambio de talla',
      p1: 'Cada pedido incluye {{sizeChange}} si lo solicitas en los {{sizeChangeDays}} días naturales siguientes a recibirlo. Ajustamos o rehacemos la prenda con las medidas corregidas en {{sizeChangeWorkDays}} días laborables.',
    },
    adjustments: {
      title: 'Arreglos',
      p1: 'Los arreglos sencillos, como el largo de la manga o del bajo, un entalle o un botón, son gratuitos a través de nuestros talleres asociados. Los que requieren añadir tela o cambiar la estructura de la prenda tienen un coste que te presupuestamos con claridad antes de empezar.',
    },
    defects: {
      title: 'Defectos de confección',
      p1: 'Si tu prenda tiene un defecto de confección, avísanos en las {{defectHours}} horas siguientes a recibirla. La arreglamos o la confeccionamos de nuevo sin coste y, si no fuera posible, te devolvemos el importe íntegro en {{refundDays}} días laborables.',
      p2: 'Además, la confección de cada prenda tiene una garantía de {{warrantyMonths}} meses.',
    },
    shippingCosts: {
      title: 'Gastos de envío',
      p1: 'El envío de la prenda al taller para un cambio o un arreglo corre a tu cargo. Si se trata de un defecto, pagamos nosotras el envío de ida y el de vuelta.',
    },
    request: {
      title: 'Cómo hacer una solicitud',
      p1: 'Rellena el formulario de devoluciones y cambios con tu número de pedido y el motivo. Respondemos a cada solicitud en un máximo de {{answerHours}} horas y te indicamos cómo enviarnos la prenda.',
      cta: 'Solicitar un cambio o un arreglo',
    },
    afterlife: {
      title: 'Qué hacemos con las prendas que vuelven',
      p1: 'Las prendas que vuelven al taller se ajustan, se reciclan o se donan. Ninguna acaba en la basura.',
    },
    giftCards: {
      title: 'Tarjetas regalo',
      p1: 'Una tarjeta regalo no es una prenda a medida: puedes desistir de su compra sin dar explicaciones en los {{withdrawalDays}} días siguientes, mientras no se haya usado. Escríbenos a {{email}} y te devolvemos el importe íntegro por el mismo medio de pago.',
    },
  },
  contact: {
    meta: {
      title: 'Contacto',
      description: 'Escribe, llama o visita con cita previa el taller de Gemela. Horario de atención y datos de contacto.',
    },
    title: 'Contacto',
    lead: 'Somos un taller pequeño y nos gusta hablar con quien lleva nuestras prendas. Escríbenos, llámanos o ven a vernos con cita previa.',
    leadNoPhone: 'Somos un taller pequeño y nos gusta hablar con quien lleva nuestras prendas. Escríbenos o ven a vernos con cita previa.',
    channels: 'Cómo hablar con nosotras',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    whatsapp: 'WhatsApp',
    address: 'Taller',
    addressNote: 'Visitas y recogidas con cita previa.',
    hours: 'Horario de atención',
    reply: 'Respondemos en un máximo de {{replyHours}} horas laborables.',
    more: {
      title: '¿Buscas otra cosa?',
      returns: 'Solicitar un cambio o un arreglo',
      faq: 'Preguntas frecuentes',
      shipping: 'Política de envíos',
    },
  },
  terms: {
    meta: {
      title: 'Condiciones generales',
      description: 'Condiciones generales de contratación de Gemela: pedidos, precios, pagos, plazos de confección, cancelaciones, garantía y protección de datos.',
    },
    title: 'Condiciones generales de contratación',
    lead: 'Estas condiciones regulan la compra de prendas a medida en {{store}}. Léelas con calma antes de hacer tu pedido: al confirmarlo, las aceptas.',
    identification: {
      title: 'Identificación',
      p1: '{{store}} es un taller de confección a medida de {{legalName}}, con NIF {{taxId}} y domicilio social en {{registeredAddress}}; el taller está en {{address}}. Puedes escribirnos a {{email}} o llamarnos al {{phone}} en nuestro horario de atención ({{hours}}). El resto de nuestros datos están en el <a>aviso legal</a>.',
      p1NoPhone:
        '{{store}} es un taller de confección a medida de {{legalName}}, con NIF {{taxId}} y domicilio social en {{registeredAddress}}; el taller está en {{address}}. Puedes escribirnos a {{email}} en nuestro horario de atención ({{hours}}). El resto de nuestros datos están en el <a>aviso legal</a>.',
    },
    object: {
      title: 'Objeto',
      p1: 'Estas condiciones regulan la venta a distancia, a través de esta web, de prendas confeccionadas a medida según las especificaciones de cada clienta: modelo, tela, piezas y medidas.',
      p2: 'Cada prenda es única y se confecciona solo después de confirmarse el pedido.',
    },
    ordering: {
      title: 'Proceso de pedido',
      p1: 'Para hacer un pedido diseñas tu prenda, indicas tu talla o tus medidas y completas tus datos de envío, como invitada o con tu cuenta. Antes de pagar verás un resumen con cada elección y el precio total.',
      p2: 'El contrato queda formalizado cuando recibes el correo de confirmación del pedido. Eres responsable de que las medidas facilitadas sean correctas; si tienes dudas, revísalas con nuestra guía antes de confirmar.',
    },
    prices: {
      title: 'Precios e impuestos',
      p1: 'Todos los precios se muestran en euros e incluyen el IVA (21 %). El precio de cada prenda es la suma de su precio base, el suplemento de la tela y el de las piezas elegidas.',
      p2: 'Los gastos de envío se indican antes de pagar: el envío estándar cuesta {{standardPrice}} y es gratuito desde {{freeFrom}}; el exprés cuesta {{expressPrice}}.',
    },
    payment: {
      title: 'Formas de pago',
      p1: 'Pagas el pedido completo al confirmarlo. Aceptamos {{paymentMethods}}. La confección empieza cuando se confirma el pago.',
      p2: 'Si pagas por transferencia, reservamos tus tejidos {{transferDays}} días mientras llega; si no llega a tiempo, el pedido caduca y los tejidos vuelven a estar disponibles.',
    },
    production: {
      title: 'Producción y entrega',
      p1: 'Los plazos de confección, en días laborables desde la confirmación del pago, son: {{basicDays}} días para prendas básicas, {{complexDays}} para prendas complejas y {{collectionDays}} para pedidos de {{collectionFrom}} prendas o más.',
      p2: 'A estos plazos se suma el del método de envío elegido, descrito en nuestra <a>política de envíos</a>. Si un pedido se retrasa, te avisamos con la nueva fecha.',
    },
    urgent: {
      title: 'Pedidos urgentes',
      p1: 'Si necesitas tu pedido antes, elige producción urgente en el paso de envío: confeccionamos tus prendas en {{urgentDays}} días laborables, con un recargo del {{urgentPercent}} % sobre el precio de las prendas (no sobre el envío). Verás el recargo y el nuevo plazo antes de pagar.',
    },
    fittings: {
      title: 'Pruebas',
      p1: 'Si lo deseas, puedes probarte la prenda en el taller con cita previa antes de terminarla. La primera prueba está incluida en el precio; las siguientes se presupuestan aparte.',
    },
    cancellation: {
      title: 'Cancelación',
      p1: 'Puedes cancelar tu pedido sin coste en las {{freeCancelHours}} horas siguientes a su confirmación.',
      p2: 'Pasado ese plazo, si la prenda ya está en producción, la cancelación conlleva un cargo del {{productionCancelPercent}} % del precio del pedido, que cubre la tela cortada y el trabajo realizado.',
    },
    returns: {
      title: 'Devoluciones y ajustes',
      p1: 'Las prendas confeccionadas a medida están excluidas del derecho de desistimiento de {{withdrawalDays}} días (artículo 103 c) del Texto Refundido de la Ley General para la Defensa de los Consumidores y Usuarios). En su lugar tienes {{sizeChange}}, arreglos y la reparación de cualquier defecto, como explica nuestra <a>política de devoluciones</a>.',
      p2: 'Las tarjetas regalo no se confeccionan a medida: puedes desistir de su compra en los {{withdrawalDays}} días siguientes, mientras no se haya usado, y te devolvemos el importe íntegro.',
    },
    warranty: {
      title: 'Garantía',
      p1: 'Garantizamos la confección de cada prenda durante {{warrantyMonths}} meses desde la entrega frente a defectos de costura y acabado. Esta garantía se suma a la garantía legal de conformidad que te reconoce la ley.',
    },
    data: {
      title: 'Protección de datos',
      p1: 'Tratamos tus datos personales conforme al Reglamento General de Protección de Datos (RGPD) y a la Ley Orgánica 3/2018, solo para gestionar tus pedidos, tu cuenta y, si lo aceptas, nuestra newsletter. Tus medidas se usan únicamente para confeccionar tus prendas.',
      p2: 'Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo a {{email}}, y reclamar ante la Agencia Española de Protección de Datos. Todo se explica en nuestra <a>política de privacidad</a>, y las cookies que usamos, en la <b>política de cookies</b>.',
    },
    changes: {
      title: 'Modificación de las condiciones',
      p1: 'Podemos actualizar estas condiciones. Los cambios entran en vigor {{termsNoticeDays}} días después de su publicación en esta página y no afectan a los pedidos ya confirmados.',
    },
    law: {
      title: 'Legislación y jurisdicción',
      p1: 'Estas condiciones se rigen por la legislación española. Si eres consumidora, para cualquier controversia serán competentes los juzgados y tribunales de tu domicilio.',
    },
  },
}
