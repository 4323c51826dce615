/**
 * The legal pages: /privacy, /legal and /cookies (docs/product.md#legal-pages), and the tax id's
 * messages. Every company figure is a variable filled from the store settings; `<a>` marks a link.
 */
export const legal = {
  privacy: {
    meta: {
      title: 'Política de privacidad',
      description: 'Qué datos personales trata Gemela, para qué, con qué base legal, durante cuánto tiempo y cómo ejercer tus derechos.',
    },
    title: 'Política de privacidad',
    lead: 'Qué datos tuyos tratamos en {{store}}, para qué, durante cuánto tiempo, quién más los ve y cómo puedes ejercer tus derechos.',
    controller: {
      title: 'Responsable del tratamiento',
      p1: 'El responsable de tus datos es {{legalName}}, con NIF {{taxId}} y domicilio social en {{registeredAddress}}. Para cualquier cuestión sobre tus datos escríbenos a {{email}}.',
    },
    purposes: {
      title: 'Para qué usamos tus datos',
      caption: 'Finalidades, datos que usamos y base legal de cada una',
      purpose: 'Finalidad',
      data: 'Datos',
      basis: 'Base legal',
      orders: {
        purpose: 'Tus pedidos: confeccionar, cobrar y enviar tus prendas, y atender cambios, arreglos y garantías.',
        data: 'Nombre, correo, teléfono, dirección, medidas y elecciones de cada prenda, estado del pago (nunca los datos de tu tarjeta).',
        basis: 'La ejecución del contrato de compra (art. 6.1.b RGPD) y nuestras obligaciones contables y fiscales (art. 6.1.c RGPD).',
      },
      account: {
        purpose: 'Tu cuenta: acceso, direcciones, perfiles de medidas y diseños guardados.',
        data: 'Nombre, correo, contraseña cifrada, direcciones, medidas y diseños.',
        basis: 'La ejecución del contrato que aceptas al crear tu cuenta (art. 6.1.b RGPD).',
      },
      newsletter: {
        purpose: 'La newsletter: novedades y telas nuevas.',
        data: 'Correo e idioma, y cuándo y desde dónde diste tu consentimiento.',
        basis: 'Tu consentimiento (art. 6.1.a RGPD), que confirmas desde el correo que te enviamos y retiras cuando quieras con el enlace de cada envío.',
      },
      fraud: {
        purpose: 'Prevenir el fraude y proteger la tienda: límites de intentos, pedidos sin pagar, registros de seguridad.',
        data: 'Dirección IP, navegador, intentos de acceso y de pago.',
        basis: 'Nuestro interés legítimo en proteger a nuestras clientas y a la tienda (art. 6.1.f y considerando 47 RGPD).',
      },
    },
    measurements: {
      title: 'Tus medidas',
      p1: 'Tus medidas sirven solo para confeccionar tus prendas. No las usamos para hacer perfiles ni publicidad, y solo las ve el taller que cose tu prenda.',
    },
    retention: {
      title: 'Cuánto tiempo los conservamos',
      orders: 'Pedidos y facturas: {{recordsYears}} años, como exige la legislación mercantil y fiscal. Si eliminas tu cuenta, los conservamos sin tu perfil.',
      account: 'Cuenta, direcciones, perfiles de medidas y diseños guardados: mientras mantengas tu cuenta. Al eliminarla los borramos.',
      newsletter: 'Newsletter: hasta que te des de baja o elimines tu cuenta. Mientras estés suscrita, guardamos cuándo y desde dónde diste tu consentimiento.',
      requests: 'Solicitudes de cambio o arreglo: mientras dure la garantía de la prenda ({{warrantyMonths}} meses desde la entrega).',
      security: 'Límites de intentos y registros de seguridad: el tiempo que necesitan para cumplir su función, normalmente horas o días.',
    },
    processors: {
      title: 'Quién más trata tus datos',
      intro: 'No vendemos ni cedemos tus datos. Estos proveedores los tratan por encargo nuestro, con contrato y solo para prestarnos su servicio:',
      payments: 'El proveedor de pagos, que cobra con tarjeta, Apple Pay o Google Pay. Los datos de tu tarjeta van directamente a él y nunca pasan por nuestros servidores.',
      mail: 'El proveedor de correo electrónico, que entrega los correos de tus pedidos, tu cuenta y la newsletter.',
      hosting: 'El proveedor de alojamiento, en cuyos servidores funcionan la web y su base de datos.',
      carrier: 'La empresa de transporte recibe tu nombre, tu dirección y tu teléfono para entregarte el pedido.',
      transfers:
        'Si algún proveedor trata datos fuera del Espacio Económico Europeo, lo hace con las garantías del RGPD (una decisión de adecuación o cláusulas contractuales tipo).',
    },
    rights: {
      title: 'Tus derechos',
      p1: 'Puedes acceder a tus datos, rectificarlos, suprimirlos, oponerte a su tratamiento, pedir que lo limitemos y llevártelos (portabilidad). Lo que tratamos con tu consentimiento puedes retirarlo cuando quieras, sin que afecte a lo hecho antes.',
      account: 'Con una cuenta lo tienes a mano en <a>Mi cuenta › Mis datos</a>: descargar todo lo que guardamos sobre ti, cambiar tu correo o eliminar tu cuenta.',
      p2: 'Para todo lo demás escríbenos a {{email}} diciendo qué derecho quieres ejercer. Respondemos en un mes como máximo.',
      aepd: 'Si crees que no hemos tratado bien tus datos, puedes reclamar ante la Agencia Española de Protección de Datos (<a>www.aepd.es</a>).',
    },
    cookies: {
      title: 'Cookies',
      p1: 'Solo usamos las cookies imprescindibles para que la tienda funcione. Las detallamos en nuestra <a>política de cookies</a>.',
    },
  },
  notice: {
    meta: {
      title: 'Aviso legal',
      description: 'Datos de la empresa titular de la tienda Gemela: razón social, NIF, domicilio social, datos registrales y contacto.',
    },
    title: 'Aviso legal',
    lead: 'Quién está detrás de {{store}}, como exige la Ley 34/2002 de servicios de la sociedad de la información y de comercio electrónico (LSSI).',
    owner: {
      title: 'Titular de la web',
      legalName: 'Razón social',
      taxId: 'NIF',
      address: 'Domicilio social',
      registry: 'Datos registrales',
      email: 'Correo electrónico',
    },
    use: {
      title: 'Uso de la web',
      p1: 'Al navegar por esta web aceptas usarla de buena fe y conforme a la ley. Las compras se rigen por nuestras <a>condiciones generales de contratación</a>.',
    },
    ip: {
      title: 'Propiedad intelectual',
      p1: 'Los textos, dibujos, diseños y fotografías de esta web pertenecen a {{legalName}} o se usan con permiso. No puedes reproducirlos con fines comerciales sin nuestra autorización.',
    },
    liability: {
      title: 'Responsabilidad',
      p1: 'Cuidamos que la información de esta web sea exacta y esté al día. Los enlaces a webs de terceros, como nuestras redes sociales, llevan a contenidos de los que no somos responsables.',
    },
    data: {
      title: 'Datos personales',
      p1: 'Cómo tratamos tus datos lo explica nuestra <a>política de privacidad</a>.',
    },
  },
  cookies: {
    meta: {
      title: 'Política de cookies',
      description: 'Las cookies y el almacenamiento local que usa Gemela: solo los imprescindibles, con su finalidad y su duración.',
    },
    title: 'Política de cookies',
    lead: 'Qué guarda esta web en tu navegador, para qué y durante cuánto tiempo.',
    essential: {
      title: 'Solo las imprescindibles',
      p1: 'Esta web usa únicamente cookies y almacenamiento local estrictamente necesarios para darte el servicio que pides: tu sesión, tu carrito, tu idioma y el punto de cada página donde estabas. No usamos cookies de análisis, de publicidad ni de terceros.',
      p2: 'Por eso no te pedimos consentimiento ni te mostramos un aviso de cookies (artículo 22.2 de la LSSI). Si algún día añadimos otras, te pediremos permiso antes de usarlas.',
    },
    list: {
      title: 'Lo que guardamos',
      caption: 'Cookies y almacenamiento local de esta web',
      name: 'Nombre',
      kind: 'Tipo',
      purpose: 'Finalidad',
      lifetime: 'Duración',
      owner: 'Titular',
      own: 'Propia',
    },
    kinds: { cookie: 'Cookie', localStorage: 'Almacenamiento local', sessionStorage: 'Almacenamiento de sesión' },
    purposes: {
      session: 'Mantiene abierta tu sesión cuando entras en tu cuenta.',
      signInState: 'Protege el acceso con Google, Apple u otro proveedor mientras lo completas.',
      basket: 'Recuerda tu carrito cuando compras sin cuenta.',
      language: 'Recuerda el idioma que eliges.',
      scroll: 'Devuelve la página al punto donde estabas cuando vuelves atrás.',
    },
    lifetimes: {
      minutes_one: '{{count}} minuto',
      minutes_other: '{{count}} minutos',
      days_one: '{{count}} día',
      days_other: '{{count}} días',
      persistent: 'Hasta que la borres',
      tab: 'Hasta que cierres la pestaña',
    },
    manage: {
      title: 'Cómo borrarlas',
      p1: 'Puedes borrar las cookies y el almacenamiento local desde la configuración de tu navegador. Si lo haces, se cerrará tu sesión, perderás el carrito que tengas sin cuenta y la web volverá al idioma de tu navegador.',
    },
  },
  taxId: {
    errors: {
      required: 'Escribe el NIF',
      invalidFormat: 'Escribe un NIF, NIE o CIF válido, como 12345678Z o B12345674',
      invalidControl: 'La letra o el dígito de control no corresponde: revisa el NIF',
    },
  },
}
