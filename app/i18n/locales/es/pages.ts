/** Marketing pages: /values, /process, /how-it-works and /faq. Figures come from store settings. */
export const pages = {
  values: {
    meta: {
      title: 'Nuestros valores',
      description: 'Personalización, tecnología, durabilidad, sostenibilidad y exclusividad: los cinco principios que cosemos en cada prenda a medida de Gemela.',
    },
    hero: {
      eyebrow: 'Nuestros valores',
      title: 'Lo que cosemos en cada prenda',
      lead: 'Somos dos hermanas gemelas que crecieron entre patrones y retales. Cinco principios guían cada prenda de Gemela, desde el primer boceto hasta la última puntada.',
    },
    sections: {
      customization: {
        eyebrow: 'Personalización',
        title: 'Diseñada por ti, a tu medida',
        text: 'Tú eliges la tela, la manga, el puño y el cuello. Nosotras cortamos el patrón con tus medidas, no con una talla de catálogo. El resultado es una prenda que no existía hasta que la imaginaste.',
        point1: 'Tela, manga, puño y cuello a tu elección',
        point2: 'Un patrón cortado para tu cuerpo, no para un maniquí',
      },
      technology: {
        eyebrow: 'Tecnología',
        title: 'Tu perfil corporal, estimado con precisión',
        text: 'Con unos pocos datos que ya conoces, como tu altura, tu peso o tu talla habitual, estimamos las veintidós medidas que necesita un patrón. Nuestro modelo aprende de datos antropométricos reales, y tú revisas y corriges cada medida antes de confirmar el pedido.',
        point1: 'Veintidós medidas a partir de unos pocos datos',
        point2: 'Siempre revisables antes de confirmar',
      },
      durability: {
        eyebrow: 'Durabilidad',
        title: 'Hecha para quedarse',
        text: 'Costuras reforzadas, acabados cuidados y tejidos elegidos por cómo envejecen. Si tu cuerpo cambia, nuestros talleres asociados ajustan la prenda: los arreglos sencillos son gratuitos.',
        point1: 'Garantía de confección de {{warrantyMonths}} meses',
        point2: 'Arreglos sencillos gratuitos en talleres asociados',
      },
      sustainability: {
        eyebrow: 'Sostenibilidad',
        title: 'Solo cosemos lo que alguien ha pedido',
        text: 'Sin stock, sin rebajas de temporada y sin excedentes que acaben en un vertedero. Cada prenda se confecciona bajo pedido, y las que vuelven al taller se ajustan, se reciclan o se donan.',
        point1: 'Producción bajo pedido, sin excedentes',
        point2: 'Ninguna prenda devuelta acaba en la basura',
      },
      exclusivity: {
        eyebrow: 'Exclusividad',
        title: 'Una tela, una prenda, una sola dueña',
        text: 'Nuestras telas son series limitadas: cuando se agotan, no vuelven. Y en cuanto eliges una combinación de tela y prenda, queda reservada para ti. Nadie más tendrá esa prenda en esa tela.',
        point1: 'Telas de serie limitada que no se reponen',
        point2: 'Cada combinación de tela y prenda es solo tuya',
      },
    },
    cta: {
      title: '¿Diseñamos la tuya?',
      text: 'Elige un modelo de la colección y hazlo tuyo en unos minutos.',
      collection: 'Ver la colección',
      process: 'Conoce el proceso',
    },
  },
  process: {
    meta: {
      title: 'El proceso',
      description: 'Diseña, crea tu perfil corporal, confeccionamos tu prenda y la recibes en casa: así nace una prenda a medida de Gemela, con los plazos reales de entrega.',
    },
    hero: {
      eyebrow: 'El proceso',
      title: 'De tu idea a tu armario, en cuatro pasos',
      lead: 'Sin tallas de catálogo ni almacenes llenos: cada prenda empieza el día en que tú la diseñas.',
    },
    stepsTitle: 'Cuatro pasos',
    steps: {
      design: {
        title: 'Diseña',
        text: 'Elige un modelo y decide la tela, la manga, el puño y el cuello. Ves el precio final antes de añadirla a la cesta.',
      },
      profile: {
        title: 'Crea tu perfil corporal',
        text: 'Elige una talla estándar, introduce tus medidas o deja que las estimemos con unos pocos datos. Las revisas antes de confirmar.',
      },
      creation: {
        title: 'Creación',
        text: 'Cortamos y cosemos tu prenda en el taller: {{basicDays}} días laborables para prendas básicas y {{complexDays}} para las más complejas.',
      },
      delivery: {
        title: 'Recíbela y pruébatela',
        text: 'Te la enviamos en {{standardDays}} días laborables, o en {{expressDays}} con envío exprés. Si la talla no es perfecta, cada pedido incluye {{sizeChange}} en {{sizeChangeDays}} días.',
      },
    },
    delivery: {
      eyebrow: 'Plazos de entrega',
      title: 'Cuándo llega tu prenda',
      total: '{{totalDays}} días laborables',
      text: 'Es el plazo total estimado desde la confirmación del pago: la confección de tu prenda más el envío estándar.',
      basic: 'Confección de prendas básicas',
      complex: 'Confección de prendas complejas',
      standard: 'Envío estándar',
      express: 'Envío exprés',
      days: '{{days}} días laborables',
      shippingLink: 'Política de envíos',
      howLink: 'Cómo funciona la tienda',
    },
  },
  howItWorks: {
    meta: {
      title: 'Cómo funciona',
      description: 'Elige tu prenda, personalízala, danos tu talla y recíbela en casa: cuatro pasos para comprar una prenda a medida en Gemela.',
    },
    hero: {
      eyebrow: 'Cómo funciona',
      title: 'Comprar a medida, paso a paso',
      lead: 'Diseñar una prenda única lleva menos tiempo que probarse tres tallas en un probador.',
    },
    stepLabel: 'Paso {{n}}',
    steps: {
      choose: {
        title: 'Elige tu prenda',
        text: 'Recorre la colección de camisetas, camisas, polos, pantalones y faldas. Cada modelo muestra su precio de partida, con el IVA incluido.',
      },
      customize: {
        title: 'Personaliza cada detalle',
        text: 'Escoge la tela y, según la prenda, la manga, el puño y el cuello, o el largo, la cinturilla y la abertura de una falda. El precio se actualiza con cada elección.',
      },
      size: {
        title: 'Danos tu talla',
        text: 'Una talla estándar, un perfil de medidas guardado o una estimación a partir de tu altura y tu peso que revisas antes de confirmar.',
      },
      receive: {
        title: 'Recíbela en casa',
        text: 'La confeccionamos en {{basicDays}} días laborables (prendas básicas) y te la enviamos. El envío estándar es gratuito desde {{freeFrom}}.',
      },
    },
    cta: {
      title: 'Empieza por la prenda',
      text: 'Todo lo demás lo decides tú.',
      collection: 'Ver la colección',
      process: 'Así la confeccionamos',
    },
  },
  faq: {
    meta: {
      title: 'Preguntas frecuentes',
      description: 'Resolvemos tus dudas sobre las prendas a medida de Gemela: qué las hace únicas, cómo dar tus medidas, plazos de entrega, telas y cambios.',
    },
    hero: {
      eyebrow: 'Ayuda',
      title: 'Preguntas frecuentes',
      lead: 'Lo que más nos preguntáis antes de diseñar la primera prenda.',
    },
    questions: {
      unique: {
        question: '¿Qué hace única a cada prenda?',
        answer:
          'Cada prenda se corta con tus medidas y con la tela, la manga, el puño y el cuello que eliges. Nuestras telas son series limitadas que no se reponen y, en cuanto eliges una combinación de tela y prenda, queda reservada para ti: nadie más tendrá esa prenda en esa tela.',
      },
      measurements: {
        question: '¿Cómo doy mis medidas?',
        answer:
          'Tienes tres opciones: elegir una talla estándar (de la XS a la XL), rellenar un perfil con tus medidas, con una guía ilustrada para tomar cada una, o dejar que las estimemos a partir de unos pocos datos, como tu altura y tu peso. Siempre puedes revisar y corregir las medidas antes de confirmar el pedido.',
      },
      delivery: {
        question: '¿Cuánto tarda en llegar mi pedido?',
        answer:
          'Confeccionamos cada prenda cuando la pides: {{basicDays}} días laborables para prendas básicas y {{complexDays}} para las complejas. Después, el envío estándar tarda {{standardDays}} días laborables ({{standardPrice}}, gratis desde {{freeFrom}}) y el exprés, {{expressDays}} días laborables ({{expressPrice}}): el exprés acorta solo el envío. Si la necesitas antes, la producción urgente (+{{urgentPercent}} %) la confecciona en {{urgentDays}} días laborables.',
      },
      payment: {
        question: '¿Cómo puedo pagar?',
        answer: 'Pagas el pedido completo al confirmarlo. Aceptamos {{paymentMethods}}. Empezamos a confeccionar cuando se confirma el pago.',
      },
      fabric: {
        question: '¿Qué telas utilizáis?',
        answer:
          'Trabajamos con algodón, seda y lino de series limitadas. Cada tela tiene su ficha con la composición, el tacto, el peso y los cuidados. Cuando una tela se agota, no vuelve. Ten en cuenta que el color en pantalla puede variar ligeramente respecto al real.',
      },
      returns: {
        question: '¿Puedo devolver o cambiar mi prenda?',
        answer:
          'Al ser prendas hechas a medida no admiten devolución con reembolso, pero cada pedido incluye {{sizeChange}} en los {{sizeChangeDays}} días siguientes a recibirlo. Si tu prenda tiene un defecto, avísanos en {{defectHours}} horas y la arreglamos o la confeccionamos de nuevo sin coste.',
        link: 'Lee la política de devoluciones completa',
      },
    },
    more: {
      title: '¿No encuentras tu respuesta?',
      text: 'Escríbenos y te respondemos en un máximo de {{replyHours}} horas laborables.',
      contact: 'Contactar',
    },
  },
}
