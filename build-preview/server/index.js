import { _ as localeCookieName, a as garmentAspect, c as computeItemStatus, d as formatRange, f as formatSupportHours, g as localeCookie, h as isLocale, i as GarmentPreview, l as stepParam, m as intlLocale, n as BasketItemCard, o as cn, p as detectLocale, r as FabricSwatch, s as computeEditTarget, t as ConfirmDeleteDialog, u as formatMoney, v as localeStorageKey, y as supportedLocales } from "./assets/confirm-delete-dialog-Dut9qGjw.js";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { Form, Link, Links, Meta, NavLink, Outlet, Scripts, ScrollRestoration, ServerRouter, UNSAFE_withComponentProps, UNSAFE_withErrorBoundaryProps, data, isRouteErrorResponse, redirect, useActionData, useFetcher, useLocation, useNavigate, useNavigation, useRouteLoaderData } from "react-router";
import { Suspense, createContext, lazy, useContext, useEffect, useId, useMemo, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { I18nextProvider, Trans, useTranslation } from "react-i18next";
import i18next from "i18next";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import "@electric-sql/pglite";
import "pg";
import { z } from "zod";
import { createHash, randomBytes } from "node:crypto";
import * as Accordion from "@radix-ui/react-accordion";
import nodemailer from "nodemailer";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// app/utils/nonce.tsx
var NonceContext = createContext("");
var NonceProvider = NonceContext.Provider;
/** The per-request CSP nonce, for the few inline scripts React Router renders. */
function useNonce() {
	return useContext(NonceContext);
}
// app/entry.server.tsx
var entry_server_exports = /* @__PURE__ */ __exportAll({
	default: () => handleRequest,
	streamTimeout: () => streamTimeout
});
var streamTimeout = 5e3;
function handleRequest(request, responseStatusCode, responseHeaders, routerContext, loadContext) {
	const nonce = loadContext.nonce;
	return new Promise((resolve, reject) => {
		let shellRendered = false;
		const userAgent = request.headers.get("user-agent");
		const readyOption = userAgent && isbot(userAgent) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
		const { pipe, abort } = renderToPipeableStream(/* @__PURE__ */ jsx(NonceProvider, {
			value: nonce,
			children: /* @__PURE__ */ jsx(ServerRouter, {
				context: routerContext,
				url: request.url,
				nonce
			})
		}), {
			nonce,
			[readyOption]() {
				shellRendered = true;
				const body = new PassThrough();
				const stream = createReadableStreamFromReadable(body);
				responseHeaders.set("Content-Type", "text/html; charset=utf-8");
				resolve(new Response(stream, {
					headers: responseHeaders,
					status: responseStatusCode
				}));
				pipe(body);
			},
			onShellError(error) {
				reject(error);
			},
			onError(error) {
				responseStatusCode = 500;
				if (shellRendered) console.error(error);
			}
		});
		setTimeout(abort, 6e3);
	});
}
// app/i18n/i18n.ts
/** A synchronous i18next instance for one render (server) or one page session (client). */
function createI18n(locale, resources) {
	const instance = i18next.createInstance();
	instance.init({
		lng: locale,
		fallbackLng: "es",
		supportedLngs: ["es", "en"],
		resources: { [locale]: { translation: resources } },
		interpolation: { escapeValue: false },
		initAsync: false
	});
	return instance;
}
// app/i18n/resources.server.ts
var all = {
	es: {
		basket: {
			sidebar: {
				title: "Mi cesta ({{count}})",
				close: "Cerrar cesta",
				emptyTitle: "Tu carrito está vacío",
				emptyText: "Comienza a personalizar tu primera prenda",
				explore: "Explorar colección",
				total: "Total",
				checkout: "Terminar la compra",
				completeProducts: "Completa tus productos",
				incompleteWarning: "Tienes productos incompletos. Completa todas las personalizaciones antes de finalizar la compra.",
				viewCart: "Ver cesta",
				loading: "Cargando tu cesta…"
			},
			page: {
				metaTitle: "Cesta",
				title: "CESTA ({{count}})",
				emptyTitle: "Tu cesta está vacía",
				emptyText: "Diseña tu primera prenda a medida: elige el tejido, los detalles y tu talla.",
				explore: "Explorar colección",
				summaryTitle: "Resumen del pedido",
				subtotal: "Subtotal",
				shipping: "Envío",
				shippingFree: "Envío gratis a partir de {{amount}}",
				shippingFromHere: "Envío estándar {{price}}; gratis a partir de {{amount}}",
				delivery: "Entrega en {{days}} días laborables tras la confección ({{production}} días)",
				returns: "Un cambio de talla gratuito en {{days}} días",
				total: "Total",
				taxes: "IVA incluido ({{vat}})",
				checkout: "TERMINAR LA COMPRA",
				keepShopping: "SEGUIR COMPRANDO",
				incompleteAlert: "No puedes finalizar la compra. Los siguientes productos están incompletos: {{names}}. Por favor, completa todas las personalizaciones antes de continuar."
			},
			item: {
				created: "Creado el {{date}}",
				complete: "Completo",
				incomplete: "Incompleto",
				missing: "Te falta:",
				fields: {
					fabric: "tela",
					sleeve: "manga",
					cuff: "puño",
					collar: "cuello",
					leg: "corte de pierna",
					waistband: "cinturilla",
					measurements: "talla/medidas",
					personalData: "datos personales"
				},
				fabric: "Tejido",
				noFabric: "Sin tejido",
				included: "incluido",
				size: "Talla",
				sizeStandard: "Talla {{size}}",
				sizeCustom: "Medidas a medida: {{name}}",
				noSize: "Talla no seleccionada",
				price: "Precio",
				edit: "Editar",
				continue: "Continuar",
				viewSummary: "Ver resumen",
				selectSize: "Seleccionar talla",
				delete: "Eliminar",
				deleteLabel: "Eliminar {{name}} de la cesta",
				fabricProblem: "Este tejido ya no está disponible para esta prenda: elige otro."
			},
			confirmDelete: {
				title: "¿Eliminar producto?",
				text: "Vas a quitar este producto de tu cesta. Esta acción no se puede deshacer.",
				cancel: "Cancelar",
				confirm: "Eliminar",
				deleting: "Eliminando…"
			}
		},
		catalogue: {
			collection: {
				metaTitle: "Colección",
				metaDescription: "Doce prendas para diseñar a tu medida, cada una en un tejido que solo tendrás tú.",
				eyebrow: "Colección",
				title: "Elige la prenda, nosotras la cosemos a tu medida",
				intro: "Cada diseño se corta en un tejido limitado. Cuando una combinación se elige, es solo tuya.",
				from: "Desde {{price}}",
				count_one: "{{count}} prenda",
				count_other: "{{count}} prendas"
			},
			detail: {
				notFoundTitle: "Producto no encontrado",
				notFoundText: "El producto que buscas no existe.",
				backToCollection: "Volver a la colección",
				from: "Desde {{price}}",
				taxes: "IVA incluido. Tejido y opciones de estilo según tu elección.",
				design: "Diseñar mi {{name}}",
				howTitle: "Cómo diseñar tu prenda",
				step1Title: "Escoge",
				step1Text: "Elige entre nuestros tejidos únicos: algodón, seda o lino, cada uno en cantidad limitada.",
				step2Title: "Personaliza",
				step2Text: "Decide cada detalle: la manga, el puño y el cuello, o el corte y la cinturilla.",
				step3Title: "Completa tu look",
				step3Text: "Danos tu talla o tus medidas y la cosemos para ti en {{days}} días laborables.",
				fitTitle: "¿Y si no me queda bien?",
				fitText: "Tu prenda se hace a medida, así que la ajustamos contigo: un cambio de talla gratuito por pedido en {{days}} días y arreglos sencillos sin coste en nuestros talleres asociados.",
				fitLink: "Lee la política de devoluciones",
				categoryLabel: "Categoría"
			},
			fabric: {
				notFoundTitle: "Tela no encontrada",
				notFoundText: "La tela que buscas no existe.",
				back: "Volver",
				close: "Cerrar",
				included: "Incluido en el precio",
				surcharge: "+{{price}} sobre el precio de la prenda",
				inStock: "Disponible: {{metres}} m",
				lowStock: "Quedan {{metres}} m",
				soldOut: "Agotado",
				soldOutText: "Este tejido se ha agotado y no volverá.",
				details: "Ficha del tejido",
				care: "Cuidados",
				material: {
					algodon: "Algodón",
					seda: "Seda",
					lino: "Lino"
				},
				type: {
					basic: "Básico",
					premium: "Premium"
				},
				attributes: {
					composition: "Composición",
					thread: "Hilo",
					color: "Color",
					technique: "Técnica",
					aspect: "Aspecto",
					perceivedWeight: "Peso percibido",
					softness: "Suavidad",
					brightness: "Brillo",
					wrinkleResistance: "Resistencia a las arrugas",
					ironEffort: "Planchado",
					seasonality: "Temporada",
					uniformity: "Uniformidad",
					origin: "Origen",
					washInstructions: "Lavado"
				},
				swatch: "Muestra del tejido {{name}}"
			}
		},
		common: {
			brand: "Gemela",
			skipToContent: "Saltar al contenido",
			nav: {
				label: "Navegación principal",
				home: "Inicio",
				collection: "Colección",
				faq: "FAQ",
				values: "Valores"
			},
			header: {
				home: "Gemela, ir al inicio",
				createAccount: "Crear cuenta",
				login: "Iniciar sesión",
				logout: "Cerrar sesión",
				openMenu: "Abrir menú",
				closeMenu: "Cerrar menú",
				menu: "Menú",
				basket: "Cesta",
				basketWithCount_one: "Cesta, {{count}} producto",
				basketWithCount_other: "Cesta, {{count}} productos",
				account: "Mi cuenta"
			},
			accountMenu: {
				orders: "Mis pedidos",
				profiles: "Gestionar perfiles de medidas",
				personalData: "Modificar datos personales",
				addresses: "Cambiar direcciones",
				password: "Cambiar contraseña",
				saved: "Artículos guardados",
				gift: "Enviar un regalo",
				logout: "Cerrar sesión"
			},
			language: {
				label: "Idioma",
				change: "Cambiar idioma (actual: {{current}})",
				es: "Español",
				en: "English"
			},
			footer: {
				tagline: "Prendas a medida, diseñadas por ti, cosidas una a una en tejidos que no vuelven.",
				info: "Información",
				shippingPolicy: "Política de envíos",
				returnPolicy: "Política de devoluciones",
				contact: "Contacto",
				terms: "Términos y condiciones",
				returnsExchanges: "Devoluciones y cambios",
				follow: "Síguenos",
				instagram: "Gemela en Instagram",
				rights: "© {{year}} {{store}}. Todos los derechos reservados.",
				hours: "Atención al cliente: {{hours}}"
			},
			newsletter: {
				title: "Telas nuevas cada semana",
				subtitle1: "Cada tejido es único y, cuando se agota, no vuelve.",
				subtitle2: "Suscríbete y sé la primera en verlos.",
				emailLabel: "Tu email",
				emailPlaceholder: "tu@email.com",
				submit: "Suscribirme",
				submitting: "Enviando…",
				required: "Email is required",
				invalid: "Invalid email address",
				success: "Revisa tu bandeja de entrada: te hemos enviado un email para confirmar la suscripción.",
				instagram: "Síguenos en Instagram"
			},
			newsletterPages: {
				confirmedTitle: "Suscripción confirmada",
				confirmedText: "Gracias. Desde ahora recibirás nuestras telas nuevas cada semana.",
				invalidTitle: "Enlace no válido",
				invalidText: "Este enlace ya se ha usado o ha caducado. Puedes volver a suscribirte desde la página de inicio.",
				unsubscribedTitle: "Te has dado de baja",
				unsubscribedText: "No volverás a recibir nuestra newsletter. Puedes volver cuando quieras.",
				backHome: "Volver al inicio"
			},
			notFound: {
				title: "Oops! Page not found",
				text: "La página que buscas no existe o ha cambiado de sitio.",
				home: "Volver al inicio",
				metaTitle: "Página no encontrada"
			},
			error: {
				title: "Algo ha salido mal",
				text: "Hemos tenido un problema al mostrar esta página. Inténtalo de nuevo en unos minutos.",
				home: "Volver al inicio"
			},
			form: {
				required: "Este campo es obligatorio",
				invalidEmail: "El formato del email no es válido",
				tooLong: "Es demasiado largo (máximo {{max}} caracteres)",
				sending: "Enviando…"
			},
			money: { taxesIncluded: "IVA incluido" }
		},
		customizer: {
			metaTitle: "Diseña tu {{name}}",
			headerTitle: "Tu prenda personalizada",
			stepOf: "Paso {{current}} de {{total}}",
			back: "Atrás",
			continue: "Continuar",
			chooseHint: "Selecciona una opción para continuar",
			saving: "Guardando…",
			selected: "Seleccionado",
			choose: "Elegir",
			stepNames: {
				fabric: "Tejido",
				sleeve: "Manga",
				cuff: "Puño",
				collar: "Cuello",
				leg: "Pierna",
				waistband: "Cinturilla"
			},
			stepTitles: {
				fabric: "Elige tu tejido",
				sleeve: "Elige la manga",
				cuff: "Elige el puño",
				collar: "Elige el cuello",
				leg: "Elige el corte de pierna",
				waistband: "Elige la cinturilla"
			},
			editing: {
				fabric: "Editando tejido",
				sleeve: "Editando manga",
				cuff: "Editando puño",
				collar: "Editando cuello",
				leg: "Editando pierna",
				waistband: "Editando cinturilla"
			},
			confirm: "Confirmar",
			filters: {
				label: "Filtrar tejidos",
				all: "Todos",
				algodon: "Algodón",
				seda: "Seda",
				lino: "Lino"
			},
			moreInfo: "Más información",
			moreInfoAbout: "Más información sobre {{name}}",
			colorDisclaimer: "El color que ves en pantalla puede variar ligeramente del tejido real.",
			priceNote: "El precio depende solo del tejido: todas las opciones de estilo están incluidas.",
			included: "Incluido",
			unavailable: {
				soldOut: "Agotado",
				notEnough: "No queda suficiente tejido para esta prenda",
				locked: "Ya elegido por otra clienta para esta prenda"
			},
			noFabrics: "No hay tejidos de este tipo ahora mismo.",
			summaryCard: {
				title: "Tu diseño",
				product: "Prenda",
				fabric: "Tejido",
				total: "Total",
				none: "Sin elegir",
				taxes: "IVA incluido"
			},
			summary: {
				title: "Resumen de tu producto",
				intro: "Revisa tu diseño. Puedes cambiar cualquier detalle antes de continuar.",
				change: "Cambiar",
				changeLabel: "Cambiar {{field}}",
				continueOrder: "Continuar con pedido",
				base: "Precio base"
			},
			fabricProblem: "El tejido que elegiste ya no está disponible para esta prenda. Elige otro, por favor.",
			errors: {
				productNotFound: "Producto no encontrado",
				fabricNotFound: "Ese tejido no existe.",
				fabricUnavailable: "No queda suficiente tejido para esta prenda.",
				fabricSoldOut: "Ese tejido está agotado.",
				fabricLocked: "Ese tejido ya lo ha elegido otra clienta para esta prenda.",
				partNotFound: "Esa opción no existe.",
				partWrongType: "Esa opción no corresponde a este paso.",
				invalid: "La elección no es válida.",
				itemNotFound: "Ese producto ya no está en tu cesta."
			}
		},
		garment: {
			description: {
				withFabric: "{{product}} en {{fabric}}",
				noFabric: "{{product}}, tejido por elegir"
			},
			parts: {
				sleeveLong: "manga larga",
				sleeveShort: "manga corta",
				cuffClassic: "puño clásico de botón",
				cuffFrench: "puño francés",
				cuffRounded: "puño redondeado",
				collarClassic: "cuello clásico",
				collarButtonDown: "cuello button-down",
				collarSpread: "cuello italiano",
				legStraight: "pierna recta",
				legSlim: "pierna pitillo",
				legWide: "pierna ancha",
				waistbandClassic: "cinturilla clásica",
				waistbandHigh: "tiro alto",
				waistbandElastic: "cinturilla elástica"
			},
			gallery: {
				meta: {
					title: "Galería de prendas",
					description: "Combinaciones de tejidos y piezas dibujadas por la vista previa de prendas."
				},
				eyebrow: "Solo para desarrollo",
				title: "Galería de prendas",
				intro: "Cada combinación dibujada por la vista previa, con su texto alternativo debajo.",
				designs: "Diseños",
				cardSize: "A tamaño de tarjeta",
				swatches: "Muestras de tejido"
			}
		},
		home: {
			meta: {
				title: "Prendas a medida en tejidos únicos",
				description: "Atelier online de moda femenina a medida: diseñas tu prenda, eliges un tejido único que no volverá y la confeccionamos solo para ti."
			},
			hero: {
				eyebrow: "Moda femenina a medida",
				title: "Prendas hechas a tu medida, en tejidos que no vuelven",
				line1: "Diseñas tu prenda: eliges el tejido, la manga, el puño y el cuello.",
				line2: "Cada tejido es único y limitado; cuando se agota, no vuelve.",
				line3: "La confeccionamos solo para ti y la recibes en {{days}} días laborables.",
				cta: "Descubre el concepto"
			},
			about: {
				eyebrow: "Quiénes somos",
				title: "Dos hermanas gemelas y una idea: que la ropa se haga para ti",
				intro: "Crecimos compartiéndolo todo, hasta el armario, y aprendimos que ni siquiera dos gemelas tienen el mismo cuerpo. Por eso cada prenda se corta para una sola persona, con tejidos de tirada corta que, una vez elegidos para una prenda, nadie más llevará.",
				card1: {
					title: "Lo que nos mueve",
					text: "Personalización, tecnología, durabilidad, sostenibilidad y exclusividad: cinco valores detrás de cada puntada.",
					cta: "Conoce nuestros valores"
				},
				card2: {
					title: "Cómo trabajamos",
					text: "Diseñas tu prenda, creamos tu perfil corporal, la confeccionamos y la recibes en casa. Así pasa de la idea a tu armario.",
					cta: "Ver el proceso"
				},
				card3: {
					title: "Si algo no queda perfecto",
					text: "Nuestros talleres colaboradores ajustan tu prenda después de la entrega. Los arreglos sencillos son gratuitos; si hace falta añadir tela o cambiar la estructura, antes te damos un presupuesto claro."
				}
			},
			values: {
				eyebrow: "Nuestros valores",
				title: "Cinco valores, cosidos en cada prenda",
				text: "No fabricamos en serie ni guardamos stock: hacemos menos prendas, y mejor hechas.",
				cta: "Descubre nuestros valores",
				customization: {
					title: "Personalización",
					text: "Tú decides el tejido, la manga, el puño y el cuello."
				},
				technology: {
					title: "Tecnología",
					text: "Un perfil corporal estimado con IA a partir de unas pocas proporciones, que revisas antes de confirmar."
				},
				durability: {
					title: "Durabilidad",
					text: "Buenos tejidos y costuras pensadas para durar años, no temporadas."
				},
				sustainability: {
					title: "Sostenibilidad",
					text: "Solo confeccionamos lo que se pide; las prendas devueltas se ajustan, se reciclan o se donan."
				},
				exclusivity: {
					title: "Exclusividad",
					text: "Cada combinación de tejido y prenda es única: cuando la eliges, es solo tuya."
				}
			},
			testimonial: {
				eyebrow: "Lo que dicen nuestras clientas",
				quote: "Por primera vez una camisa me queda perfecta de hombros sin tocarle nada. Y saber que nadie más tiene ese tejido la hace todavía más mía.",
				name: "Lucía Moreno",
				city: "Valencia"
			},
			collection: {
				eyebrow: "La colección",
				title: "Prendas esenciales, diseñadas a tu manera",
				text: "Camisetas, camisas, polos y pantalones como punto de partida. Eliges el tejido entre nuestras telas de algodón, seda y lino, y cada detalle a tu gusto. Cuando alguien elige una combinación de tejido y prenda, nadie más la tendrá.",
				cta: "Ver la colección"
			},
			process: {
				eyebrow: "El proceso",
				title: "De tu idea a tu armario, en cuatro pasos",
				cta: "Ver el proceso completo",
				design: {
					title: "Diseña",
					text: "Elige la prenda, el tejido, la manga, el puño y el cuello."
				},
				profile: {
					title: "Crea tu perfil corporal",
					text: "Con unos pocos datos estimamos tus medidas con IA; las revisas antes de confirmar el pedido."
				},
				creation: {
					title: "Confección",
					text: "Cortamos y cosemos tu prenda, una a una y solo cuando la pides."
				},
				delivery: {
					title: "Recibe y pruébatela",
					text: "Llega a tu casa en {{days}} días laborables. Si necesita un ajuste, nuestros talleres colaboradores se encargan."
				}
			}
		},
		newsletter: {
			form: { unavailable: "Ahora mismo no podemos enviar el email de confirmación. Inténtalo de nuevo en unos minutos." },
			confirm: {
				metaTitle: "Suscripción a la newsletter",
				eyebrow: "Newsletter",
				collection: "Mientras tanto, descubre cómo trabajamos"
			},
			unsubscribe: {
				metaTitle: "Darse de baja de la newsletter",
				eyebrow: "Newsletter",
				title: "¿Quieres dejar de recibir nuestra newsletter?",
				text: "Dejaremos de escribir a {{email}}. Puedes volver a suscribirte cuando quieras.",
				button: "Darme de baja",
				keep: "No, quiero seguir recibiéndola"
			},
			email: {
				confirm: {
					subject: "Confirma tu suscripción a {{store}}",
					preheader: "Un clic y serás la primera en ver nuestras telas nuevas.",
					heading: "Confirma tu suscripción",
					intro: "Gracias por querer recibir nuestras telas nuevas cada semana.",
					body: "Pulsa el botón para confirmar que esta dirección es tuya. Si no has sido tú, ignora este mensaje: no te escribiremos más.",
					button: "Confirmar suscripción",
					fallback: "Si el botón no funciona, copia este enlace en tu navegador:"
				},
				welcome: {
					subject: "Bienvenida a {{store}}",
					preheader: "Tu suscripción está confirmada.",
					heading: "Ya estás dentro",
					body1: "Tu suscripción está confirmada. Cada semana te contaremos qué telas nuevas han llegado al taller, antes que a nadie.",
					body2: "Cada tejido es único: cuando se agota, no vuelve.",
					button: "Visitar {{store}}"
				},
				already: {
					subject: "Ya recibes la newsletter de {{store}}",
					preheader: "No tienes que hacer nada.",
					heading: "Ya estabas en la lista",
					body: "Alguien (seguramente tú) ha pedido suscribir esta dirección, pero ya recibes nuestra newsletter. No tienes que hacer nada."
				},
				footer: {
					contact: "¿Dudas? Escríbenos a {{email}} o llámanos al {{phone}}.",
					reason: "Recibes este email porque tu dirección se apuntó a la newsletter de {{store}}.",
					unsubscribe: "Darme de baja de la newsletter"
				}
			}
		},
		pages: {
			values: {
				meta: {
					title: "Nuestros valores",
					description: "Personalización, tecnología, durabilidad, sostenibilidad y exclusividad: los cinco principios que cosemos en cada prenda a medida de Gemela."
				},
				hero: {
					eyebrow: "Nuestros valores",
					title: "Lo que cosemos en cada prenda",
					lead: "Somos dos hermanas gemelas que crecieron entre patrones y retales. Cinco principios guían cada prenda de Gemela, desde el primer boceto hasta la última puntada."
				},
				sections: {
					customization: {
						eyebrow: "Personalización",
						title: "Diseñada por ti, a tu medida",
						text: "Tú eliges la tela, la manga, el puño y el cuello. Nosotras cortamos el patrón con tus medidas, no con una talla de catálogo. El resultado es una prenda que no existía hasta que la imaginaste.",
						point1: "Tela, manga, puño y cuello a tu elección",
						point2: "Un patrón cortado para tu cuerpo, no para un maniquí"
					},
					technology: {
						eyebrow: "Tecnología",
						title: "Tu perfil corporal, estimado con precisión",
						text: "Con unos pocos datos que ya conoces, como tu altura, tu peso o tu talla habitual, estimamos las veintidós medidas que necesita un patrón. Nuestro modelo aprende de datos antropométricos reales, y tú revisas y corriges cada medida antes de confirmar el pedido.",
						point1: "Veintidós medidas a partir de unos pocos datos",
						point2: "Siempre revisables antes de confirmar"
					},
					durability: {
						eyebrow: "Durabilidad",
						title: "Hecha para quedarse",
						text: "Costuras reforzadas, acabados cuidados y tejidos elegidos por cómo envejecen. Si tu cuerpo cambia, nuestros talleres asociados ajustan la prenda: los arreglos sencillos son gratuitos.",
						point1: "Garantía de confección de {{warrantyMonths}} meses",
						point2: "Arreglos sencillos gratuitos en talleres asociados"
					},
					sustainability: {
						eyebrow: "Sostenibilidad",
						title: "Solo cosemos lo que alguien ha pedido",
						text: "Sin stock, sin rebajas de temporada y sin excedentes que acaben en un vertedero. Cada prenda se confecciona bajo pedido, y las que vuelven al taller se ajustan, se reciclan o se donan.",
						point1: "Producción bajo pedido, sin excedentes",
						point2: "Ninguna prenda devuelta acaba en la basura"
					},
					exclusivity: {
						eyebrow: "Exclusividad",
						title: "Una tela, una prenda, una sola dueña",
						text: "Nuestras telas son series limitadas: cuando se agotan, no vuelven. Y en cuanto eliges una combinación de tela y prenda, queda reservada para ti. Nadie más tendrá esa prenda en esa tela.",
						point1: "Telas de serie limitada que no se reponen",
						point2: "Cada combinación de tela y prenda es solo tuya"
					}
				},
				cta: {
					title: "¿Diseñamos la tuya?",
					text: "Elige un modelo de la colección y hazlo tuyo en unos minutos.",
					collection: "Ver la colección",
					process: "Conoce el proceso"
				}
			},
			process: {
				meta: {
					title: "El proceso",
					description: "Diseña, crea tu perfil corporal, confeccionamos tu prenda y la recibes en casa: así nace una prenda a medida de Gemela, con los plazos reales de entrega."
				},
				hero: {
					eyebrow: "El proceso",
					title: "De tu idea a tu armario, en cuatro pasos",
					lead: "Sin tallas de catálogo ni almacenes llenos: cada prenda empieza el día en que tú la diseñas."
				},
				stepsTitle: "Cuatro pasos",
				stepLabel: "Paso {{n}}",
				steps: {
					design: {
						title: "Diseña",
						text: "Elige un modelo y decide la tela, la manga, el puño y el cuello. Ves el precio final antes de añadirla a la cesta."
					},
					profile: {
						title: "Crea tu perfil corporal",
						text: "Elige una talla estándar, introduce tus medidas o deja que las estimemos con unos pocos datos. Las revisas antes de confirmar."
					},
					creation: {
						title: "Creación",
						text: "Cortamos y cosemos tu prenda en el taller: {{basicDays}} días hábiles para prendas básicas y {{complexDays}} para las más complejas."
					},
					delivery: {
						title: "Recíbela y pruébatela",
						text: "Te la enviamos en {{standardDays}} días hábiles, o en {{expressDays}} con envío exprés. Si la talla no es perfecta, cada pedido incluye {{sizeChange}} en {{sizeChangeDays}} días."
					}
				},
				delivery: {
					eyebrow: "Plazos de entrega",
					title: "Cuándo llega tu prenda",
					total: "{{totalDays}} días hábiles",
					text: "Es el plazo total estimado desde la confirmación del pago: la confección de tu prenda más el envío estándar.",
					basic: "Confección de prendas básicas",
					complex: "Confección de prendas complejas",
					standard: "Envío estándar",
					express: "Envío exprés",
					days: "{{days}} días hábiles",
					shippingLink: "Política de envíos",
					howLink: "Cómo funciona la tienda"
				}
			},
			howItWorks: {
				meta: {
					title: "Cómo funciona",
					description: "Elige tu prenda, personalízala, danos tu talla y recíbela en casa: cuatro pasos para comprar una prenda a medida en Gemela."
				},
				hero: {
					eyebrow: "Cómo funciona",
					title: "Comprar a medida, paso a paso",
					lead: "Diseñar una prenda única lleva menos tiempo que probarse tres tallas en un probador."
				},
				stepLabel: "Paso {{n}}",
				steps: {
					choose: {
						title: "Elige tu prenda",
						text: "Recorre la colección de camisetas, camisas, polos, pantalones y faldas. Cada modelo muestra su precio de partida, con el IVA incluido."
					},
					customize: {
						title: "Personaliza cada detalle",
						text: "Escoge la tela y, según la prenda, la manga, el puño y el cuello. El precio se actualiza con cada elección."
					},
					size: {
						title: "Danos tu talla",
						text: "Una talla estándar, un perfil de medidas guardado o una estimación a partir de tu altura y tu peso que revisas antes de confirmar."
					},
					receive: {
						title: "Recíbela en casa",
						text: "La confeccionamos en {{basicDays}} días hábiles (prendas básicas) y te la enviamos. El envío estándar es gratuito desde {{freeFrom}}."
					}
				},
				cta: {
					title: "Empieza por la prenda",
					text: "Todo lo demás lo decides tú.",
					collection: "Ver la colección",
					process: "Así la confeccionamos"
				}
			},
			faq: {
				meta: {
					title: "Preguntas frecuentes",
					description: "Resolvemos tus dudas sobre las prendas a medida de Gemela: qué las hace únicas, cómo dar tus medidas, plazos de entrega, telas y cambios."
				},
				hero: {
					eyebrow: "Ayuda",
					title: "Preguntas frecuentes",
					lead: "Lo que más nos preguntáis antes de diseñar la primera prenda."
				},
				questions: {
					unique: {
						question: "¿Qué hace única a cada prenda?",
						answer: "Cada prenda se corta con tus medidas y con la tela, la manga, el puño y el cuello que eliges. Nuestras telas son series limitadas que no se reponen y, en cuanto eliges una combinación de tela y prenda, queda reservada para ti: nadie más tendrá esa prenda en esa tela."
					},
					measurements: {
						question: "¿Cómo doy mis medidas?",
						answer: "Tienes tres opciones: elegir una talla estándar (de la XS a la XL), rellenar un perfil con tus medidas, con una guía ilustrada para tomar cada una, o dejar que las estimemos a partir de unos pocos datos, como tu altura y tu peso. Siempre puedes revisar y corregir las medidas antes de confirmar el pedido."
					},
					delivery: {
						question: "¿Cuánto tarda en llegar mi pedido?",
						answer: "Confeccionamos cada prenda cuando la pides: {{basicDays}} días hábiles para prendas básicas y {{complexDays}} para las complejas. Después, el envío estándar tarda {{standardDays}} días hábiles ({{standardPrice}}, gratis desde {{freeFrom}}) y el exprés, {{expressDays}} días hábiles ({{expressPrice}})."
					},
					fabric: {
						question: "¿Qué telas utilizáis?",
						answer: "Trabajamos con algodón, seda y lino de series limitadas. Cada tela tiene su ficha con la composición, el tacto, el peso y los cuidados. Cuando una tela se agota, no vuelve. Ten en cuenta que el color en pantalla puede variar ligeramente respecto al real."
					},
					returns: {
						question: "¿Puedo devolver o cambiar mi prenda?",
						answer: "Al ser prendas hechas a medida no admiten devolución con reembolso, pero cada pedido incluye {{sizeChange}} en los {{sizeChangeDays}} días siguientes a recibirlo. Si tu prenda tiene un defecto, avísanos en {{defectHours}} horas y la arreglamos o la confeccionamos de nuevo sin coste.",
						link: "Lee la política de devoluciones completa"
					}
				},
				more: {
					title: "¿No encuentras tu respuesta?",
					text: "Escríbenos y te respondemos en un máximo de {{replyHours}} horas laborables.",
					contact: "Contactar"
				}
			}
		},
		policies: {
			common: {
				eyebrow: "Información",
				toc: "En esta página",
				tocToggle: "Índice de contenidos",
				sizeChange_one: "un cambio de talla gratuito",
				sizeChange_other: "{{count}} cambios de talla gratuitos"
			},
			shipping: {
				meta: {
					title: "Política de envíos",
					description: "Plazos de confección, métodos y precios de envío de Gemela: envío estándar, exprés y recogida en el taller con cita previa."
				},
				title: "Política de envíos",
				lead: "Cada prenda se confecciona cuando la pides. Estos son los plazos y las opciones para que llegue a tus manos.",
				production: {
					title: "Plazos de confección",
					intro: "Como confeccionamos cada prenda a partir de tu pedido, al plazo de envío se suma el de confección. Los plazos cuentan desde la confirmación del pago.",
					basic: "Prendas básicas: {{basicDays}} días hábiles.",
					complex: "Prendas complejas, con más piezas o acabados a mano: {{complexDays}} días hábiles.",
					collection: "Colecciones y pedidos de varias prendas: {{collectionDays}} días hábiles."
				},
				methods: {
					title: "Métodos de envío",
					intro: "Eliges el método al finalizar la compra. Los plazos de envío se suman al de confección.",
					caption: "Métodos de envío, plazos y precios",
					method: "Método",
					time: "Plazo",
					price: "Precio",
					standard: "Envío estándar",
					standardPrice: "{{standardPrice}}, gratis desde {{freeFrom}}",
					express: "Envío exprés",
					pickup: "Recogida en el taller",
					pickupTime: "Con cita previa",
					free: "Gratis",
					days: "{{days}} días hábiles"
				},
				total: {
					title: "Plazo total estimado",
					text: "Sumando confección y envío estándar, una prenda básica llega en {{totalBasicDays}} días hábiles y una compleja en {{totalComplexDays}} días hábiles."
				},
				tracking: {
					title: "Seguimiento del pedido",
					text: "Cuando tu prenda sale del taller te enviamos un correo con el número de seguimiento del transportista."
				},
				pickup: {
					title: "Recogida con cita previa",
					text: "Puedes recoger tu pedido sin coste en nuestro taller: {{address}}. Cuando esté lista te escribimos para acordar la cita en nuestro horario de atención ({{hours}})."
				},
				incidents: {
					title: "Incidencias en la entrega",
					text: "Si el paquete llega dañado, indícalo al transportista y escríbenos a {{email}} en las {{defectHours}} horas siguientes a la entrega, con una foto del paquete. Lo resolvemos sin coste para ti."
				}
			},
			returns: {
				meta: {
					title: "Política de devoluciones",
					description: "Prendas a medida de Gemela: cambio de talla gratuito, arreglos en talleres asociados y reparación sin coste de cualquier defecto de confección."
				},
				title: "Política de devoluciones",
				lead: "Cada prenda de Gemela se confecciona para una sola persona. Por eso, en lugar de devoluciones con reembolso, te ofrecemos cambios de talla, arreglos y una garantía frente a defectos.",
				facts: {
					label: "En resumen",
					sizeChangeValue: "{{sizeChangeDays}} días",
					sizeChangeLabel: "para solicitar {{sizeChange}}",
					defectValue: "{{defectHours}} h",
					defectLabel: "para avisarnos de un defecto de confección",
					answerValue: "{{answerHours}} h",
					answerLabel: "para responder a cada solicitud",
					adjustValue: "Gratis",
					adjustLabel: "los arreglos sencillos en talleres asociados"
				},
				custom: {
					title: "Prendas hechas a medida",
					p1: "Nuestras prendas se confeccionan según tus medidas y tus elecciones. Como bienes confeccionados conforme a las especificaciones de quien los compra, están exentas del derecho de desistimiento de 14 días (artículo 103 c) del Texto Refundido de la Ley General para la Defensa de los Consumidores y Usuarios).",
					p2: "Por eso no aceptamos devoluciones con reembolso de prendas personalizadas. A cambio, nos comprometemos a que tu prenda te quede bien."
				},
				sizeChange: {
					title: "Cambio de talla",
					p1: "Cada pedido incluye {{sizeChange}} si lo solicitas en los {{sizeChangeDays}} días naturales siguientes a recibirlo. Ajustamos o rehacemos la prenda con las medidas corregidas en {{sizeChangeWorkDays}} días hábiles."
				},
				adjustments: {
					title: "Arreglos",
					p1: "Los arreglos sencillos, como el largo de la manga o del bajo, un entalle o un botón, son gratuitos a través de nuestros talleres asociados. Los que requieren añadir tela o cambiar la estructura de la prenda tienen un coste que te presupuestamos con claridad antes de empezar."
				},
				defects: {
					title: "Defectos de confección",
					p1: "Si tu prenda tiene un defecto de confección, avísanos en las {{defectHours}} horas siguientes a recibirla. La arreglamos o la confeccionamos de nuevo sin coste y, si no fuera posible, te devolvemos el importe íntegro en {{refundDays}} días hábiles.",
					p2: "Además, la confección de cada prenda tiene una garantía de {{warrantyMonths}} meses."
				},
				shippingCosts: {
					title: "Gastos de envío",
					p1: "El envío de la prenda al taller para un cambio o un arreglo corre a tu cargo. Si se trata de un defecto, pagamos nosotras el envío de ida y el de vuelta."
				},
				request: {
					title: "Cómo hacer una solicitud",
					p1: "Rellena el formulario de devoluciones y cambios con tu número de pedido y el motivo. Respondemos a cada solicitud en un máximo de {{answerHours}} horas y te indicamos cómo enviarnos la prenda.",
					cta: "Solicitar un cambio o un arreglo"
				},
				afterlife: {
					title: "Qué hacemos con las prendas que vuelven",
					p1: "Las prendas que vuelven al taller se ajustan, se reciclan o se donan. Ninguna acaba en la basura."
				}
			},
			contact: {
				meta: {
					title: "Contacto",
					description: "Escribe, llama o visita con cita previa el taller de Gemela. Horario de atención y datos de contacto."
				},
				title: "Contacto",
				lead: "Somos un taller pequeño y nos gusta hablar con quien lleva nuestras prendas. Escríbenos, llámanos o ven a vernos con cita previa.",
				channels: "Cómo hablar con nosotras",
				email: "Correo electrónico",
				phone: "Teléfono",
				whatsapp: "WhatsApp",
				address: "Taller",
				addressNote: "Visitas y recogidas con cita previa.",
				hours: "Horario de atención",
				reply: "Respondemos en un máximo de {{replyHours}} horas laborables.",
				more: {
					title: "¿Buscas otra cosa?",
					returns: "Solicitar un cambio o un arreglo",
					faq: "Preguntas frecuentes",
					shipping: "Política de envíos"
				}
			},
			terms: {
				meta: {
					title: "Condiciones generales",
					description: "Condiciones generales de contratación de Gemela: pedidos, precios, pagos, plazos de confección, cancelaciones, garantía y protección de datos."
				},
				title: "Condiciones generales de contratación",
				lead: "Estas condiciones regulan la compra de prendas a medida en {{store}}. Léelas con calma antes de hacer tu pedido: al confirmarlo, las aceptas.",
				identification: {
					title: "Identificación",
					p1: "{{store}} es un taller de confección a medida con domicilio en {{address}}. Puedes escribirnos a {{email}} o llamarnos al {{phone}} en nuestro horario de atención ({{hours}})."
				},
				object: {
					title: "Objeto",
					p1: "Estas condiciones regulan la venta a distancia, a través de esta web, de prendas confeccionadas a medida según las especificaciones de cada clienta: modelo, tela, piezas y medidas.",
					p2: "Cada prenda es única y se confecciona solo después de confirmarse el pedido."
				},
				ordering: {
					title: "Proceso de pedido",
					p1: "Para hacer un pedido diseñas tu prenda, indicas tu talla o tus medidas y completas tus datos de envío, como invitada o con tu cuenta. Antes de pagar verás un resumen con cada elección y el precio total.",
					p2: "El contrato queda formalizado cuando recibes el correo de confirmación del pedido. Eres responsable de que las medidas facilitadas sean correctas; si tienes dudas, revísalas con nuestra guía antes de confirmar."
				},
				prices: {
					title: "Precios e impuestos",
					p1: "Todos los precios se muestran en euros e incluyen el IVA (21 %). El precio de cada prenda es la suma de su precio base, el suplemento de la tela y el de las piezas elegidas.",
					p2: "Los gastos de envío se indican antes de pagar: el envío estándar cuesta {{standardPrice}} y es gratuito desde {{freeFrom}}; el exprés cuesta {{expressPrice}}."
				},
				payment: {
					title: "Formas de pago",
					p1: "Puedes pagar el pedido completo por adelantado; el 50 % al confirmarlo y el 50 % restante antes del envío; o según lo que acordemos por escrito en pedidos especiales.",
					p2: "Aceptamos transferencia bancaria, tarjeta, Bizum y, solo en el taller, efectivo. La confección empieza cuando se confirma el primer pago."
				},
				production: {
					title: "Producción y entrega",
					p1: "Los plazos de confección, en días hábiles desde la confirmación del pago, son: {{basicDays}} días para prendas básicas, {{complexDays}} para prendas complejas y {{collectionDays}} para colecciones.",
					p2: "A estos plazos se suma el del método de envío elegido, descrito en nuestra <link>política de envíos</link>. Si un pedido se retrasa, te avisamos con la nueva fecha."
				},
				urgent: {
					title: "Pedidos urgentes",
					p1: "Si necesitas tu prenda antes del plazo habitual, consúltanos. Cuando el taller puede asumirlo, aceptamos pedidos urgentes con un recargo del {{urgentPercent}} % sobre el precio de la prenda."
				},
				fittings: {
					title: "Pruebas",
					p1: "Si lo deseas, puedes probarte la prenda en el taller con cita previa antes de terminarla. La primera prueba está incluida en el precio; las siguientes se presupuestan aparte."
				},
				cancellation: {
					title: "Cancelación",
					p1: "Puedes cancelar tu pedido sin coste en las {{freeCancelHours}} horas siguientes a su confirmación.",
					p2: "Pasado ese plazo, si la prenda ya está en producción, la cancelación conlleva un cargo del {{productionCancelPercent}} % del precio del pedido, que cubre la tela cortada y el trabajo realizado."
				},
				returns: {
					title: "Devoluciones y ajustes",
					p1: "Las prendas confeccionadas a medida están excluidas del derecho de desistimiento (artículo 103 c) del Texto Refundido de la Ley General para la Defensa de los Consumidores y Usuarios). Los cambios de talla, los arreglos y los defectos se rigen por nuestra <link>política de devoluciones</link>."
				},
				warranty: {
					title: "Garantía",
					p1: "Garantizamos la confección de cada prenda durante {{warrantyMonths}} meses desde la entrega frente a defectos de costura y acabado. Esta garantía se suma a la garantía legal de conformidad que te reconoce la ley."
				},
				data: {
					title: "Protección de datos",
					p1: "Tratamos tus datos personales conforme al Reglamento General de Protección de Datos (RGPD) y a la Ley Orgánica 3/2018, solo para gestionar tus pedidos, tu cuenta y, si lo aceptas, nuestra newsletter. Tus medidas se usan únicamente para confeccionar tus prendas.",
					p2: "Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo a {{email}}, y reclamar ante la Agencia Española de Protección de Datos."
				},
				changes: {
					title: "Modificación de las condiciones",
					p1: "Podemos actualizar estas condiciones. Los cambios entran en vigor {{termsNoticeDays}} días después de su publicación en esta página y no afectan a los pedidos ya confirmados."
				},
				law: {
					title: "Legislación y jurisdicción",
					p1: "Estas condiciones se rigen por la legislación española. Si eres consumidora, para cualquier controversia serán competentes los juzgados y tribunales de tu domicilio."
				}
			}
		},
		returns: {
			meta: {
				title: "Devoluciones y cambios",
				description: "Pide un cambio de talla, avísanos de un defecto o cuéntanos qué ha pasado con tu prenda a medida."
			},
			eyebrow: "Atención al cliente",
			title: "Devoluciones y cambios",
			intro: "Cada prenda se corta y se cose para ti. Si algo no encaja, lo arreglamos contigo.",
			policy: {
				title: "Nuestra política, en corto",
				custom: {
					title: "Prendas hechas a medida",
					text: "Como se confeccionan según tus medidas y elecciones, no admiten el derecho de desistimiento de 14 días ni devoluciones con reembolso."
				},
				sizeChange: {
					title: "Cambio de talla gratis",
					text_one: "Tienes {{count}} cambio de talla gratis por pedido durante los {{days}} días siguientes a la entrega.",
					text_other: "Tienes {{count}} cambios de talla gratis por pedido durante los {{days}} días siguientes a la entrega."
				},
				defects: {
					title: "Defectos",
					text: "Si tu prenda llega con un defecto, avísanos en las {{hours}} horas siguientes a recibirla y la arreglamos o la confeccionamos de nuevo sin coste."
				},
				adjustments: {
					title: "Arreglos",
					text: "Los ajustes sencillos son gratuitos en nuestros talleres colaboradores; el resto te los presupuestamos antes de hacer nada."
				},
				answer: {
					title: "Respuesta rápida",
					text: "Respondemos a cada solicitud en {{hours}} horas como máximo."
				},
				fullPolicy: "Lee la política de devoluciones completa"
			},
			form: {
				title: "Solicitar un cambio o una devolución",
				intro: "Rellena el formulario y te responderemos en {{hours}} horas como máximo.",
				orderNumber: "Número de pedido",
				orderNumberHint: "Está en el email de confirmación de tu pedido, por ejemplo GM-2025-0142.",
				email: "Email",
				emailHint: "El que usaste al hacer el pedido.",
				reason: "Motivo",
				reasonPlaceholder: "Elige un motivo",
				reasons: {
					size: "La talla no es correcta",
					quality: "La calidad no es la esperada",
					different: "Es diferente a lo que pedí",
					defect: "Tiene un defecto",
					other: "Otro motivo"
				},
				comments: "Comentarios (opcional)",
				commentsHint: "Cuéntanos qué ha pasado; hasta {{max}} caracteres.",
				submit: "Enviar solicitud",
				submitting: "Enviando…",
				errorSummary: "Revisa los campos marcados.",
				errors: {
					orderNumberFormat: "Usa solo letras, números y guiones",
					reasonRequired: "Elige un motivo"
				},
				success: {
					title: "Solicitud recibida",
					text: "Tu número de solicitud es {{number}}. Te hemos enviado un email de confirmación y te responderemos en {{hours}} horas como máximo.",
					another: "Enviar otra solicitud"
				}
			},
			contact: {
				title: "¿Prefieres hablarlo?",
				text: "Para cambios y cualquier duda sobre tu prenda, escríbenos o llámanos.",
				email: "Email",
				phone: "Teléfono",
				whatsapp: "WhatsApp",
				hours: "Horario: {{hours}}"
			},
			email: {
				subject: "Hemos recibido tu solicitud {{number}}",
				preheader: "Te responderemos en {{hours}} horas como máximo.",
				heading: "Solicitud recibida",
				intro: "Gracias por escribirnos. Hemos registrado tu solicitud con el número {{number}}.",
				summary: "Pedido: {{order}}\nMotivo: {{reason}}",
				comments: "Tus comentarios:\n{{comments}}",
				next: "Qué pasa ahora: la revisamos y te respondemos en {{hours}} horas como máximo. Si es un cambio de talla, te diremos cómo enviarnos la prenda; si es un defecto, puede que te pidamos una foto.",
				button: "Ver la política de devoluciones",
				footer: "¿Dudas? Responde a este email, escríbenos a {{email}} o llámanos al {{phone}}."
			}
		}
	},
	en: {
		basket: {
			sidebar: {
				title: "My basket ({{count}})",
				close: "Close basket",
				emptyTitle: "Your basket is empty",
				emptyText: "Start personalising your first garment",
				explore: "Explore the collection",
				total: "Total",
				checkout: "Complete purchase",
				completeProducts: "Complete your products",
				incompleteWarning: "You have incomplete products. Complete every personalisation before finishing your purchase.",
				viewCart: "View basket",
				loading: "Loading your basket…"
			},
			page: {
				metaTitle: "Basket",
				title: "BASKET ({{count}})",
				emptyTitle: "Your basket is empty",
				emptyText: "Design your first made-to-measure garment: choose the fabric, the details and your size.",
				explore: "Explore the collection",
				summaryTitle: "Order summary",
				subtotal: "Subtotal",
				shipping: "Shipping",
				shippingFree: "Free shipping from {{amount}}",
				shippingFromHere: "Standard shipping {{price}}; free from {{amount}}",
				delivery: "Delivery in {{days}} business days after making ({{production}} days)",
				returns: "One free size change within {{days}} days",
				total: "Total",
				taxes: "VAT included ({{vat}})",
				checkout: "COMPLETE PURCHASE",
				keepShopping: "CONTINUE SHOPPING",
				incompleteAlert: "You cannot complete the purchase. The following products are incomplete: {{names}}. Please complete every personalisation before continuing."
			},
			item: {
				created: "Created on {{date}}",
				complete: "Complete",
				incomplete: "Incomplete",
				missing: "Missing:",
				fields: {
					fabric: "fabric",
					sleeve: "sleeve",
					cuff: "cuff",
					collar: "collar",
					leg: "leg cut",
					waistband: "waistband",
					measurements: "size/measurements",
					personalData: "personal data"
				},
				fabric: "Fabric",
				noFabric: "No fabric",
				included: "included",
				size: "Size",
				sizeStandard: "Size {{size}}",
				sizeCustom: "Custom measurements: {{name}}",
				noSize: "Size not selected",
				price: "Price",
				edit: "Edit",
				continue: "Continue",
				viewSummary: "View summary",
				selectSize: "Select size",
				delete: "Delete",
				deleteLabel: "Remove {{name}} from the basket",
				fabricProblem: "This fabric is no longer available for this garment: choose another."
			},
			confirmDelete: {
				title: "Delete product?",
				text: "You are about to remove this product from your basket. This action cannot be undone.",
				cancel: "Cancel",
				confirm: "Delete",
				deleting: "Deleting…"
			}
		},
		catalogue: {
			collection: {
				metaTitle: "Collection",
				metaDescription: "Twelve garments to design to your measurements, each in a fabric only you will have.",
				eyebrow: "Collection",
				title: "Choose the garment, we sew it to your measurements",
				intro: "Every design is cut from a limited fabric. Once a combination is chosen, it is yours alone.",
				from: "From {{price}}",
				count_one: "{{count}} garment",
				count_other: "{{count}} garments"
			},
			detail: {
				notFoundTitle: "Product not found",
				notFoundText: "The product you are looking for does not exist.",
				backToCollection: "Back to the collection",
				from: "From {{price}}",
				taxes: "VAT included. Fabric and style options as you choose.",
				design: "Design my {{name}}",
				howTitle: "How to design your garment",
				step1Title: "Choose",
				step1Text: "Pick one of our unique fabrics: cotton, silk or linen, each in limited quantity.",
				step2Title: "Personalise",
				step2Text: "Decide every detail: sleeve, cuff and collar, or the cut and the waistband.",
				step3Title: "Complete your look",
				step3Text: "Give us your size or your measurements and we sew it for you in {{days}} business days.",
				fitTitle: "What if it does not fit?",
				fitText: "Your garment is made to measure, so we adjust it with you: one free size change per order within {{days}} days and simple alterations at no cost in our partner workshops.",
				fitLink: "Read the return policy",
				categoryLabel: "Category"
			},
			fabric: {
				notFoundTitle: "Fabric not found",
				notFoundText: "The fabric you are looking for does not exist.",
				back: "Back",
				close: "Close",
				included: "Included in the price",
				surcharge: "+{{price}} on the garment price",
				inStock: "Available: {{metres}} m",
				lowStock: "Only {{metres}} m left",
				soldOut: "Sold out",
				soldOutText: "This fabric has sold out and will not return.",
				details: "Fabric details",
				care: "Care",
				material: {
					algodon: "Cotton",
					seda: "Silk",
					lino: "Linen"
				},
				type: {
					basic: "Basic",
					premium: "Premium"
				},
				attributes: {
					composition: "Composition",
					thread: "Yarn",
					color: "Colour",
					technique: "Technique",
					aspect: "Look",
					perceivedWeight: "Perceived weight",
					softness: "Softness",
					brightness: "Sheen",
					wrinkleResistance: "Wrinkle resistance",
					ironEffort: "Ironing",
					seasonality: "Season",
					uniformity: "Uniformity",
					origin: "Origin",
					washInstructions: "Washing"
				},
				swatch: "Swatch of the fabric {{name}}"
			}
		},
		common: {
			brand: "Gemela",
			skipToContent: "Skip to content",
			nav: {
				label: "Main navigation",
				home: "Home",
				collection: "Collection",
				faq: "FAQ",
				values: "Values"
			},
			header: {
				home: "Gemela, go to home page",
				createAccount: "Create account",
				login: "Log in",
				logout: "Log out",
				openMenu: "Open menu",
				closeMenu: "Close menu",
				menu: "Menu",
				basket: "Basket",
				basketWithCount_one: "Basket, {{count}} item",
				basketWithCount_other: "Basket, {{count}} items",
				account: "My account"
			},
			accountMenu: {
				orders: "My orders",
				profiles: "Manage measurement profiles",
				personalData: "Modify personal data",
				addresses: "Change addresses",
				password: "Change password",
				saved: "Saved articles",
				gift: "Send a gift",
				logout: "Log out"
			},
			language: {
				label: "Language",
				change: "Change language (current: {{current}})",
				es: "Español",
				en: "English"
			},
			footer: {
				tagline: "Made-to-measure garments, designed by you, sewn one by one in fabrics that never return.",
				info: "Information",
				shippingPolicy: "Shipping policy",
				returnPolicy: "Return policy",
				contact: "Contact",
				terms: "Terms and conditions",
				returnsExchanges: "Returns and exchanges",
				follow: "Follow us",
				instagram: "Gemela on Instagram",
				rights: "© {{year}} {{store}}. All rights reserved.",
				hours: "Customer care: {{hours}}"
			},
			newsletter: {
				title: "New fabrics every week",
				subtitle1: "Every fabric is unique and, once it runs out, it never returns.",
				subtitle2: "Subscribe and be the first to see them.",
				emailLabel: "Your email",
				emailPlaceholder: "you@email.com",
				submit: "Subscribe",
				submitting: "Sending…",
				required: "Email is required",
				invalid: "Invalid email address",
				success: "Check your inbox: we have sent you an email to confirm your subscription.",
				instagram: "Follow us on Instagram"
			},
			newsletterPages: {
				confirmedTitle: "Subscription confirmed",
				confirmedText: "Thank you. From now on you will receive our new fabrics every week.",
				invalidTitle: "Invalid link",
				invalidText: "This link has already been used or has expired. You can subscribe again from the home page.",
				unsubscribedTitle: "You have unsubscribed",
				unsubscribedText: "You will no longer receive our newsletter. You are welcome back any time.",
				backHome: "Back to home"
			},
			notFound: {
				title: "Oops! Page not found",
				text: "The page you are looking for does not exist or has moved.",
				home: "Back to home",
				metaTitle: "Page not found"
			},
			error: {
				title: "Something went wrong",
				text: "We had a problem showing this page. Please try again in a few minutes.",
				home: "Back to home"
			},
			form: {
				required: "This field is required",
				invalidEmail: "The email format is not valid",
				tooLong: "It is too long (at most {{max}} characters)",
				sending: "Sending…"
			},
			money: { taxesIncluded: "VAT included" }
		},
		customizer: {
			metaTitle: "Design your {{name}}",
			headerTitle: "Your custom garment",
			stepOf: "Step {{current}} of {{total}}",
			back: "Back",
			continue: "Continue",
			chooseHint: "Select an option to continue",
			saving: "Saving…",
			selected: "Selected",
			choose: "Choose",
			stepNames: {
				fabric: "Fabric",
				sleeve: "Sleeve",
				cuff: "Cuff",
				collar: "Collar",
				leg: "Leg",
				waistband: "Waistband"
			},
			stepTitles: {
				fabric: "Choose your fabric",
				sleeve: "Choose the sleeve",
				cuff: "Choose the cuff",
				collar: "Choose the collar",
				leg: "Choose the leg cut",
				waistband: "Choose the waistband"
			},
			editing: {
				fabric: "Editing fabric",
				sleeve: "Editing sleeve",
				cuff: "Editing cuff",
				collar: "Editing collar",
				leg: "Editing leg",
				waistband: "Editing waistband"
			},
			confirm: "Confirm",
			filters: {
				label: "Filter fabrics",
				all: "All",
				algodon: "Cotton",
				seda: "Silk",
				lino: "Linen"
			},
			moreInfo: "More information",
			moreInfoAbout: "More information about {{name}}",
			colorDisclaimer: "The colour on screen may differ slightly from the real fabric.",
			priceNote: "The price depends only on the fabric: all style options are included.",
			included: "Included",
			unavailable: {
				soldOut: "Sold out",
				notEnough: "Not enough fabric left for this garment",
				locked: "Already chosen by another customer for this garment"
			},
			noFabrics: "There are no fabrics of this kind right now.",
			summaryCard: {
				title: "Your design",
				product: "Garment",
				fabric: "Fabric",
				total: "Total",
				none: "Not chosen",
				taxes: "VAT included"
			},
			summary: {
				title: "Your product summary",
				intro: "Review your design. You can change any detail before you continue.",
				change: "Change",
				changeLabel: "Change {{field}}",
				continueOrder: "Continue with order",
				base: "Base price"
			},
			fabricProblem: "The fabric you chose is no longer available for this garment. Please choose another.",
			errors: {
				productNotFound: "Product not found",
				fabricNotFound: "That fabric does not exist.",
				fabricUnavailable: "There is not enough fabric left for this garment.",
				fabricSoldOut: "That fabric is sold out.",
				fabricLocked: "Another customer has already chosen that fabric for this garment.",
				partNotFound: "That option does not exist.",
				partWrongType: "That option does not belong to this step.",
				invalid: "The choice is not valid.",
				itemNotFound: "That product is no longer in your basket."
			}
		},
		garment: {
			description: {
				withFabric: "{{product}} in {{fabric}}",
				noFabric: "{{product}}, fabric to be chosen"
			},
			parts: {
				sleeveLong: "long sleeves",
				sleeveShort: "short sleeves",
				cuffClassic: "classic button cuffs",
				cuffFrench: "French cuffs",
				cuffRounded: "rounded cuffs",
				collarClassic: "classic collar",
				collarButtonDown: "button-down collar",
				collarSpread: "spread collar",
				legStraight: "straight leg",
				legSlim: "slim leg",
				legWide: "wide leg",
				waistbandClassic: "classic waistband",
				waistbandHigh: "high rise",
				waistbandElastic: "elastic waistband"
			},
			gallery: {
				meta: {
					title: "Garment gallery",
					description: "Fabric and part combinations drawn by the garment preview."
				},
				eyebrow: "Development only",
				title: "Garment gallery",
				intro: "Every combination drawn by the preview, with its text alternative below.",
				designs: "Designs",
				cardSize: "At card size",
				swatches: "Fabric swatches"
			}
		},
		home: {
			meta: {
				title: "Made-to-measure garments in unique fabrics",
				description: "An online atelier of made-to-measure womenswear: you design your garment, choose a unique fabric that will never return, and we make it just for you."
			},
			hero: {
				eyebrow: "Made-to-measure womenswear",
				title: "Garments made to your measure, in fabrics that never return",
				line1: "You design your garment: choose the fabric, sleeve, cuff and collar.",
				line2: "Every fabric is unique and limited; once it runs out, it never comes back.",
				line3: "We make it just for you, and it reaches you in {{days}} business days.",
				cta: "Discover the concept"
			},
			about: {
				eyebrow: "About us",
				title: "Two twin sisters and one idea: clothes should be made for you",
				intro: "We grew up sharing everything, even our wardrobe, and learned that not even twins have the same body. That is why every garment is cut for one person only, in short-run fabrics that, once chosen for a garment, nobody else will wear.",
				card1: {
					title: "What drives us",
					text: "Customization, technology, durability, sustainability and exclusivity: five values behind every stitch.",
					cta: "Discover our values"
				},
				card2: {
					title: "How we work",
					text: "You design your garment, we create your body profile, we make it and it arrives at your home. That is how it goes from an idea to your wardrobe.",
					cta: "See the process"
				},
				card3: {
					title: "If something is not quite right",
					text: "Our partner workshops adjust your garment after delivery. Simple alterations are free; if it needs extra fabric or a change of structure, you get a clear quote first."
				}
			},
			values: {
				eyebrow: "Our values",
				title: "Five values, sewn into every garment",
				text: "We do not mass-produce or keep stock: we make fewer garments, and make them better.",
				cta: "Explore our values",
				customization: {
					title: "Customization",
					text: "You decide the fabric, sleeve, cuff and collar."
				},
				technology: {
					title: "Technology",
					text: "A body profile estimated with AI from a few proportions, which you review before confirming."
				},
				durability: {
					title: "Durability",
					text: "Good fabrics and seams made to last years, not seasons."
				},
				sustainability: {
					title: "Sustainability",
					text: "We only make what is ordered; returned garments are adjusted, recycled or donated."
				},
				exclusivity: {
					title: "Exclusivity",
					text: "Every fabric-and-garment combination is one of a kind: once you choose it, it is yours alone."
				}
			},
			testimonial: {
				eyebrow: "What our customers say",
				quote: "For the first time, a shirt fits my shoulders perfectly without a single alteration. And knowing nobody else has that fabric makes it even more mine.",
				name: "Lucía Moreno",
				city: "Valencia"
			},
			collection: {
				eyebrow: "The collection",
				title: "Essential garments, designed your way",
				text: "T-shirts, shirts, polos and trousers as a starting point. You choose the fabric from our cottons, silks and linens, and every detail to your taste. Once someone chooses a fabric-and-garment combination, nobody else will have it.",
				cta: "See the collection"
			},
			process: {
				eyebrow: "The process",
				title: "From your idea to your wardrobe, in four steps",
				cta: "See the full process",
				design: {
					title: "Design",
					text: "Choose the garment, fabric, sleeve, cuff and collar."
				},
				profile: {
					title: "Create your body profile",
					text: "From a few details we estimate your measurements with AI; you review them before confirming the order."
				},
				creation: {
					title: "Creation",
					text: "We cut and sew your garment one by one, and only once you order it."
				},
				delivery: {
					title: "Receive and try it on",
					text: "It reaches your home in {{days}} business days. If it needs an adjustment, our partner workshops take care of it."
				}
			}
		},
		newsletter: {
			form: { unavailable: "We cannot send the confirmation email right now. Please try again in a few minutes." },
			confirm: {
				metaTitle: "Newsletter subscription",
				eyebrow: "Newsletter",
				collection: "Meanwhile, discover how we work"
			},
			unsubscribe: {
				metaTitle: "Unsubscribe from the newsletter",
				eyebrow: "Newsletter",
				title: "Do you want to stop receiving our newsletter?",
				text: "We will stop writing to {{email}}. You can subscribe again whenever you like.",
				button: "Unsubscribe me",
				keep: "No, I want to keep receiving it"
			},
			email: {
				confirm: {
					subject: "Confirm your subscription to {{store}}",
					preheader: "One click and you will be the first to see our new fabrics.",
					heading: "Confirm your subscription",
					intro: "Thank you for wanting to receive our new fabrics every week.",
					body: "Press the button to confirm that this address is yours. If it was not you, ignore this message: we will not write again.",
					button: "Confirm subscription",
					fallback: "If the button does not work, copy this link into your browser:"
				},
				welcome: {
					subject: "Welcome to {{store}}",
					preheader: "Your subscription is confirmed.",
					heading: "You are in",
					body1: "Your subscription is confirmed. Every week we will tell you which new fabrics have arrived at the workshop, before anyone else.",
					body2: "Every fabric is unique: once it runs out, it never returns.",
					button: "Visit {{store}}"
				},
				already: {
					subject: "You already receive the {{store}} newsletter",
					preheader: "There is nothing you need to do.",
					heading: "You were already on the list",
					body: "Someone (probably you) asked to subscribe this address, but you already receive our newsletter. There is nothing you need to do."
				},
				footer: {
					contact: "Questions? Write to us at {{email}} or call us on {{phone}}.",
					reason: "You receive this email because your address signed up for the {{store}} newsletter.",
					unsubscribe: "Unsubscribe from the newsletter"
				}
			}
		},
		pages: {
			values: {
				meta: {
					title: "Our values",
					description: "Customisation, technology, durability, sustainability and exclusivity: the five principles we sew into every made-to-measure Gemela garment."
				},
				hero: {
					eyebrow: "Our values",
					title: "What we sew into every garment",
					lead: "We are twin sisters who grew up among sewing patterns and fabric offcuts. Five principles guide every Gemela garment, from the first sketch to the last stitch."
				},
				sections: {
					customization: {
						eyebrow: "Customisation",
						title: "Designed by you, made to your measure",
						text: "You choose the fabric, the sleeve, the cuff and the collar. We cut the pattern to your measurements, not to a catalogue size. The result is a garment that did not exist until you imagined it.",
						point1: "Fabric, sleeve, cuff and collar of your choice",
						point2: "A pattern cut for your body, not for a mannequin"
					},
					technology: {
						eyebrow: "Technology",
						title: "Your body profile, estimated with precision",
						text: "From a few details you already know, such as your height, your weight or your usual size, we estimate the twenty-two measurements a pattern needs. Our model learns from real anthropometric data, and you review and correct every measurement before confirming your order.",
						point1: "Twenty-two measurements from a few details",
						point2: "Always yours to review before you confirm"
					},
					durability: {
						eyebrow: "Durability",
						title: "Made to stay",
						text: "Reinforced seams, careful finishes and fabrics chosen for how they age. If your body changes, our partner workshops adjust the garment: simple alterations are free.",
						point1: "{{warrantyMonths}}-month workmanship warranty",
						point2: "Free simple alterations at partner workshops"
					},
					sustainability: {
						eyebrow: "Sustainability",
						title: "We only sew what someone has ordered",
						text: "No stock, no end-of-season sales and no surplus ending up in a landfill. Every garment is made to order, and those that come back to the workshop are altered, recycled or donated.",
						point1: "Made to order, no surplus",
						point2: "No returned garment ends up in the bin"
					},
					exclusivity: {
						eyebrow: "Exclusivity",
						title: "One fabric, one garment, one owner",
						text: "Our fabrics come in limited runs: once they are gone, they never return. And as soon as you choose a fabric-and-garment combination, it is reserved for you. Nobody else will have that garment in that fabric.",
						point1: "Limited-run fabrics that are never restocked",
						point2: "Each fabric-and-garment combination is yours alone"
					}
				},
				cta: {
					title: "Shall we design yours?",
					text: "Pick a model from the collection and make it yours in a few minutes.",
					collection: "See the collection",
					process: "Discover the process"
				}
			},
			process: {
				meta: {
					title: "The process",
					description: "Design, create your body profile, we make your garment and you receive it at home: how a made-to-measure Gemela garment is born, with real delivery times."
				},
				hero: {
					eyebrow: "The process",
					title: "From your idea to your wardrobe, in four steps",
					lead: "No catalogue sizes and no warehouses full of stock: every garment starts the day you design it."
				},
				stepsTitle: "Four steps",
				stepLabel: "Step {{n}}",
				steps: {
					design: {
						title: "Design",
						text: "Choose a model and decide the fabric, the sleeve, the cuff and the collar. You see the final price before adding it to your basket."
					},
					profile: {
						title: "Create your body profile",
						text: "Pick a standard size, enter your measurements or let us estimate them from a few details. You review them before confirming."
					},
					creation: {
						title: "Creation",
						text: "We cut and sew your garment in the workshop: {{basicDays}} business days for basic garments and {{complexDays}} for more complex ones."
					},
					delivery: {
						title: "Receive it and try it on",
						text: "We ship it in {{standardDays}} business days, or {{expressDays}} with express delivery. If the size is not perfect, every order includes {{sizeChange}} within {{sizeChangeDays}} days."
					}
				},
				delivery: {
					eyebrow: "Delivery times",
					title: "When your garment arrives",
					total: "{{totalDays}} business days",
					text: "The estimated total time from payment confirmation: making your garment plus standard shipping.",
					basic: "Making a basic garment",
					complex: "Making a complex garment",
					standard: "Standard shipping",
					express: "Express shipping",
					days: "{{days}} business days",
					shippingLink: "Shipping policy",
					howLink: "How the shop works"
				}
			},
			howItWorks: {
				meta: {
					title: "How it works",
					description: "Choose your garment, customise it, give us your size and receive it at home: four steps to buy a made-to-measure garment at Gemela."
				},
				hero: {
					eyebrow: "How it works",
					title: "Made to measure, step by step",
					lead: "Designing a one-of-a-kind garment takes less time than trying on three sizes in a fitting room."
				},
				stepLabel: "Step {{n}}",
				steps: {
					choose: {
						title: "Choose your garment",
						text: "Browse the collection of T-shirts, shirts, polos, trousers and skirts. Each model shows its starting price, VAT included."
					},
					customize: {
						title: "Customise every detail",
						text: "Pick the fabric and, depending on the garment, the sleeve, the cuff and the collar. The price updates with every choice."
					},
					size: {
						title: "Give us your size",
						text: "A standard size, a saved measurement profile, or an estimate from your height and weight that you review before confirming."
					},
					receive: {
						title: "Receive it at home",
						text: "We make it in {{basicDays}} business days (basic garments) and ship it to you. Standard shipping is free from {{freeFrom}}."
					}
				},
				cta: {
					title: "Start with the garment",
					text: "Everything else is up to you.",
					collection: "See the collection",
					process: "How we make it"
				}
			},
			faq: {
				meta: {
					title: "Frequently asked questions",
					description: "Answers about Gemela’s made-to-measure garments: what makes them unique, how to give your measurements, delivery times, fabrics and exchanges."
				},
				hero: {
					eyebrow: "Help",
					title: "Frequently asked questions",
					lead: "What you ask us most before designing your first garment."
				},
				questions: {
					unique: {
						question: "What makes each garment unique?",
						answer: "Each garment is cut to your measurements and made with the fabric, sleeve, cuff and collar you choose. Our fabrics come in limited runs that are never restocked and, as soon as you choose a fabric-and-garment combination, it is reserved for you: nobody else will have that garment in that fabric."
					},
					measurements: {
						question: "How do I give my measurements?",
						answer: "You have three options: choose a standard size (XS to XL), fill in a profile with your measurements, with an illustrated guide for taking each one, or let us estimate them from a few details such as your height and weight. You can always review and correct them before confirming your order."
					},
					delivery: {
						question: "How long will my order take?",
						answer: "We make each garment when you order it: {{basicDays}} business days for basic garments and {{complexDays}} for complex ones. Then standard shipping takes {{standardDays}} business days ({{standardPrice}}, free from {{freeFrom}}) and express {{expressDays}} business days ({{expressPrice}})."
					},
					fabric: {
						question: "Which fabrics do you use?",
						answer: "We work with limited runs of cotton, silk and linen. Each fabric has its own page with its composition, feel, weight and care. Once a fabric runs out, it never returns. Please note that the colour on screen may differ slightly from the real one."
					},
					returns: {
						question: "Can I return or exchange my garment?",
						answer: "As made-to-measure garments they cannot be returned for a refund, but every order includes {{sizeChange}} within {{sizeChangeDays}} days of receiving it. If your garment has a defect, tell us within {{defectHours}} hours and we will fix it or make it again free of charge.",
						link: "Read the full return policy"
					}
				},
				more: {
					title: "Can’t find your answer?",
					text: "Write to us and we will reply within {{replyHours}} working hours.",
					contact: "Contact us"
				}
			}
		},
		policies: {
			common: {
				eyebrow: "Information",
				toc: "On this page",
				tocToggle: "Contents",
				sizeChange_one: "one free size change",
				sizeChange_other: "{{count}} free size changes"
			},
			shipping: {
				meta: {
					title: "Shipping policy",
					description: "Gemela’s production times, shipping methods and prices: standard and express shipping, or pickup at the workshop by appointment."
				},
				title: "Shipping policy",
				lead: "Every garment is made when you order it. These are the times and the options for getting it into your hands.",
				production: {
					title: "Production times",
					intro: "As we make each garment from your order, the production time is added to the shipping time. Times count from payment confirmation.",
					basic: "Basic garments: {{basicDays}} business days.",
					complex: "Complex garments, with more pieces or hand finishing: {{complexDays}} business days.",
					collection: "Collections and orders of several garments: {{collectionDays}} business days."
				},
				methods: {
					title: "Shipping methods",
					intro: "You choose the method at checkout. Shipping times are added to the production time.",
					caption: "Shipping methods, times and prices",
					method: "Method",
					time: "Time",
					price: "Price",
					standard: "Standard shipping",
					standardPrice: "{{standardPrice}}, free from {{freeFrom}}",
					express: "Express shipping",
					pickup: "Pickup at the workshop",
					pickupTime: "By appointment",
					free: "Free",
					days: "{{days}} business days"
				},
				total: {
					title: "Estimated total time",
					text: "Adding production and standard shipping, a basic garment arrives in {{totalBasicDays}} business days and a complex one in {{totalComplexDays}} business days."
				},
				tracking: {
					title: "Order tracking",
					text: "When your garment leaves the workshop we send you an e-mail with the carrier’s tracking number."
				},
				pickup: {
					title: "Pickup by appointment",
					text: "You can collect your order free of charge at our workshop: {{address}}. When it is ready we will write to you to arrange an appointment within our customer care hours ({{hours}})."
				},
				incidents: {
					title: "Delivery problems",
					text: "If the parcel arrives damaged, tell the carrier and write to us at {{email}} within {{defectHours}} hours of delivery, with a photo of the parcel. We will put it right at no cost to you."
				}
			},
			returns: {
				meta: {
					title: "Return policy",
					description: "Gemela made-to-measure garments: a free size change, alterations at partner workshops and free repair of any workmanship defect."
				},
				title: "Return policy",
				lead: "Every Gemela garment is made for one person. So instead of refund returns, we offer size changes, alterations and a guarantee against defects.",
				facts: {
					label: "In short",
					sizeChangeValue: "{{sizeChangeDays}} days",
					sizeChangeLabel: "to request {{sizeChange}}",
					defectValue: "{{defectHours}} h",
					defectLabel: "to tell us about a workmanship defect",
					answerValue: "{{answerHours}} h",
					answerLabel: "to answer every request",
					adjustValue: "Free",
					adjustLabel: "simple alterations at partner workshops"
				},
				custom: {
					title: "Made-to-measure garments",
					p1: "Our garments are made to your measurements and your choices. As goods made to the buyer’s specifications, they are exempt from the 14-day right of withdrawal (article 103 c) of the Spanish consumer protection law, Texto Refundido de la Ley General para la Defensa de los Consumidores y Usuarios).",
					p2: "That is why we do not accept refund returns of customised garments. In exchange, we commit to making your garment fit you well."
				},
				sizeChange: {
					title: "Size change",
					p1: "Every order includes {{sizeChange}} if you request it within {{sizeChangeDays}} calendar days of receiving it. We adjust or remake the garment with the corrected measurements in {{sizeChangeWorkDays}} business days."
				},
				adjustments: {
					title: "Alterations",
					p1: "Simple alterations, such as sleeve or hem length, taking in or a button, are free through our partner workshops. Those that need extra fabric or a change to the garment’s structure have a cost, which we quote clearly before starting."
				},
				defects: {
					title: "Workmanship defects",
					p1: "If your garment has a workmanship defect, tell us within {{defectHours}} hours of receiving it. We fix it or make it again free of charge and, if that is not possible, we refund the full amount within {{refundDays}} business days.",
					p2: "In addition, the workmanship of every garment has a {{warrantyMonths}}-month warranty."
				},
				shippingCosts: {
					title: "Shipping costs",
					p1: "Sending the garment to the workshop for a size change or an alteration is at your expense. For a defect, we pay the shipping both ways."
				},
				request: {
					title: "How to make a request",
					p1: "Fill in the returns and exchanges form with your order number and the reason. We answer every request within {{answerHours}} hours and tell you how to send us the garment.",
					cta: "Request a size change or an alteration"
				},
				afterlife: {
					title: "What we do with garments that come back",
					p1: "Garments that come back to the workshop are altered, recycled or donated. None ends up in the bin."
				}
			},
			contact: {
				meta: {
					title: "Contact",
					description: "Write, call or visit the Gemela workshop by appointment. Customer care hours and contact details."
				},
				title: "Contact",
				lead: "We are a small workshop and we love talking to the people who wear our garments. Write to us, call us or come and see us by appointment.",
				channels: "How to reach us",
				email: "E-mail",
				phone: "Phone",
				whatsapp: "WhatsApp",
				address: "Workshop",
				addressNote: "Visits and pickups by appointment.",
				hours: "Customer care hours",
				reply: "We reply within {{replyHours}} working hours.",
				more: {
					title: "Looking for something else?",
					returns: "Request a size change or an alteration",
					faq: "Frequently asked questions",
					shipping: "Shipping policy"
				}
			},
			terms: {
				meta: {
					title: "Terms and conditions",
					description: "Gemela’s terms and conditions of sale: orders, prices, payment, production times, cancellations, warranty and data protection."
				},
				title: "Terms and conditions of sale",
				lead: "These terms govern the purchase of made-to-measure garments from {{store}}. Please read them before placing your order: by confirming it, you accept them.",
				identification: {
					title: "Identification",
					p1: "{{store}} is a made-to-measure workshop based at {{address}}. You can write to us at {{email}} or call us on {{phone}} during our customer care hours ({{hours}})."
				},
				object: {
					title: "Purpose",
					p1: "These terms govern the distance sale, through this website, of garments made to measure according to each customer’s specifications: model, fabric, parts and measurements.",
					p2: "Every garment is unique and is only made once the order has been confirmed."
				},
				ordering: {
					title: "Ordering",
					p1: "To place an order you design your garment, give your size or measurements and complete your shipping details, as a guest or with your account. Before paying you will see a summary of every choice and the total price.",
					p2: "The contract is concluded when you receive the order confirmation e-mail. You are responsible for the accuracy of the measurements you give; if in doubt, check them with our guide before confirming."
				},
				prices: {
					title: "Prices and taxes",
					p1: "All prices are shown in euros and include VAT (21 %). The price of each garment is the sum of its base price, the fabric surcharge and that of the chosen parts.",
					p2: "Shipping costs are shown before payment: standard shipping costs {{standardPrice}} and is free from {{freeFrom}}; express costs {{expressPrice}}."
				},
				payment: {
					title: "Payment",
					p1: "You can pay the full order upfront; 50 % on confirmation and the remaining 50 % before shipping; or as agreed in writing for special orders.",
					p2: "We accept bank transfer, card, Bizum and, at the workshop only, cash. Production starts once the first payment is confirmed."
				},
				production: {
					title: "Production and delivery",
					p1: "Production times, in business days from payment confirmation, are: {{basicDays}} days for basic garments, {{complexDays}} for complex garments and {{collectionDays}} for collections.",
					p2: "The time of the chosen shipping method, described in our <link>shipping policy</link>, is added to these. If an order is delayed, we will let you know the new date."
				},
				urgent: {
					title: "Urgent orders",
					p1: "If you need your garment sooner than usual, ask us. When the workshop can take it on, we accept urgent orders with a {{urgentPercent}} % surcharge on the price of the garment."
				},
				fittings: {
					title: "Fittings",
					p1: "If you wish, you can try the garment on at the workshop by appointment before it is finished. The first fitting is included in the price; further fittings are quoted separately."
				},
				cancellation: {
					title: "Cancellation",
					p1: "You can cancel your order free of charge within {{freeCancelHours}} hours of its confirmation.",
					p2: "After that, if the garment is already in production, cancelling carries a charge of {{productionCancelPercent}} % of the order price, covering the fabric cut and the work done."
				},
				returns: {
					title: "Returns and alterations",
					p1: "Made-to-measure garments are excluded from the right of withdrawal (article 103 c) of the Spanish consumer protection law). Size changes, alterations and defects are governed by our <link>return policy</link>."
				},
				warranty: {
					title: "Warranty",
					p1: "We guarantee the workmanship of every garment for {{warrantyMonths}} months from delivery against sewing and finishing defects. This warranty is in addition to the legal guarantee of conformity you are entitled to by law."
				},
				data: {
					title: "Data protection",
					p1: "We process your personal data in accordance with the General Data Protection Regulation (GDPR) and Spanish Organic Law 3/2018, only to manage your orders, your account and, if you agree, our newsletter. Your measurements are used only to make your garments.",
					p2: "You can exercise your rights of access, rectification, erasure, objection, restriction and portability by writing to {{email}}, and complain to the Spanish Data Protection Agency (AEPD)."
				},
				changes: {
					title: "Changes to these terms",
					p1: "We may update these terms. Changes take effect {{termsNoticeDays}} days after their publication on this page and do not affect orders already confirmed."
				},
				law: {
					title: "Governing law and jurisdiction",
					p1: "These terms are governed by Spanish law. If you are a consumer, the courts of your place of residence will have jurisdiction over any dispute."
				}
			}
		},
		returns: {
			meta: {
				title: "Returns and exchanges",
				description: "Ask for a size change, report a defect or tell us what happened with your made-to-measure garment."
			},
			eyebrow: "Customer care",
			title: "Returns and exchanges",
			intro: "Every garment is cut and sewn for you. If something does not fit, we fix it with you.",
			policy: {
				title: "Our policy, in short",
				custom: {
					title: "Made-to-measure garments",
					text: "Because they are made to your measurements and choices, they are exempt from the 14-day right of withdrawal and cannot be returned for a refund."
				},
				sizeChange: {
					title: "Free size change",
					text_one: "You have {{count}} free size change per order within {{days}} days of delivery.",
					text_other: "You have {{count}} free size changes per order within {{days}} days of delivery."
				},
				defects: {
					title: "Defects",
					text: "If your garment arrives with a defect, tell us within {{hours}} hours of receiving it and we will fix or remake it free of charge."
				},
				adjustments: {
					title: "Adjustments",
					text: "Simple adjustments are free at our partner workshops; anything else we quote before doing any work."
				},
				answer: {
					title: "Quick answer",
					text: "We answer every request within {{hours}} hours at most."
				},
				fullPolicy: "Read the full return policy"
			},
			form: {
				title: "Request an exchange or a return",
				intro: "Fill in the form and we will answer within {{hours}} hours at most.",
				orderNumber: "Order number",
				orderNumberHint: "You will find it in your order confirmation email, for example GM-2025-0142.",
				email: "Email",
				emailHint: "The one you used when ordering.",
				reason: "Reason",
				reasonPlaceholder: "Choose a reason",
				reasons: {
					size: "The size is not right",
					quality: "The quality is not as expected",
					different: "It is different from what I ordered",
					defect: "It has a defect",
					other: "Another reason"
				},
				comments: "Comments (optional)",
				commentsHint: "Tell us what happened; up to {{max}} characters.",
				submit: "Send request",
				submitting: "Sending…",
				errorSummary: "Please check the highlighted fields.",
				errors: {
					orderNumberFormat: "Use only letters, numbers and hyphens",
					reasonRequired: "Choose a reason"
				},
				success: {
					title: "Request received",
					text: "Your request number is {{number}}. We have sent you a confirmation email and will answer within {{hours}} hours at most.",
					another: "Send another request"
				}
			},
			contact: {
				title: "Would you rather talk?",
				text: "For exchanges and any question about your garment, write to us or call us.",
				email: "Email",
				phone: "Phone",
				whatsapp: "WhatsApp",
				hours: "Hours: {{hours}}"
			},
			email: {
				subject: "We have received your request {{number}}",
				preheader: "We will answer within {{hours}} hours at most.",
				heading: "Request received",
				intro: "Thank you for writing to us. We have registered your request with the number {{number}}.",
				summary: "Order: {{order}}\nReason: {{reason}}",
				comments: "Your comments:\n{{comments}}",
				next: "What happens now: we review it and answer within {{hours}} hours at most. If it is a size change, we will tell you how to send us the garment; if it is a defect, we may ask you for a photo.",
				button: "See the return policy",
				footer: "Questions? Reply to this email, write to us at {{email}} or call us on {{phone}}."
			}
		}
	}
};
/** The whole dictionary of one language, sent once with the document (see root's shouldRevalidate). */
function translationsFor(locale) {
	return all[locale];
}
// app/components/error-page.tsx
/** The shell-less error page used by the root boundary (the shell has its own). */
function ErrorPage({ status }) {
	const { t } = useTranslation();
	const notFound = status === 404;
	return /* @__PURE__ */ jsx("main", {
		className: "grid min-h-dvh place-items-center bg-night px-6 text-center text-white",
		children: /* @__PURE__ */ jsxs("div", {
			className: "max-w-md",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "eyebrow text-white/60",
					children: status
				}),
				/* @__PURE__ */ jsx("h1", {
					className: "mt-4 text-5xl",
					children: notFound ? t("common.notFound.title") : t("common.error.title")
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-4 text-white/75",
					children: notFound ? t("common.notFound.text") : t("common.error.text")
				}),
				/* @__PURE__ */ jsx(Link, {
					to: "/",
					className: "mt-8 inline-block rounded-full bg-white px-6 py-3 text-ink",
					children: t("common.notFound.home")
				})
			]
		})
	});
}
// app/root.tsx
var root_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary$4,
	Layout: () => Layout,
	default: () => root_default,
	loader: () => loader$23,
	shouldRevalidate: () => shouldRevalidate$1
});
function loader$23({ request }) {
	const { locale, fromQuery } = detectLocale(request);
	const headers = new Headers();
	if (fromQuery) headers.append("Set-Cookie", localeCookie(locale));
	const origin = process.env.APP_URL ?? new URL(request.url).origin;
	return data({
		locale,
		resources: translationsFor(locale),
		origin
	}, { headers });
}
/** The translations are only fetched again when the language changes (a `lng` query). */
function shouldRevalidate$1({ nextUrl, currentUrl, defaultShouldRevalidate }) {
	const next = nextUrl.searchParams.get("lng");
	if (next && next !== currentUrl.searchParams.get("lng")) return true;
	if (nextUrl.pathname === currentUrl.pathname && nextUrl.search === currentUrl.search) return defaultShouldRevalidate;
	return false;
}
function Layout({ children }) {
	const locale = useRouteLoaderData("root")?.locale ?? "es";
	const nonce = useNonce();
	return /* @__PURE__ */ jsxs("html", {
		lang: locale,
		children: [/* @__PURE__ */ jsxs("head", { children: [
			/* @__PURE__ */ jsx("meta", { charSet: "utf-8" }),
			/* @__PURE__ */ jsx("meta", {
				name: "viewport",
				content: "width=device-width, initial-scale=1"
			}),
			/* @__PURE__ */ jsx("meta", {
				name: "theme-color",
				content: "#f7f2ea"
			}),
			/* @__PURE__ */ jsx("link", {
				rel: "icon",
				href: "/favicon.svg",
				type: "image/svg+xml"
			}),
			/* @__PURE__ */ jsx(Meta, {}),
			/* @__PURE__ */ jsx(Links, {})
		] }), /* @__PURE__ */ jsxs("body", {
			className: "bg-paper text-ink font-sans antialiased",
			children: [
				children,
				/* @__PURE__ */ jsx(ScrollRestoration, { nonce }),
				/* @__PURE__ */ jsx(Scripts, { nonce })
			]
		})]
	});
}
var root_default = UNSAFE_withComponentProps(function App({ loaderData }) {
	const { locale, resources } = loaderData;
	const i18n = useMemo(() => createI18n(locale, resources), [locale, resources]);
	return /* @__PURE__ */ jsxs(I18nextProvider, {
		i18n,
		children: [/* @__PURE__ */ jsx(LocaleSync, { locale }), /* @__PURE__ */ jsx(Outlet, {})]
	});
});
/**
* The client's half of the detection order: with no `lng` query and no cookie, a language kept in
* local storage wins over the browser's; otherwise local storage follows what the server rendered.
*/
function LocaleSync({ locale }) {
	const navigate = useNavigate();
	const location = useLocation();
	useEffect(() => {
		try {
			const stored = localStorage.getItem(localeStorageKey);
			const hasCookie = document.cookie.split(";").some((c) => c.trim().startsWith(`${localeCookieName}=`));
			if (!new URLSearchParams(location.search).has("lng") && !hasCookie && isLocale(stored) && stored !== locale) {
				const params = new URLSearchParams(location.search);
				params.set("lng", stored);
				navigate({
					pathname: location.pathname,
					search: `?${params}`
				}, { replace: true });
				return;
			}
			localStorage.setItem(localeStorageKey, locale);
		} catch {}
	}, [locale]);
	return null;
}
var ErrorBoundary$4 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
	const rootData = useRouteLoaderData("root");
	const i18n = useMemo(() => createI18n(rootData?.locale ?? "es", rootData?.resources ?? translationsFallback()), [rootData]);
	const status = isRouteErrorResponse(error) ? error.status : 500;
	if (status >= 500) console.error(error);
	return /* @__PURE__ */ jsx(I18nextProvider, {
		i18n,
		children: /* @__PURE__ */ jsx(ErrorPage, { status })
	});
});
function translationsFallback() {
	return {};
}
// db/schema/settings.ts
/** One row (id 1): the shop's figures, validated by the content module's zod schema. */
var storeSettings = pgTable("store_settings", {
	id: integer("id").primaryKey().default(1),
	data: jsonb("data").$type().notNull(),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
});
// db/schema/catalogue.ts
var categories = pgTable("categories", {
	id: serial("id").primaryKey(),
	slug: text("slug").notNull(),
	name: jsonb("name").$type().notNull(),
	description: jsonb("description").$type().notNull(),
	/** tops, shirts or trousers: decides the garment drawing and its parts. */
	garmentKind: text("garment_kind").notNull(),
	/** Metres of fabric one garment of this category consumes (decisions.md point 3). */
	fabricMetres: numeric("fabric_metres", {
		precision: 5,
		scale: 2,
		mode: "number"
	}).notNull(),
	/** Part types offered by the customizer, in step order after the fabric. */
	partTypes: jsonb("part_types").$type().notNull(),
	position: integer("position").notNull().default(0),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [uniqueIndex("categories_slug_key").on(t.slug), check("categories_fabric_metres_positive", sql`${t.fabricMetres} > 0`)]);
var products$1 = pgTable("products", {
	id: serial("id").primaryKey(),
	categoryId: integer("category_id").notNull().references(() => categories.id, { onDelete: "restrict" }),
	name: jsonb("name").$type().notNull(),
	intro: jsonb("intro").$type().notNull(),
	basePriceCents: integer("base_price_cents").notNull(),
	position: integer("position").notNull().default(0),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("products_category_id_idx").on(t.categoryId), check("products_base_price_nonnegative", sql`${t.basePriceCents} >= 0`)]);
var fabrics$1 = pgTable("fabrics", {
	id: serial("id").primaryKey(),
	slug: text("slug").notNull(),
	name: jsonb("name").$type().notNull(),
	subname: jsonb("subname").$type().notNull(),
	/** Family used by the customizer filter chips. */
	material: text("material").$type().notNull(),
	priceCents: integer("price_cents").notNull().default(0),
	/** basic or premium. */
	type: text("type").notNull(),
	thread: jsonb("thread").$type().notNull(),
	composition: jsonb("composition").$type().notNull(),
	color: jsonb("color").$type().notNull(),
	technique: jsonb("technique").$type().notNull(),
	wrinkleResistance: jsonb("wrinkle_resistance").$type().notNull(),
	seasonality: jsonb("seasonality").$type().notNull(),
	ironEffort: jsonb("iron_effort").$type().notNull(),
	perceivedWeight: jsonb("perceived_weight").$type().notNull(),
	softness: jsonb("softness").$type().notNull(),
	brightness: jsonb("brightness").$type().notNull(),
	aspect: jsonb("aspect").$type().notNull(),
	origin: jsonb("origin").$type().notNull(),
	uniformity: jsonb("uniformity").$type().notNull(),
	washInstructions: jsonb("wash_instructions").$type().notNull(),
	description: jsonb("description").$type().notNull(),
	pattern: jsonb("pattern").$type().notNull(),
	/** Up to two uploaded image paths; the generated swatch stands in when empty. */
	images: jsonb("images").$type().notNull().default([]),
	stockMetres: numeric("stock_metres", {
		precision: 7,
		scale: 2,
		mode: "number"
	}).notNull(),
	position: integer("position").notNull().default(0),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	uniqueIndex("fabrics_slug_key").on(t.slug),
	index("fabrics_material_idx").on(t.material),
	check("fabrics_stock_nonnegative", sql`${t.stockMetres} >= 0`),
	check("fabrics_price_nonnegative", sql`${t.priceCents} >= 0`),
	check("fabrics_images_max_two", sql`jsonb_array_length(${t.images}) <= 2`)
]);
var parts = pgTable("parts", {
	id: serial("id").primaryKey(),
	slug: text("slug").notNull(),
	/** collar, cuff, sleeve, leg or waistband. */
	type: text("type").notNull(),
	name: jsonb("name").$type().notNull(),
	description: jsonb("description").$type().notNull(),
	image: text("image"),
	surchargeCents: integer("surcharge_cents").notNull().default(0),
	position: integer("position").notNull().default(0),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	uniqueIndex("parts_slug_key").on(t.slug),
	index("parts_type_idx").on(t.type),
	check("parts_surcharge_nonnegative", sql`${t.surchargeCents} >= 0`)
]);
pgTable("sizes", {
	id: serial("id").primaryKey(),
	name: text("name").notNull(),
	chest: text("chest").notNull(),
	waist: text("waist").notNull(),
	hip: text("hip").notNull(),
	description: jsonb("description").$type().notNull(),
	position: integer("position").notNull().default(0)
}, (t) => [uniqueIndex("sizes_name_key").on(t.name)]);
// db/schema/newsletter.ts
var newsletterSubscriptions = pgTable("newsletter_subscriptions", {
	id: serial("id").primaryKey(),
	/** Lower-cased. */
	email: text("email").notNull(),
	status: text("status").notNull().default("pending"),
	locale: text("locale").notNull().default("es"),
	/** Random, single purpose: the double opt-in link. */
	confirmToken: text("confirm_token").notNull(),
	/** Random, stable: the unsubscribe link carried by every e-mail. */
	unsubscribeToken: text("unsubscribe_token").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
	unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true })
}, (t) => [
	uniqueIndex("newsletter_subscriptions_email_key").on(t.email),
	uniqueIndex("newsletter_subscriptions_confirm_token_key").on(t.confirmToken),
	uniqueIndex("newsletter_subscriptions_unsubscribe_token_key").on(t.unsubscribeToken),
	index("newsletter_subscriptions_status_idx").on(t.status),
	check("newsletter_subscriptions_status_check", sql`${t.status} in ('pending', 'active', 'unsubscribed')`)
]);
// db/schema/returns.ts
var returnRequests = pgTable("return_requests", {
	id: serial("id").primaryKey(),
	orderNumber: text("order_number").notNull(),
	email: text("email").notNull(),
	reason: text("reason").notNull(),
	comments: text("comments").notNull().default(""),
	locale: text("locale").notNull().default("es"),
	status: text("status").notNull().default("received"),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	index("return_requests_created_at_idx").on(t.createdAt),
	index("return_requests_order_number_idx").on(t.orderNumber),
	check("return_requests_reason_check", sql`${t.reason} in ('size', 'quality', 'different', 'defect', 'other')`)
]);
// db/schema/basket.ts
/**
* A basket lives on the server. A guest's is found by the hash of the random token in its httpOnly
* cookie (a database leak does not hand out cookies); an account's by its user id (accounts issue).
*/
var baskets = pgTable("baskets", {
	id: uuid("id").primaryKey().defaultRandom(),
	tokenHash: text("token_hash"),
	userId: text("user_id"),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [uniqueIndex("baskets_token_hash_key").on(t.tokenHash), uniqueIndex("baskets_user_id_key").on(t.userId)]);
var basketItems = pgTable("basket_items", {
	id: uuid("id").primaryKey().defaultRandom(),
	basketId: uuid("basket_id").notNull().references(() => baskets.id, { onDelete: "cascade" }),
	productId: integer("product_id").notNull().references(() => products$1.id, { onDelete: "restrict" }),
	fabricId: integer("fabric_id").references(() => fabrics$1.id, { onDelete: "set null" }),
	/** Chosen part id per part type of the product's category (sleeve, cuff, collar, leg, waistband). */
	parts: jsonb("parts").$type().notNull().default({}),
	measurements: jsonb("measurements").$type(),
	personalData: jsonb("personal_data").$type(),
	/** complete | incomplete, recomputed on every write (basket-status.ts). */
	status: text("status").notNull().default("incomplete"),
	incompleteFields: jsonb("incomplete_fields").$type().notNull().default([]),
	/** Set when the fabric sold out or its combination was locked by an order: the item asks for another. */
	fabricProblem: text("fabric_problem"),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	index("basket_items_basket_id_idx").on(t.basketId, t.createdAt),
	index("basket_items_fabric_product_idx").on(t.fabricId, t.productId),
	check("basket_items_status_check", sql`${t.status} in ('complete', 'incomplete')`)
]);
/**
* A fabric-plus-garment combination is sold once (decisions.md point 3): the unique key is the lock.
* Orders take it in the same transaction as the stock decrement; an unpaid order releases it.
*/
var fabricLocks = pgTable("fabric_locks", {
	id: uuid("id").primaryKey().defaultRandom(),
	fabricId: integer("fabric_id").notNull().references(() => fabrics$1.id, { onDelete: "cascade" }),
	productId: integer("product_id").notNull().references(() => products$1.id, { onDelete: "cascade" }),
	orderId: text("order_id"),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [uniqueIndex("fabric_locks_fabric_product_key").on(t.fabricId, t.productId), index("fabric_locks_product_idx").on(t.productId)]);
path.resolve(import.meta.dirname, "../../db/migrations");
var slot = globalThis;
function getDb() {
	if (!slot.__gemelaDb) throw new Error("Database not opened: call setDatabase() at start-up");
	return slot.__gemelaDb.db;
}
// app/modules/content/settings.ts
var range = z.object({
	min: z.number().int().nonnegative(),
	max: z.number().int().nonnegative()
});
/**
* Every figure the shop states about delivery, shipping, returns and support lives here, so no two
* pages can disagree (decisions.md points 6, 7 and 10). Defaults are the decisions' figures.
*/
var storeSettingsSchema = z.object({
	storeName: z.string().min(1).default("Gemela"),
	socialUrl: z.string().url().default("https://www.instagram.com/gemela.atelier"),
	contact: z.object({
		email: z.string().email().default("hola@gemela.es"),
		phone: z.string().default("+34 910 000 000"),
		whatsapp: z.string().default("+34 600 000 000"),
		address: z.string().default("Calle del Almendro 7, 28005 Madrid, España"),
		hoursDays: z.object({
			from: z.number().int().min(1).max(7),
			to: z.number().int().min(1).max(7)
		}).default({
			from: 1,
			to: 5
		}),
		hoursTime: z.object({
			open: z.string(),
			close: z.string()
		}).default({
			open: "10:00",
			close: "14:00"
		}),
		replyWithinHours: z.number().int().positive().default(72)
	}).prefault({}),
	production: z.object({
		basicDays: range.default({
			min: 7,
			max: 10
		}),
		complexDays: range.default({
			min: 15,
			max: 20
		}),
		collectionDays: range.default({
			min: 20,
			max: 30
		})
	}).prefault({}),
	shipping: z.object({
		standardDays: range.default({
			min: 3,
			max: 5
		}),
		standardPriceCents: z.number().int().nonnegative().default(495),
		freeFromCents: z.number().int().nonnegative().default(5e3),
		expressDays: range.default({
			min: 1,
			max: 2
		}),
		expressPriceCents: z.number().int().nonnegative().default(995),
		pickup: z.boolean().default(true)
	}).prefault({}),
	returns: z.object({
		sizeChangeDays: z.number().int().positive().default(30),
		sizeChangeWorkDays: range.default({
			min: 3,
			max: 5
		}),
		freeSizeChangesPerOrder: z.number().int().nonnegative().default(1),
		defectReportHours: z.number().int().positive().default(48),
		answerWithinHours: z.number().int().positive().default(48),
		refundDays: range.default({
			min: 5,
			max: 10
		})
	}).prefault({}),
	terms: z.object({
		urgentSurchargePercent: z.number().int().nonnegative().default(25),
		warrantyMonths: z.number().int().positive().default(6),
		freeCancellationHours: z.number().int().positive().default(24),
		productionCancellationPercent: z.number().int().nonnegative().default(50),
		termsNoticeDays: z.number().int().positive().default(30)
	}).prefault({})
});
/** Marketing delivery promise: fastest production plus fastest shipping … slowest complex plus standard. */
function computeDeliveryRange(s) {
	return {
		min: s.production.basicDays.min + s.shipping.standardDays.min,
		max: s.production.complexDays.max + s.shipping.standardDays.max
	};
}
// app/modules/content/settings.server.ts
var cache;
var ttlMs = 5e3;
/** The store's figures (one row), re-read at most every few seconds. */
async function getStoreSettings() {
	if (cache && Date.now() - cache.at < ttlMs) return cache.value;
	const [row] = await getDb().select({ data: storeSettings.data }).from(storeSettings).where(eq(storeSettings.id, 1));
	const value = storeSettingsSchema.parse(row?.data ?? {});
	cache = {
		value,
		at: Date.now()
	};
	return value;
}
// app/modules/catalogue/availability.ts
function computeFabricAvailability(input) {
	if (input.stockMetres <= 0) return "soldOut";
	if (input.locked) return "locked";
	if (input.stockMetres < input.garmentMetres) return "notEnough";
	return null;
}
// app/modules/catalogue/localize.ts
/** Spanish is required, English optional: a missing translation falls back to Spanish. */
function localize(text, locale) {
	return (locale === "en" ? text.en : void 0) || text.es;
}
// app/modules/catalogue/catalogue.server.ts
var productColumns = {
	id: products$1.id,
	name: products$1.name,
	intro: products$1.intro,
	basePriceCents: products$1.basePriceCents,
	categoryId: categories.id,
	categorySlug: categories.slug,
	categoryName: categories.name,
	garmentKind: categories.garmentKind,
	partTypes: categories.partTypes,
	fabricMetres: categories.fabricMetres
};
function toProduct(row, locale) {
	return {
		id: row.id,
		name: localize(row.name, locale),
		intro: localize(row.intro, locale),
		basePriceCents: row.basePriceCents,
		category: {
			id: row.categoryId,
			slug: row.categorySlug,
			name: localize(row.categoryName, locale),
			garmentKind: row.garmentKind,
			partTypes: row.partTypes,
			fabricMetres: row.fabricMetres
		}
	};
}
async function listProducts(locale) {
	return (await getDb().select(productColumns).from(products$1).innerJoin(categories, eq(categories.id, products$1.categoryId)).orderBy(asc(products$1.position), asc(products$1.id))).map((r) => toProduct(r, locale));
}
async function getProduct(id, locale) {
	if (!Number.isSafeInteger(id) || id <= 0) return null;
	const [row] = await getDb().select(productColumns).from(products$1).innerJoin(categories, eq(categories.id, products$1.categoryId)).where(eq(products$1.id, id));
	return row ? toProduct(row, locale) : null;
}
function toFabric(row, locale) {
	const l = (k) => localize(row[k], locale);
	return {
		id: row.id,
		slug: row.slug,
		name: l("name"),
		subname: l("subname"),
		material: row.material,
		priceCents: row.priceCents,
		type: row.type,
		pattern: row.pattern,
		images: row.images,
		stockMetres: row.stockMetres,
		description: l("description"),
		attributes: {
			composition: l("composition"),
			thread: l("thread"),
			color: l("color"),
			technique: l("technique"),
			aspect: l("aspect"),
			perceivedWeight: l("perceivedWeight"),
			softness: l("softness"),
			brightness: l("brightness"),
			wrinkleResistance: l("wrinkleResistance"),
			ironEffort: l("ironEffort"),
			seasonality: l("seasonality"),
			uniformity: l("uniformity"),
			origin: l("origin"),
			washInstructions: l("washInstructions")
		}
	};
}
async function getFabric(id, locale) {
	if (!Number.isSafeInteger(id) || id <= 0) return null;
	const [row] = await getDb().select().from(fabrics$1).where(eq(fabrics$1.id, id));
	return row ? toFabric(row, locale) : null;
}
/** Every fabric with whether it can be chosen for this product (stock for its category, lock). */
async function listFabricsForProduct(product, locale) {
	const db = getDb();
	const [rows, locks] = await Promise.all([db.select().from(fabrics$1).orderBy(asc(fabrics$1.position), asc(fabrics$1.id)), db.select({ fabricId: fabricLocks.fabricId }).from(fabricLocks).where(eq(fabricLocks.productId, product.id))]);
	const locked = new Set(locks.map((l) => l.fabricId));
	return rows.map((row) => ({
		...toFabric(row, locale),
		unavailable: computeFabricAvailability({
			stockMetres: row.stockMetres,
			garmentMetres: product.category.fabricMetres,
			locked: locked.has(row.id)
		})
	}));
}
async function isFabricLocked(fabricId, productId) {
	const [row] = await getDb().select({ id: fabricLocks.id }).from(fabricLocks).where(and(eq(fabricLocks.fabricId, fabricId), eq(fabricLocks.productId, productId)));
	return !!row;
}
async function listParts(types, locale) {
	if (types.length === 0) return [];
	return (await getDb().select().from(parts).where(inArray(parts.type, [...types])).orderBy(asc(parts.position), asc(parts.id))).map((p) => ({
		id: p.id,
		slug: p.slug,
		type: p.type,
		name: localize(p.name, locale),
		description: localize(p.description, locale),
		surchargeCents: p.surchargeCents,
		image: p.image
	}));
}
/** The design drawn on a product card: each product shown in a different fabric with the first parts. */
async function listCollectionCards(locale) {
	const db = getDb();
	const [productList, fabricRows, partRows] = await Promise.all([
		listProducts(locale),
		db.select({
			id: fabrics$1.id,
			name: fabrics$1.name,
			pattern: fabrics$1.pattern,
			stockMetres: fabrics$1.stockMetres
		}).from(fabrics$1).orderBy(asc(fabrics$1.position), asc(fabrics$1.id)),
		db.select({
			slug: parts.slug,
			type: parts.type
		}).from(parts).orderBy(asc(parts.position), asc(parts.id))
	]);
	const firstPart = /* @__PURE__ */ new Map();
	for (const p of partRows) if (!firstPart.has(p.type)) firstPart.set(p.type, p.slug);
	const showcase = fabricRows.filter((f) => f.stockMetres > 0);
	return productList.map((product, index) => {
		const fabric = showcase.length ? showcase[index % showcase.length] : null;
		return {
			id: product.id,
			name: product.name,
			categoryName: product.category.name,
			basePriceCents: product.basePriceCents,
			design: {
				kind: product.category.garmentKind,
				fabric: fabric ? {
					pattern: fabric.pattern,
					name: localize(fabric.name, locale)
				} : null,
				parts: Object.fromEntries(product.category.partTypes.map((type) => [type, firstPart.get(type) ?? null]))
			}
		};
	});
}
/** A product with the design its detail page shows (the same drawing as its card). */
async function getProductShowcase(id, locale) {
	const product = await getProduct(id, locale);
	if (!product) return null;
	return {
		product,
		design: (await listCollectionCards(locale)).find((c) => c.id === id).design
	};
}
// app/modules/basket/basket-cookie.server.ts
var name = "gemela_basket";
var maxAge = 7776e3;
function readCookie(request) {
	const header = request.headers.get("Cookie");
	if (!header) return void 0;
	for (const part of header.split(";")) {
		const [key, ...rest] = part.trim().split("=");
		if (key === name) return rest.join("=");
	}
}
function hashToken(token) {
	return createHash("sha256").update(token).digest("hex");
}
/** The hash under which this browser's guest basket is stored, if it has one. */
function basketTokenHash(request) {
	const token = readCookie(request);
	return token && /^[A-Za-z0-9_-]{32,64}$/.test(token) ? hashToken(token) : void 0;
}
function newBasketToken() {
	const token = randomBytes(32).toString("base64url");
	return {
		token,
		hash: hashToken(token)
	};
}
function basketCookieHeader(token) {
	return `${name}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${process.env.NODE_ENV === "production" && !(process.env.APP_URL ?? "").startsWith("http://") ? "; Secure" : ""}`;
}
// app/modules/basket/pricing.ts
/**
* Item total = product base price + fabric surcharge + each chosen part's surcharge, in integer cents
* (decisions.md point 2). Taxes (IVA) are included in every price; the IVA part is derived, not added.
*/
function computeItemTotal(input) {
	return input.basePriceCents + (input.fabricPriceCents ?? 0) + input.partSurchargesCents.reduce((a, b) => a + b, 0);
}
var vatRate = .21;
/** The IVA contained in a tax-included amount, rounded to the cent. */
function computeIncludedVat(totalCents, rate = vatRate) {
	return Math.round(totalCents - totalCents / (1 + rate));
}
// app/modules/basket/basket.server.ts
/** A refusal the customer can act on; the route answers 400 with the message for `code`. */
var BasketError = class extends Error {
	code;
	constructor(code) {
		super(code);
		this.code = code;
	}
};
async function findBasketId(request) {
	const hash = basketTokenHash(request);
	if (!hash) return null;
	const [row] = await getDb().select({ id: baskets.id }).from(baskets).where(eq(baskets.tokenHash, hash));
	return row?.id ?? null;
}
/** This browser's basket, created on first write; `setCookie` is returned when it was just made. */
async function ensureBasket(request) {
	const existing = await findBasketId(request);
	if (existing) return { basketId: existing };
	const { token, hash } = newBasketToken();
	const [row] = await getDb().insert(baskets).values({ tokenHash: hash }).returning({ id: baskets.id });
	return {
		basketId: row.id,
		setCookie: basketCookieHeader(token)
	};
}
async function countBasketItems(request) {
	const basketId = await findBasketId(request);
	if (!basketId) return 0;
	const [row] = await getDb().select({ n: sql`count(*)::int` }).from(basketItems).where(eq(basketItems.basketId, basketId));
	return row?.n ?? 0;
}
/** The basket's items with everything the cards show; two queries whatever the size (no N+1). */
async function listBasketItems(request, locale) {
	const basketId = await findBasketId(request);
	if (!basketId) return [];
	return listItems(basketId, locale);
}
async function listItems(basketId, locale, onlyItemId) {
	const db = getDb();
	const rows = await db.select({
		item: basketItems,
		productName: products$1.name,
		basePriceCents: products$1.basePriceCents,
		garmentKind: categories.garmentKind,
		partTypes: categories.partTypes,
		fabric: {
			id: fabrics$1.id,
			name: fabrics$1.name,
			priceCents: fabrics$1.priceCents,
			pattern: fabrics$1.pattern,
			slug: fabrics$1.slug
		}
	}).from(basketItems).innerJoin(products$1, eq(products$1.id, basketItems.productId)).innerJoin(categories, eq(categories.id, products$1.categoryId)).leftJoin(fabrics$1, eq(fabrics$1.id, basketItems.fabricId)).where(onlyItemId ? and(eq(basketItems.basketId, basketId), eq(basketItems.id, onlyItemId)) : eq(basketItems.basketId, basketId)).orderBy(asc(basketItems.createdAt));
	const partIds = [...new Set(rows.flatMap((r) => Object.values(r.item.parts).filter((v) => typeof v === "number")))];
	const partRows = partIds.length ? await db.select({
		id: parts.id,
		slug: parts.slug,
		type: parts.type,
		name: parts.name,
		surchargeCents: parts.surchargeCents
	}).from(parts).where(inArray(parts.id, partIds)) : [];
	const partById = new Map(partRows.map((p) => [p.id, {
		...p,
		name: localize(p.name, locale)
	}]));
	return rows.map(({ item, productName, basePriceCents, garmentKind, partTypes, fabric }) => {
		const chosen = Object.fromEntries(partTypes.map((type) => [type, partById.get(item.parts[type] ?? -1) ?? null]));
		const totalCents = computeItemTotal({
			basePriceCents,
			fabricPriceCents: fabric?.priceCents ?? null,
			partSurchargesCents: Object.values(chosen).map((p) => p?.surchargeCents ?? 0)
		});
		return {
			id: item.id,
			productId: item.productId,
			productName: localize(productName, locale),
			garmentKind,
			partTypes,
			createdAt: item.createdAt.toISOString(),
			status: item.status,
			incompleteFields: item.incompleteFields,
			fabricProblem: item.fabricProblem,
			fabric: fabric ? {
				id: fabric.id,
				slug: fabric.slug,
				name: localize(fabric.name, locale),
				priceCents: fabric.priceCents,
				pattern: fabric.pattern
			} : null,
			parts: chosen,
			measurements: item.measurements,
			basePriceCents,
			totalCents,
			editTarget: computeEditTarget(item.incompleteFields, partTypes)
		};
	});
}
/** One item of this browser's basket, or null when it does not exist or is someone else's. */
async function getBasketItem(request, itemId, locale) {
	if (!isUuid(itemId)) return null;
	const basketId = await findBasketId(request);
	if (!basketId) return null;
	const [item] = await listItems(basketId, locale, itemId);
	return item ?? null;
}
function isUuid(value) {
	return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
/**
* Records a choice of the customizer: creates the item on the first choice, updates it after, and
* recomputes its status. Everything is checked here — the product, the fabric's availability for it,
* the part's type — whatever the browser sent.
*/
async function saveDesignChoice(request, choice) {
	const product = await getProduct(choice.productId, "es");
	if (!product) throw new BasketError("productNotFound");
	const db = getDb();
	const partsPatch = {};
	if (choice.fabricId !== void 0) {
		const [fabric] = await db.select({
			id: fabrics$1.id,
			stockMetres: fabrics$1.stockMetres
		}).from(fabrics$1).where(eq(fabrics$1.id, choice.fabricId));
		if (!fabric) throw new BasketError("fabricNotFound");
		const problem = computeFabricAvailability({
			stockMetres: fabric.stockMetres,
			garmentMetres: product.category.fabricMetres,
			locked: await isFabricLocked(fabric.id, product.id)
		});
		if (problem === "soldOut") throw new BasketError("fabricSoldOut");
		if (problem === "locked") throw new BasketError("fabricLocked");
		if (problem) throw new BasketError("fabricUnavailable");
	}
	if (choice.partId !== void 0) {
		const [part] = await db.select({
			id: parts.id,
			type: parts.type
		}).from(parts).where(eq(parts.id, choice.partId));
		if (!part) throw new BasketError("partNotFound");
		if (!product.category.partTypes.includes(part.type)) throw new BasketError("partWrongType");
		partsPatch[part.type] = part.id;
	}
	const { basketId, setCookie } = await ensureBasket(request);
	const existing = choice.itemId && isUuid(choice.itemId) ? (await db.select().from(basketItems).where(and(eq(basketItems.id, choice.itemId), eq(basketItems.basketId, basketId))))[0] : void 0;
	if (choice.itemId && (!existing || existing.productId !== product.id)) return {
		notFound: true,
		setCookie
	};
	const fabricId = choice.fabricId ?? existing?.fabricId ?? null;
	const itemParts = {
		...existing?.parts ?? {},
		...partsPatch
	};
	const { status, incompleteFields } = computeItemStatus({
		fabricId,
		parts: itemParts,
		hasMeasurements: existing?.measurements != null
	}, product.category.partTypes);
	const now = /* @__PURE__ */ new Date();
	const values = {
		fabricId,
		parts: itemParts,
		status,
		incompleteFields,
		updatedAt: now,
		fabricProblem: choice.fabricId !== void 0 ? null : existing?.fabricProblem ?? null
	};
	let itemId;
	if (existing) {
		await db.update(basketItems).set(values).where(eq(basketItems.id, existing.id));
		itemId = existing.id;
	} else {
		const [row] = await db.insert(basketItems).values({
			...values,
			basketId,
			productId: product.id
		}).returning({ id: basketItems.id });
		itemId = row.id;
	}
	await db.update(baskets).set({ updatedAt: now }).where(eq(baskets.id, basketId));
	return {
		notFound: false,
		itemId,
		setCookie
	};
}
/** Removes an item of this browser's basket; false when there is no such item here. */
async function deleteBasketItem(request, itemId) {
	if (!isUuid(itemId)) return false;
	const basketId = await findBasketId(request);
	if (!basketId) return false;
	return (await getDb().delete(basketItems).where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basketId))).returning({ id: basketItems.id })).length > 0;
}
/** What the sidebar and /cart show: the items and the server's total. */
async function getBasketSummary(request, locale) {
	const items = await listBasketItems(request, locale);
	return {
		items,
		count: items.length,
		totalCents: items.reduce((sum, i) => sum + i.totalCents, 0)
	};
}
// app/components/icons.tsx
function Svg({ children, ...props }) {
	return /* @__PURE__ */ jsx("svg", {
		viewBox: "0 0 24 24",
		width: "22",
		height: "22",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: 1.5,
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": "true",
		focusable: "false",
		...props,
		children
	});
}
function BagIcon(props) {
	return /* @__PURE__ */ jsxs(Svg, {
		...props,
		children: [/* @__PURE__ */ jsx("path", { d: "M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8Z" }), /* @__PURE__ */ jsx("path", { d: "M9 10V6.5a3 3 0 0 1 6 0V10" })]
	});
}
function UserIcon(props) {
	return /* @__PURE__ */ jsxs(Svg, {
		...props,
		children: [/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "8",
			r: "3.6"
		}), /* @__PURE__ */ jsx("path", { d: "M4.5 20.5c1.2-3.8 4-5.6 7.5-5.6s6.3 1.8 7.5 5.6" })]
	});
}
function GlobeIcon(props) {
	return /* @__PURE__ */ jsxs(Svg, {
		...props,
		children: [/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "12",
			r: "8.5"
		}), /* @__PURE__ */ jsx("path", { d: "M3.5 12h17M12 3.5c2.4 2.4 3.6 5.2 3.6 8.5s-1.2 6.1-3.6 8.5c-2.4-2.4-3.6-5.2-3.6-8.5s1.2-6.1 3.6-8.5Z" })]
	});
}
function MenuIcon(props) {
	return /* @__PURE__ */ jsx(Svg, {
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "M4 7h16M4 12h16M4 17h10" })
	});
}
function CloseIcon(props) {
	return /* @__PURE__ */ jsx(Svg, {
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "M6 6l12 12M18 6 6 18" })
	});
}
function InstagramIcon(props) {
	return /* @__PURE__ */ jsxs(Svg, {
		...props,
		children: [
			/* @__PURE__ */ jsx("rect", {
				x: "3.5",
				y: "3.5",
				width: "17",
				height: "17",
				rx: "5"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "12",
				cy: "12",
				r: "4"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "17.2",
				cy: "6.8",
				r: "0.6",
				fill: "currentColor"
			})
		]
	});
}
function ArrowRightIcon(props) {
	return /* @__PURE__ */ jsx(Svg, {
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "M4 12h15M13 6l6 6-6 6" })
	});
}
function ChevronDownIcon(props) {
	return /* @__PURE__ */ jsx(Svg, {
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "m6 9 6 6 6-6" })
	});
}
// app/components/footer.tsx
var footerLinks = [
	{
		to: "/shipping-policy",
		key: "common.footer.shippingPolicy"
	},
	{
		to: "/return-policy",
		key: "common.footer.returnPolicy"
	},
	{
		to: "/contact",
		key: "common.footer.contact"
	},
	{
		to: "/terms",
		key: "common.footer.terms"
	},
	{
		to: "/returns-exchanges",
		key: "common.footer.returnsExchanges"
	}
];
function Footer({ info }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("footer", {
		className: "bg-night text-white/85",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "container-page grid gap-12 py-16 md:grid-cols-[1.4fr_1fr_1fr] md:py-20",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "max-w-sm",
					children: [
						/* @__PURE__ */ jsx("p", {
							className: "font-display text-4xl text-white",
							children: info.storeName
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-4 leading-relaxed text-white/75",
							children: t("common.footer.tagline")
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-6 text-sm text-white/70",
							children: t("common.footer.hours", { hours: info.supportHours })
						})
					]
				}),
				/* @__PURE__ */ jsxs("nav", {
					"aria-labelledby": "footer-info",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "footer-info",
						className: "eyebrow font-sans text-white/60",
						children: t("common.footer.info")
					}), /* @__PURE__ */ jsx("ul", {
						className: "mt-5 space-y-3",
						children: footerLinks.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: link.to,
							className: "underline-offset-4 hover:text-white hover:underline",
							children: t(link.key)
						}) }, link.to))
					})]
				}),
				/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
					className: "eyebrow font-sans text-white/60",
					children: t("common.footer.follow")
				}), /* @__PURE__ */ jsxs("a", {
					href: info.socialUrl,
					rel: "noopener noreferrer",
					target: "_blank",
					className: "mt-5 inline-flex items-center gap-2 hover:text-white",
					children: [/* @__PURE__ */ jsx(InstagramIcon, {}), /* @__PURE__ */ jsx("span", { children: t("common.footer.instagram") })]
				})] })
			]
		}), /* @__PURE__ */ jsx("div", {
			className: "border-t border-white/10",
			children: /* @__PURE__ */ jsx("p", {
				className: "container-page py-6 text-xs text-white/60",
				children: t("common.footer.rights", {
					year: (/* @__PURE__ */ new Date()).getFullYear(),
					store: info.storeName
				})
			})
		})]
	});
}
// app/components/header-variant.ts
/**
* The header is white and fixed on the catalogue, customizer, information pages and the profiles
* page; elsewhere it is transparent over the page's dark hero, with white text (product-spec.md §2).
*/
var solidPages = [
	"/collection",
	"/shipping-policy",
	"/return-policy",
	"/contact",
	"/terms",
	"/returns-exchanges",
	"/perfiles-de-medidas"
];
var solidPrefixes = ["/collection/", "/product/"];
function headerVariantFor(pathname) {
	const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
	if (solidPages.includes(path) || solidPrefixes.some((prefix) => path.startsWith(prefix))) return "solid";
	return "transparent";
}
// app/components/language-picker.tsx
/** es / en: opens on click, closes after a choice, on Escape or on a click outside. */
function LanguagePicker() {
	const { t, i18n } = useTranslation();
	const [open, setOpen] = useState(false);
	const listId = useId();
	const root = useRef(null);
	const location = useLocation();
	const current = i18n.language;
	useEffect(() => {
		if (!open) return;
		const onPointer = (event) => {
			if (!root.current?.contains(event.target)) setOpen(false);
		};
		const onKey = (event) => {
			if (event.key === "Escape") setOpen(false);
		};
		document.addEventListener("pointerdown", onPointer);
		document.addEventListener("keydown", onKey);
		return () => {
			document.removeEventListener("pointerdown", onPointer);
			document.removeEventListener("keydown", onKey);
		};
	}, [open]);
	function hrefFor(locale) {
		const params = new URLSearchParams(location.search);
		params.set("lng", locale);
		return `${location.pathname}?${params}`;
	}
	return /* @__PURE__ */ jsxs("div", {
		ref: root,
		className: "relative",
		children: [/* @__PURE__ */ jsxs("button", {
			type: "button",
			className: "flex h-11 items-center gap-1 rounded-full px-2.5 text-sm uppercase hover:bg-black/5",
			"aria-expanded": open,
			"aria-controls": listId,
			"aria-label": t("common.language.change", { current: t(`common.language.${current}`) }),
			onClick: () => setOpen((v) => !v),
			children: [/* @__PURE__ */ jsx(GlobeIcon, {
				width: 20,
				height: 20
			}), /* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				children: current
			})]
		}), /* @__PURE__ */ jsx("ul", {
			id: listId,
			hidden: !open,
			className: "absolute right-0 top-full mt-2 min-w-36 overflow-hidden rounded-xl border border-line bg-white py-1 text-ink shadow-lg",
			children: supportedLocales.map((locale) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
				to: hrefFor(locale),
				lang: locale,
				hrefLang: locale,
				"aria-current": locale === current ? "true" : void 0,
				preventScrollReset: true,
				className: "block px-4 py-2.5 text-sm hover:bg-cream aria-[current]:font-semibold",
				onClick: () => {
					setOpen(false);
					try {
						localStorage.setItem(localeStorageKey, locale);
					} catch {}
				},
				children: t(`common.language.${locale}`)
			}) }, locale))
		})]
	});
}
// app/components/nav-links.ts
var navLinks = [
	{
		to: "/",
		key: "common.nav.home",
		end: true
	},
	{
		to: "/collection",
		key: "common.nav.collection",
		end: false
	},
	{
		to: "/faq",
		key: "common.nav.faq",
		end: false
	},
	{
		to: "/values",
		key: "common.nav.values",
		end: false
	}
];
/** The basket badge: hidden at 0, "99+" above 99. */
function formatBadge(count) {
	if (count <= 0) return null;
	return count > 99 ? "99+" : String(count);
}
// app/components/mobile-menu.tsx
/**
* Full-screen menu for small screens, on the native <dialog>: focus is trapped, Escape closes it and
* the page behind is inert, without shipping a dialog library on every page.
*/
function MobileMenu({ user }) {
	const { t } = useTranslation();
	const dialog = useRef(null);
	const close = () => dialog.current?.close();
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
		type: "button",
		className: "-ml-2 grid size-11 place-items-center rounded-full hover:bg-black/5 md:hidden",
		"aria-label": t("common.header.openMenu"),
		"aria-haspopup": "dialog",
		onClick: () => dialog.current?.showModal(),
		children: /* @__PURE__ */ jsx(MenuIcon, {})
	}), /* @__PURE__ */ jsxs("dialog", {
		ref: dialog,
		"aria-label": t("common.header.menu"),
		className: "m-0 h-dvh max-h-none w-full max-w-none bg-paper p-0 text-ink backdrop:bg-ink/40 open:flex open:flex-col",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "container-page flex h-16 items-center justify-between",
				children: [/* @__PURE__ */ jsx("span", {
					className: "font-display text-[1.75rem] leading-none",
					children: t("common.brand")
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "-mr-2 grid size-11 place-items-center rounded-full hover:bg-black/5",
					"aria-label": t("common.header.closeMenu"),
					onClick: close,
					children: /* @__PURE__ */ jsx(CloseIcon, {})
				})]
			}),
			/* @__PURE__ */ jsx("nav", {
				"aria-label": t("common.nav.label"),
				className: "container-page mt-6 flex-1",
				children: /* @__PURE__ */ jsx("ul", {
					className: "space-y-1",
					children: navLinks.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
						to: link.to,
						end: link.end,
						onClick: close,
						className: ({ isActive }) => cn("block border-b border-line py-4 font-display text-4xl", isActive ? "font-semibold" : "font-normal"),
						children: t(link.key)
					}) }, link.to))
				})
			}),
			/* @__PURE__ */ jsx("div", {
				className: "container-page flex flex-col gap-3 pb-10",
				children: user ? /* @__PURE__ */ jsx(Form, {
					method: "post",
					action: "/logout",
					onSubmit: close,
					children: /* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "w-full rounded-full border border-ink py-3.5",
						children: t("common.header.logout")
					})
				}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Link, {
					to: "/register",
					onClick: close,
					className: "rounded-full border border-ink py-3.5 text-center",
					children: t("common.header.createAccount")
				}), /* @__PURE__ */ jsx(Link, {
					to: "/login",
					onClick: close,
					className: "rounded-full bg-ink py-3.5 text-center text-white",
					children: t("common.header.login")
				})] })
			})
		]
	})] });
}
// app/components/header.tsx
var BasketSidebar = lazy(() => import("./assets/basket-sidebar-CD7As3rf.js").then((m) => ({ default: m.BasketSidebar })));
function Header({ user, basketCount }) {
	const { t } = useTranslation();
	const [basketOpen, setBasketOpen] = useState(false);
	const [basketLoaded, setBasketLoaded] = useState(false);
	const { pathname } = useLocation();
	const variant = headerVariantFor(pathname);
	const badge = formatBadge(basketCount);
	return /* @__PURE__ */ jsxs("header", {
		"data-variant": variant,
		className: cn("inset-x-0 top-0 z-40", variant === "solid" ? "fixed border-b border-line/70 bg-white/95 text-ink backdrop-blur" : "absolute bg-transparent text-white"),
		children: [/* @__PURE__ */ jsxs("div", {
			className: "container-page flex h-16 items-center gap-4 md:h-20",
			children: [
				/* @__PURE__ */ jsx(MobileMenu, { user }),
				/* @__PURE__ */ jsx(Link, {
					to: "/",
					"aria-label": t("common.header.home"),
					className: "font-display text-[1.75rem] leading-none tracking-wide",
					children: t("common.brand")
				}),
				/* @__PURE__ */ jsx("nav", {
					"aria-label": t("common.nav.label"),
					className: "ml-8 hidden md:block",
					children: /* @__PURE__ */ jsx("ul", {
						className: "flex items-center gap-7 text-[0.95rem]",
						children: navLinks.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
							to: link.to,
							end: link.end,
							className: ({ isActive }) => cn("py-2 transition-opacity hover:opacity-70", isActive ? "font-semibold" : "font-normal"),
							children: t(link.key)
						}) }, link.to))
					})
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "ml-auto flex items-center gap-1 sm:gap-2",
					children: [
						user ? null : /* @__PURE__ */ jsxs("div", {
							className: "mr-2 hidden items-center gap-2 md:flex",
							children: [/* @__PURE__ */ jsx(Link, {
								to: "/register",
								className: cn("rounded-full border px-4 py-2 text-sm transition-colors", variant === "solid" ? "border-ink hover:bg-ink hover:text-white" : "border-white/80 hover:bg-white hover:text-ink"),
								children: t("common.header.createAccount")
							}), /* @__PURE__ */ jsx(Link, {
								to: "/login",
								className: cn("rounded-full px-4 py-2 text-sm transition-colors", variant === "solid" ? "bg-ink text-white hover:bg-ink-soft" : "bg-white text-ink hover:bg-cream"),
								children: t("common.header.login")
							})]
						}),
						/* @__PURE__ */ jsx(LanguagePicker, {}),
						user ? /* @__PURE__ */ jsx(Link, {
							to: "/account",
							className: "grid size-11 place-items-center rounded-full hover:bg-black/5",
							"aria-label": t("common.header.account"),
							children: /* @__PURE__ */ jsx(UserIcon, {})
						}) : null,
						/* @__PURE__ */ jsxs(Link, {
							to: "/cart",
							"aria-haspopup": "dialog",
							onClick: (event) => {
								if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
								event.preventDefault();
								setBasketLoaded(true);
								setBasketOpen(true);
							},
							className: "relative grid size-11 place-items-center rounded-full hover:bg-black/5",
							"aria-label": badge ? t("common.header.basketWithCount", { count: basketCount }) : t("common.header.basket"),
							children: [/* @__PURE__ */ jsx(BagIcon, {}), badge ? /* @__PURE__ */ jsx("span", {
								"data-testid": "basket-badge",
								className: "absolute right-0.5 top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-clay px-1 text-[0.65rem] font-medium leading-none text-white",
								children: badge
							}) : null]
						})
					]
				})
			]
		}), basketLoaded ? /* @__PURE__ */ jsx(Suspense, {
			fallback: null,
			children: /* @__PURE__ */ jsx(BasketSidebar, {
				open: basketOpen,
				onClose: () => setBasketOpen(false)
			})
		}) : null]
	});
}
// app/components/page-message.tsx
/** The designed 404 / error page inside the shop's frame (dark band under the transparent header). */
function PageMessage({ status }) {
	const { t } = useTranslation();
	const notFound = status === 404;
	return /* @__PURE__ */ jsxs("section", {
		className: "relative overflow-hidden bg-night text-white",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "container-page flex min-h-[78vh] flex-col items-start justify-center pb-20 pt-32",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "eyebrow text-white/60",
					children: notFound ? "404" : status
				}),
				/* @__PURE__ */ jsx("h1", {
					className: "mt-5 max-w-2xl text-5xl leading-[1.05] md:text-7xl",
					children: notFound ? t("common.notFound.title") : t("common.error.title")
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-6 max-w-lg text-lg text-white/75",
					children: notFound ? t("common.notFound.text") : t("common.error.text")
				}),
				/* @__PURE__ */ jsx(Link, {
					to: "/",
					className: "mt-10 rounded-full bg-white px-7 py-3.5 text-ink transition-colors hover:bg-cream",
					children: t("common.notFound.home")
				})
			]
		}), /* @__PURE__ */ jsxs("svg", {
			"aria-hidden": "true",
			className: "pointer-events-none absolute -right-24 bottom-0 h-[70%] opacity-20",
			viewBox: "0 0 200 300",
			fill: "none",
			stroke: "currentColor",
			strokeWidth: "0.8",
			children: [/* @__PURE__ */ jsx("path", { d: "M60 20c10 12 70 12 80 0l40 30-18 40-20-10v200H58V80L38 90 20 50Z" }), /* @__PURE__ */ jsx("path", { d: "M100 35v260M60 20l40 40 40-40" })]
		})]
	});
}
// app/routes/shell.tsx
var shell_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary$3,
	default: () => shell_default,
	loader: () => loader$22
});
async function loader$22({ request }) {
	const { locale } = detectLocale(request);
	const [settings, basketCount] = await Promise.all([getStoreSettings(), countBasketItems(request)]);
	return {
		footer: {
			storeName: settings.storeName,
			socialUrl: settings.socialUrl,
			supportHours: formatSupportHours(settings, locale)
		},
		user: null,
		basketCount
	};
}
var shell_default = UNSAFE_withComponentProps(function Shell({ loaderData }) {
	return /* @__PURE__ */ jsx(Frame, {
		data: loaderData,
		children: /* @__PURE__ */ jsx(Outlet, {})
	});
});
function Frame({ data, children }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("a", {
			href: "#main",
			className: "sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-ink",
			children: t("common.skipToContent")
		}),
		/* @__PURE__ */ jsx(Header, {
			user: data?.user ?? null,
			basketCount: data?.basketCount ?? 0
		}),
		/* @__PURE__ */ jsx("main", {
			id: "main",
			tabIndex: -1,
			className: "outline-none",
			children
		}),
		data ? /* @__PURE__ */ jsx(Footer, { info: data.footer }) : null
	] });
}
var ErrorBoundary$3 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
	const data = useRouteLoaderData("routes/shell");
	const status = isRouteErrorResponse(error) ? error.status : 500;
	if (status >= 500) console.error(error);
	return /* @__PURE__ */ jsx(Frame, {
		data,
		children: /* @__PURE__ */ jsx(PageMessage, { status })
	});
});
// app/modules/content/components/home/section-link.tsx
/** The quiet text link with an arrow that closes the home page's sections. */
function SectionLink({ to, children, className }) {
	return /* @__PURE__ */ jsxs(Link, {
		to,
		className: cn("group inline-flex items-center gap-2 border-b border-current pb-1 text-[0.95rem] font-medium tracking-wide text-clay-dark transition-colors hover:text-ink", className),
		children: [children, /* @__PURE__ */ jsx(ArrowRightIcon, {
			width: 16,
			height: 16,
			className: "transition-transform group-hover:translate-x-1"
		})]
	});
}
// app/modules/content/components/home/about-section.tsx
/** Small line drawings for the three cards: a swatch, needle and thread, scissors. */
var cardArt = {
	card1: /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("path", { d: "M8 10h32v28H8z" }),
		/* @__PURE__ */ jsx("path", {
			d: "M12 14h24v20H12z",
			strokeDasharray: "2 2.5"
		}),
		/* @__PURE__ */ jsx("path", {
			d: "M24 30s-6-3.6-6-7.4a3 3 0 0 1 6-1 3 3 0 0 1 6 1c0 3.8-6 7.4-6 7.4Z",
			fill: "currentColor",
			fillOpacity: ".15"
		})
	] }),
	card2: /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("path", {
			d: "m10 38 26-26",
			strokeWidth: "1.8"
		}),
		/* @__PURE__ */ jsx("ellipse", {
			cx: "37.5",
			cy: "10.5",
			rx: "1.2",
			ry: "3",
			transform: "rotate(45 37.5 10.5)"
		}),
		/* @__PURE__ */ jsx("path", {
			d: "M38 10c6 8-2 16-10 14S14 26 14 34s10 8 16 4",
			strokeDasharray: "2.5 2.5"
		})
	] }),
	card3: /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("circle", {
			cx: "14",
			cy: "34",
			r: "5"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "30",
			cy: "36",
			r: "5"
		}),
		/* @__PURE__ */ jsx("path", { d: "m17.5 30.5 20-22M26.5 32 14 10" }),
		/* @__PURE__ */ jsx("path", {
			d: "M6 22h36",
			strokeDasharray: "1 3"
		})
	] })
};
var cards = [
	{
		id: "card1",
		to: "/values"
	},
	{
		id: "card2",
		to: "/process"
	},
	{
		id: "card3",
		to: null
	}
];
function AboutSection() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "home-about-title",
		className: "bg-paper py-20 md:py-28",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "grid gap-6 md:grid-cols-[0.9fr_1.1fr] md:gap-16",
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
					className: "eyebrow text-clay-dark",
					children: t("home.about.eyebrow")
				}), /* @__PURE__ */ jsx("h2", {
					id: "home-about-title",
					className: "mt-4 text-4xl leading-[1.08] md:text-5xl",
					children: t("home.about.title")
				})] }), /* @__PURE__ */ jsx("p", {
					className: "self-end text-lg leading-relaxed text-ink-soft",
					children: t("home.about.intro")
				})]
			}), /* @__PURE__ */ jsx("ul", {
				className: "mt-14 grid gap-5 md:mt-20 md:grid-cols-3 md:gap-6",
				children: cards.map((card) => /* @__PURE__ */ jsxs("li", {
					"data-testid": `about-${card.id}`,
					className: "flex flex-col rounded-sm border border-line bg-white/55 p-7 md:p-9",
					children: [
						/* @__PURE__ */ jsx("svg", {
							viewBox: "0 0 48 48",
							className: "size-12 text-clay",
							"aria-hidden": "true",
							focusable: "false",
							fill: "none",
							stroke: "currentColor",
							strokeWidth: "1.3",
							strokeLinecap: "round",
							strokeLinejoin: "round",
							children: cardArt[card.id]
						}),
						/* @__PURE__ */ jsx("h3", {
							className: "mt-6 text-[1.75rem] leading-tight",
							children: t(`home.about.${card.id}.title`)
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-3 leading-relaxed text-ink-soft",
							children: t(`home.about.${card.id}.text`)
						}),
						card.to ? /* @__PURE__ */ jsx("div", {
							className: "mt-auto pt-7",
							children: /* @__PURE__ */ jsx(SectionLink, {
								to: card.to,
								children: t(`home.about.${card.id}.cta`)
							})
						}) : null
					]
				}, card.id))
			})]
		})
	});
}
// app/modules/content/components/home/fabric-patterns.tsx
var fabricFill = (prefix, fabric) => `url(#${prefix}-${fabric})`;
var tile = { patternUnits: "userSpaceOnUse" };
function FabricPatterns({ prefix }) {
	return /* @__PURE__ */ jsxs("defs", { children: [
		/* @__PURE__ */ jsxs("pattern", {
			id: `${prefix}-stripe`,
			width: "9",
			height: "9",
			...tile,
			children: [
				/* @__PURE__ */ jsx("rect", {
					width: "9",
					height: "9",
					fill: "#efe6d8"
				}),
				/* @__PURE__ */ jsx("rect", {
					x: "1",
					width: "1.6",
					height: "9",
					fill: "#9c4f37"
				}),
				/* @__PURE__ */ jsx("rect", {
					x: "5",
					width: "0.6",
					height: "9",
					fill: "#9c4f37"
				})
			]
		}),
		/* @__PURE__ */ jsxs("pattern", {
			id: `${prefix}-dots`,
			width: "9",
			height: "9",
			...tile,
			children: [
				/* @__PURE__ */ jsx("rect", {
					width: "9",
					height: "9",
					fill: "#4d5a3a"
				}),
				/* @__PURE__ */ jsx("circle", {
					cx: "2.2",
					cy: "2.2",
					r: "1",
					fill: "#efe6d8"
				}),
				/* @__PURE__ */ jsx("circle", {
					cx: "6.7",
					cy: "6.7",
					r: "1",
					fill: "#efe6d8"
				})
			]
		}),
		/* @__PURE__ */ jsxs("pattern", {
			id: `${prefix}-check`,
			width: "12",
			height: "12",
			...tile,
			children: [/* @__PURE__ */ jsx("rect", {
				width: "12",
				height: "12",
				fill: "#f7f2ea"
			}), /* @__PURE__ */ jsx("path", {
				d: "M0 0h6v12H0zM0 0h12v6H0z",
				fill: "#9c4f37",
				fillOpacity: ".32"
			})]
		}),
		/* @__PURE__ */ jsxs("pattern", {
			id: `${prefix}-herring`,
			width: "10",
			height: "7",
			...tile,
			children: [/* @__PURE__ */ jsx("rect", {
				width: "10",
				height: "7",
				fill: "#e2d5c1"
			}), /* @__PURE__ */ jsx("path", {
				d: "M0 7 5 0l5 7",
				fill: "none",
				stroke: "#4a413a",
				strokeWidth: "1"
			})]
		}),
		/* @__PURE__ */ jsxs("pattern", {
			id: `${prefix}-sprig`,
			width: "16",
			height: "16",
			...tile,
			children: [
				/* @__PURE__ */ jsx("rect", {
					width: "16",
					height: "16",
					fill: "#7c3b27"
				}),
				/* @__PURE__ */ jsx("circle", {
					cx: "4",
					cy: "4",
					r: "1.5",
					fill: "#e2d5c1"
				}),
				/* @__PURE__ */ jsx("path", {
					d: "M12 9c-2 2-2 4 0 6 2-2 2-4 0-6Z",
					fill: "#c9a98a"
				})
			]
		})
	] });
}
// app/modules/content/components/home/collection-intro.tsx
/** Rolls of this season's fabrics fanned out of a basket: each one runs out and does not return. */
var rolls = [
	{
		angle: -21,
		top: 92,
		fabric: "check"
	},
	{
		angle: -10,
		top: 52,
		fabric: "sprig"
	},
	{
		angle: 0,
		top: 34,
		fabric: "stripe"
	},
	{
		angle: 10,
		top: 60,
		fabric: "dots"
	},
	{
		angle: 21,
		top: 98,
		fabric: "herring"
	}
];
function FabricBasket() {
	return /* @__PURE__ */ jsxs("svg", {
		viewBox: "70 20 260 318",
		className: "h-auto w-full",
		"aria-hidden": "true",
		focusable: "false",
		stroke: "#26211d",
		strokeWidth: "1.4",
		strokeLinejoin: "round",
		children: [
			/* @__PURE__ */ jsx(FabricPatterns, { prefix: "basket" }),
			/* @__PURE__ */ jsx("path", {
				d: "M80 327h240",
				stroke: "#e2d5c1",
				strokeOpacity: ".45"
			}),
			rolls.map(({ angle, top, fabric }) => /* @__PURE__ */ jsxs("g", {
				transform: `rotate(${angle} 200 330)`,
				children: [
					/* @__PURE__ */ jsx("rect", {
						x: "182",
						y: top,
						width: "36",
						height: 300 - top,
						fill: fabricFill("basket", fabric)
					}),
					/* @__PURE__ */ jsx("ellipse", {
						cx: "200",
						cy: top,
						rx: "18",
						ry: "5.5",
						fill: "#f7f2ea"
					}),
					/* @__PURE__ */ jsx("ellipse", {
						cx: "200",
						cy: top,
						rx: "10",
						ry: "3",
						fill: "none",
						strokeWidth: ".8"
					}),
					/* @__PURE__ */ jsx("ellipse", {
						cx: "200",
						cy: top,
						rx: "3.5",
						ry: "1.2",
						fill: "#26211d"
					})
				]
			}, fabric)),
			/* @__PURE__ */ jsx("path", {
				d: "M122 232h156l-18 94H140Z",
				fill: "#3a322c",
				stroke: "#efe6d8",
				strokeOpacity: ".7"
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M125 252h150m-146 20h142m-138 20h134m-130 20h126",
				stroke: "#efe6d8",
				strokeOpacity: ".3",
				strokeDasharray: "6 4"
			}),
			/* @__PURE__ */ jsx("rect", {
				x: "114",
				y: "224",
				width: "172",
				height: "12",
				rx: "6",
				fill: "#c9a98a",
				stroke: "#26211d"
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M146 234c-3 24 5 44 0 68q7.5 6 15 0t15 0 15 0 15 0c-4-24 4-44 0-68Z",
				fill: fabricFill("basket", "check")
			})
		]
	});
}
function CollectionIntro() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "home-collection-title",
		className: "bg-paper py-20 md:py-28",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page grid items-center gap-12 md:grid-cols-2 md:gap-16",
			children: [/* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsx("p", {
					className: "eyebrow text-clay-dark",
					children: t("home.collection.eyebrow")
				}),
				/* @__PURE__ */ jsx("h2", {
					id: "home-collection-title",
					className: "mt-4 text-4xl leading-[1.08] md:text-5xl",
					children: t("home.collection.title")
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-6 max-w-lg text-lg leading-relaxed text-ink-soft",
					children: t("home.collection.text")
				}),
				/* @__PURE__ */ jsx(SectionLink, {
					to: "/collection",
					className: "mt-9",
					children: t("home.collection.cta")
				})
			] }), /* @__PURE__ */ jsx("div", {
				className: "rounded-sm bg-night px-8 pb-6 pt-10 md:px-14 md:pb-8 md:pt-14",
				children: /* @__PURE__ */ jsx(FabricBasket, {})
			})]
		})
	});
}
// app/modules/content/components/home/hero-illustration.tsx
var body = "M-13 18C-26 24-50 26-60 36c-8 10-6 30-4 48 2 26 16 50 19 72 2 20-15 44-15 70l4 14q56 12 112 0l4-14c0-26-17-50-15-70 3-22 17-46 19-72 2-18 4-38-4-48-10-10-34-12-47-18Z";
var shirt = "M-13 18C-26 24-50 26-60 36c-8 10-6 30-4 48 2 26 16 50 19 72 1 20-9 40-11 58q28 12 56 6 28 6 56-6c-2-18-12-38-11-58 3-22 17-46 19-72 2-18 4-38-4-48-10-10-34-12-47-18Z";
var sleeve = "M-60 36c-10 6-20 22-26 40l19 8c1-14 2-28 7-48Z";
var collar = "M-13 17-20 28l16 16 4-14Z";
var buttons = [
	58,
	86,
	114,
	142,
	170,
	198
];
var swatches = [
	{
		x: 24,
		y: 408,
		r: -11,
		fabric: "check"
	},
	{
		x: 112,
		y: 424,
		r: -3,
		fabric: "herring"
	},
	{
		x: 200,
		y: 420,
		r: 5,
		fabric: "dots"
	},
	{
		x: 290,
		y: 406,
		r: 13,
		fabric: "sprig"
	}
];
function DressForm$1({ x, children }) {
	return /* @__PURE__ */ jsxs("g", {
		transform: `translate(${x} 64)`,
		children: [
			/* @__PURE__ */ jsx("path", { d: "M0 246v104m-42 30 42-30 42 30M0 350v34" }),
			/* @__PURE__ */ jsx("circle", {
				cy: "-6",
				r: "3"
			}),
			/* @__PURE__ */ jsx("path", { d: "M-13 18-12 2m25 16-1-16" }),
			/* @__PURE__ */ jsx("ellipse", {
				cy: "2",
				rx: "12",
				ry: "3.5",
				fill: "#342d28"
			}),
			/* @__PURE__ */ jsx("path", {
				d: body,
				fill: "#342d28"
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M-56 240q56-10 112 0",
				strokeOpacity: ".5"
			}),
			children
		]
	});
}
function Tape({ d }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("path", {
		d,
		stroke: "#c9a98a",
		strokeWidth: "6",
		strokeOpacity: "1"
	}), /* @__PURE__ */ jsx("path", {
		d,
		stroke: "#26211d",
		strokeWidth: "3",
		strokeDasharray: "0.8 3.2",
		strokeOpacity: "1"
	})] });
}
function HeroIllustration({ className }) {
	return /* @__PURE__ */ jsxs("svg", {
		viewBox: "0 0 440 520",
		className,
		"aria-hidden": "true",
		focusable: "false",
		fill: "none",
		stroke: "#efe6d8",
		strokeOpacity: ".85",
		strokeWidth: "1.2",
		strokeLinecap: "round",
		strokeLinejoin: "round",
		children: [
			/* @__PURE__ */ jsx(FabricPatterns, { prefix: "hero" }),
			/* @__PURE__ */ jsxs("radialGradient", {
				id: "hero-glow",
				children: [/* @__PURE__ */ jsx("stop", {
					offset: "0",
					stopColor: "#9c4f37",
					stopOpacity: ".45"
				}), /* @__PURE__ */ jsx("stop", {
					offset: "1",
					stopColor: "#9c4f37",
					stopOpacity: "0"
				})]
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "220",
				cy: "220",
				r: "210",
				fill: "url(#hero-glow)",
				stroke: "none"
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M380 30c26 14 22 52-8 62-44 15-92-34-150-8",
				strokeOpacity: ".45",
				strokeDasharray: "2 5"
			}),
			/* @__PURE__ */ jsx("path", {
				d: "m404 14-30 34",
				strokeWidth: "1.6"
			}),
			/* @__PURE__ */ jsx("ellipse", {
				cx: "401",
				cy: "17.5",
				rx: "1.3",
				ry: "3.2",
				transform: "rotate(41 401 17.5)"
			}),
			/* @__PURE__ */ jsxs(DressForm$1, {
				x: 130,
				children: [
					/* @__PURE__ */ jsx("path", {
						d: "M0 20v228",
						strokeOpacity: ".35",
						strokeDasharray: "3 4"
					}),
					/* @__PURE__ */ jsx(Tape, { d: "M-64 88q64 18 128 0" }),
					/* @__PURE__ */ jsx(Tape, { d: "M-45 156q45 12 90 0" }),
					/* @__PURE__ */ jsx(Tape, { d: "M64 88c16 30 2 70 22 116" })
				]
			}),
			/* @__PURE__ */ jsxs(DressForm$1, {
				x: 310,
				children: [
					/* @__PURE__ */ jsx("path", {
						d: sleeve,
						fill: fabricFill("hero", "stripe")
					}),
					/* @__PURE__ */ jsx("path", {
						d: sleeve,
						fill: fabricFill("hero", "stripe"),
						transform: "scale(-1 1)"
					}),
					/* @__PURE__ */ jsx("path", {
						d: shirt,
						fill: fabricFill("hero", "stripe")
					}),
					/* @__PURE__ */ jsx("path", { d: "M-13 17q13 7 26 0" }),
					/* @__PURE__ */ jsx("path", {
						d: collar,
						fill: "#efe6d8"
					}),
					/* @__PURE__ */ jsx("path", {
						d: collar,
						fill: "#efe6d8",
						transform: "scale(-1 1)"
					}),
					/* @__PURE__ */ jsx("path", {
						d: "M0 30v190",
						stroke: "#7c3b27"
					}),
					buttons.map((y) => /* @__PURE__ */ jsx("circle", {
						cy: y,
						r: "1.8",
						fill: "#f7f2ea",
						stroke: "#7c3b27",
						strokeWidth: ".6"
					}, y))
				]
			}),
			swatches.map((s) => /* @__PURE__ */ jsxs("g", {
				transform: `translate(${s.x} ${s.y}) rotate(${s.r})`,
				children: [/* @__PURE__ */ jsx("rect", {
					width: "112",
					height: "76",
					rx: "2",
					fill: fabricFill("hero", s.fabric),
					stroke: "#26211d",
					strokeWidth: "3",
					strokeOpacity: "1"
				}), /* @__PURE__ */ jsx("rect", {
					x: "7",
					y: "7",
					width: "98",
					height: "62",
					stroke: "#26211d",
					strokeOpacity: ".55",
					strokeDasharray: "3 3"
				})]
			}, s.fabric))
		]
	});
}
// app/modules/content/components/home/hero-section.tsx
/**
* Dark, full-bleed opening under the transparent header. The heading is the page's LCP element: it is
* server-rendered text with no entrance animation, so it paints with the first frame.
*/
function HeroSection({ deliveryDays }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "home-hero-title",
		className: "relative overflow-hidden bg-night text-white",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page grid items-center gap-y-10 pb-14 pt-28 md:pt-36 lg:min-h-[94svh] lg:grid-cols-[1.1fr_0.9fr] lg:gap-x-12 lg:pb-20",
			children: [/* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsx("p", {
					className: "eyebrow text-sand",
					children: t("home.hero.eyebrow")
				}),
				/* @__PURE__ */ jsx("h1", {
					id: "home-hero-title",
					className: "mt-5 max-w-[14ch] text-[2.75rem] leading-[1.02] sm:text-6xl lg:text-7xl xl:text-[5.25rem]",
					children: t("home.hero.title")
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "mt-8 max-w-xl space-y-2 border-l border-sand/40 pl-5 text-[1.05rem] leading-relaxed text-white/80 md:text-lg",
					children: [
						/* @__PURE__ */ jsx("p", { children: t("home.hero.line1") }),
						/* @__PURE__ */ jsx("p", { children: t("home.hero.line2") }),
						/* @__PURE__ */ jsx("p", { children: t("home.hero.line3", { days: deliveryDays }) })
					]
				}),
				/* @__PURE__ */ jsxs(Link, {
					to: "/values",
					className: "group mt-10 inline-flex items-center gap-3 rounded-full bg-white px-7 py-3.5 text-ink transition-colors hover:bg-cream",
					children: [t("home.hero.cta"), /* @__PURE__ */ jsx(ArrowRightIcon, {
						width: 18,
						height: 18,
						className: "transition-transform group-hover:translate-x-1"
					})]
				})
			] }), /* @__PURE__ */ jsx(HeroIllustration, { className: "mx-auto w-full max-w-[22rem] sm:max-w-md lg:max-w-none" })]
		})
	});
}
// app/modules/content/components/home/process-teaser.tsx
var steps$2 = [
	"design",
	"profile",
	"creation",
	"delivery"
];
/** The four steps joined by a stitched line: down the side on a phone, across from a medium width. */
function ProcessTeaser({ deliveryDays }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "home-process-title",
		className: "bg-cream py-20 md:py-28",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page grid gap-y-14 md:grid-cols-[1fr_auto] md:gap-y-16",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "md:col-start-1 md:row-start-1",
					children: [/* @__PURE__ */ jsx("p", {
						className: "eyebrow text-clay-dark",
						children: t("home.process.eyebrow")
					}), /* @__PURE__ */ jsx("h2", {
						id: "home-process-title",
						className: "mt-4 max-w-xl text-4xl leading-[1.08] md:text-5xl",
						children: t("home.process.title")
					})]
				}),
				/* @__PURE__ */ jsx("ol", {
					className: "grid gap-10 md:col-span-2 md:row-start-2 md:grid-cols-4 md:gap-8",
					children: steps$2.map((step, index) => /* @__PURE__ */ jsxs("li", {
						className: "relative grid grid-cols-[3rem_1fr] gap-x-5 md:block",
						children: [
							index < steps$2.length - 1 ? /* @__PURE__ */ jsx("span", {
								"aria-hidden": "true",
								className: "absolute -bottom-10 left-6 top-12 border-l border-dashed border-clay/60 md:-right-8 md:bottom-auto md:left-12 md:top-6 md:border-l-0 md:border-t"
							}) : null,
							/* @__PURE__ */ jsx("span", {
								"aria-hidden": "true",
								className: "grid size-12 place-items-center rounded-full border border-clay bg-cream font-display text-xl text-clay-dark",
								children: index + 1
							}),
							/* @__PURE__ */ jsxs("div", {
								className: "md:mt-7",
								children: [/* @__PURE__ */ jsx("h3", {
									className: "text-2xl leading-tight md:text-[1.75rem]",
									children: t(`home.process.${step}.title`)
								}), /* @__PURE__ */ jsx("p", {
									className: "mt-2 leading-relaxed text-ink-soft",
									children: t(`home.process.${step}.text`, { days: deliveryDays })
								})]
							})
						]
					}, step))
				}),
				/* @__PURE__ */ jsx("div", {
					className: "md:col-start-2 md:row-start-1 md:self-end",
					children: /* @__PURE__ */ jsx(SectionLink, {
						to: "/process",
						children: t("home.process.cta")
					})
				})
			]
		})
	});
}
// app/modules/content/components/home/testimonial-section.tsx
function TestimonialSection() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "home-testimonial-title",
		className: "bg-paper py-20 md:py-32",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page max-w-4xl text-center",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "home-testimonial-title",
				className: "eyebrow font-sans text-clay-dark",
				children: t("home.testimonial.eyebrow")
			}), /* @__PURE__ */ jsxs("figure", {
				className: "mt-8",
				children: [
					/* @__PURE__ */ jsx("svg", {
						viewBox: "0 0 48 36",
						className: "mx-auto h-9 w-12 text-clay",
						"aria-hidden": "true",
						focusable: "false",
						fill: "currentColor",
						children: /* @__PURE__ */ jsx("path", { d: "M20 2C9 6 2 14 2 24c0 6 4 10 9 10s8-4 8-8-3-8-8-8c1-6 5-10 11-13ZM46 2c-11 4-18 12-18 22 0 6 4 10 9 10s8-4 8-8-3-8-8-8c1-6 5-10 11-13Z" })
					}),
					/* @__PURE__ */ jsx("blockquote", {
						className: "mt-6",
						children: /* @__PURE__ */ jsx("p", {
							className: "font-display text-[1.75rem] italic leading-snug text-ink md:text-[2.6rem] md:leading-[1.2]",
							children: t("home.testimonial.quote")
						})
					}),
					/* @__PURE__ */ jsxs("figcaption", {
						className: "mt-8 flex items-center justify-center gap-3 text-ink-soft",
						children: [
							/* @__PURE__ */ jsx("span", {
								"aria-hidden": "true",
								className: "h-px w-8 bg-clay"
							}),
							/* @__PURE__ */ jsxs("span", { children: [
								/* @__PURE__ */ jsx("span", {
									className: "font-medium text-ink",
									children: t("home.testimonial.name")
								}),
								", ",
								t("home.testimonial.city")
							] }),
							/* @__PURE__ */ jsx("span", {
								"aria-hidden": "true",
								className: "h-px w-8 bg-clay"
							})
						]
					})
				]
			})]
		})
	});
}
// app/modules/content/components/home/values-teaser.tsx
var values$1 = [
	"customization",
	"technology",
	"durability",
	"sustainability",
	"exclusivity"
];
function ValuesTeaser() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "home-values-title",
		className: "bg-cream py-20 md:py-28",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page grid gap-y-12 lg:grid-cols-[0.8fr_1.2fr] lg:gap-x-20",
			children: [
				/* @__PURE__ */ jsxs("div", { children: [
					/* @__PURE__ */ jsx("p", {
						className: "eyebrow text-clay-dark",
						children: t("home.values.eyebrow")
					}),
					/* @__PURE__ */ jsx("h2", {
						id: "home-values-title",
						className: "mt-4 text-4xl leading-[1.08] md:text-5xl",
						children: t("home.values.title")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-5 max-w-md text-lg leading-relaxed text-ink-soft",
						children: t("home.values.text")
					})
				] }),
				/* @__PURE__ */ jsx("ol", {
					className: "border-t border-line lg:col-start-2 lg:row-span-2 lg:row-start-1",
					children: values$1.map((value, index) => /* @__PURE__ */ jsxs("li", {
						className: "grid grid-cols-[3rem_1fr] gap-x-4 border-b border-line py-6 md:grid-cols-[4.5rem_14rem_1fr] md:items-baseline md:py-7",
						children: [
							/* @__PURE__ */ jsx("span", {
								"aria-hidden": "true",
								className: "font-display text-2xl text-clay md:text-3xl",
								children: String(index + 1).padStart(2, "0")
							}),
							/* @__PURE__ */ jsx("h3", {
								className: "text-2xl leading-tight md:text-[1.75rem]",
								children: t(`home.values.${value}.title`)
							}),
							/* @__PURE__ */ jsx("p", {
								className: "col-start-2 mt-1.5 leading-relaxed text-ink-soft md:col-start-3 md:mt-0",
								children: t(`home.values.${value}.text`)
							})
						]
					}, value))
				}),
				/* @__PURE__ */ jsx("div", {
					className: "lg:col-start-1 lg:row-start-2",
					children: /* @__PURE__ */ jsx(SectionLink, {
						to: "/values",
						children: t("home.values.cta")
					})
				})
			]
		})
	});
}
// app/modules/newsletter/email-rule.ts
/**
* The newsletter's e-mail rule (product-spec.md §5), shared by the form's client check and the
* server's schema. Pure and dependency-free on purpose: the home page ships it, and zod stays off
* that page's tight JS budget.
*/
/** text @ domain . top-level part of 2+ letters, case-insensitive. */
var newsletterEmailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
/** The spec's exact messages, keyed by error (kept in English in both languages, as the spec says). */
var newsletterErrorKeys = {
	required: "common.newsletter.required",
	invalid: "common.newsletter.invalid"
};
/** Normalises what was typed: surrounding spaces never count. */
function normalizeNewsletterEmail(value) {
	return typeof value === "string" ? value.trim() : "";
}
/** null when the address is acceptable, otherwise which rule it breaks. */
function computeNewsletterEmailError(value) {
	const email = normalizeNewsletterEmail(value);
	if (email === "") return "required";
	if (email.length > 254 || !newsletterEmailPattern.test(email)) return "invalid";
	return null;
}
// app/modules/newsletter/result.ts
var outcomes = [
	"sent",
	"required",
	"invalid",
	"unavailable"
];
/** The `?newsletter=` flag a browser without JavaScript is redirected back with. */
var newsletterFlagParam = "newsletter";
/** The section's anchor, so a no-JS round trip lands back on the form. */
var newsletterAnchor = "newsletter";
function isNewsletterOutcome(value) {
	return typeof value === "string" && outcomes.includes(value);
}
/**
* Where a no-JS post goes back to: a same-site path (never `//host` or `/\host`), with the outcome
* flag set and the section's anchor. undefined when there is no usable path (a fetcher post).
*/
function computeNewsletterReturnPath(redirectTo, outcome) {
	if (typeof redirectTo !== "string" || !/^\/(?![/\\])/.test(redirectTo) || redirectTo.length > 500) return void 0;
	const url = new URL(redirectTo, "http://localhost");
	url.searchParams.set(newsletterFlagParam, outcome);
	url.hash = newsletterAnchor;
	return `${url.pathname}${url.search}${url.hash}`;
}
// app/modules/newsletter/components/newsletter-section.tsx
var action$6 = "/resources/newsletter";
var styles = {
	dark: {
		section: "bg-night text-white",
		soft: "text-white/75",
		label: "text-white/80",
		input: "border-white/35 bg-white/5 text-white placeholder:text-white/45 focus:border-white",
		button: "bg-white text-ink hover:bg-cream",
		error: "text-[#f4b9a7]",
		invalid: "border-[#f4b9a7]",
		social: "text-white/80 hover:text-white border-white/25 hover:border-white/60",
		art: "text-white/15"
	},
	light: {
		section: "bg-cream text-ink",
		soft: "text-ink-soft",
		label: "text-ink-soft",
		input: "border-line bg-white text-ink placeholder:text-muted focus:border-ink",
		button: "bg-ink text-white hover:bg-night",
		error: "text-danger",
		invalid: "border-danger",
		social: "text-ink-soft hover:text-ink border-line hover:border-ink",
		art: "text-clay/25"
	}
};
/**
* The newsletter block (product-spec.md §2 and §5): title, two subtitles, the e-mail form and a
* link to the shop's social profile. It posts to /resources/newsletter, through a fetcher when
* JavaScript runs and as a plain form (redirected back here) when it does not. No zod here: the
* home page's JS budget is tight, and the rule is a plain function shared with the server.
*/
function NewsletterSection({ socialUrl, variant = "dark" }) {
	const { t } = useTranslation();
	const fetcher = useFetcher();
	const location = useLocation();
	const id = useId();
	const formRef = useRef(null);
	const inputRef = useRef(null);
	const [clientError, setClientError] = useState(null);
	const s = styles[variant];
	const busy = fetcher.state !== "idle";
	const flag = new URLSearchParams(location.search).get(newsletterFlagParam);
	const serverOutcome = fetcher.data?.outcome ?? (isNewsletterOutcome(flag) ? flag : void 0);
	const outcome = busy || clientError ? void 0 : serverOutcome;
	const error = clientError ?? (outcome === "required" || outcome === "invalid" ? outcome : null);
	const errorText = error ? t(newsletterErrorKeys[error]) : outcome === "unavailable" ? t("newsletter.form.unavailable") : null;
	useEffect(() => {
		if (fetcher.state === "idle" && fetcher.data?.outcome === "sent") formRef.current?.reset();
	}, [fetcher.state, fetcher.data]);
	function onSubmit(event) {
		event.preventDefault();
		const email = new FormData(event.currentTarget).get("email");
		const problem = computeNewsletterEmailError(email);
		setClientError(problem);
		if (problem) {
			inputRef.current?.focus();
			return;
		}
		fetcher.submit({ email: String(email) }, {
			method: "post",
			action: action$6,
			defaultShouldRevalidate: false
		});
	}
	function onInput(event) {
		if (clientError) setClientError(computeNewsletterEmailError(event.currentTarget.value));
	}
	const returnPath = `${location.pathname}${stripFlag(location.search)}`;
	return /* @__PURE__ */ jsxs("section", {
		id: newsletterAnchor,
		"aria-labelledby": `${id}-title`,
		className: cn("relative overflow-hidden scroll-mt-24", s.section),
		children: [/* @__PURE__ */ jsx(SwatchArt, { className: cn("pointer-events-none absolute -right-16 top-1/2 hidden h-[140%] -translate-y-1/2 md:block", s.art) }), /* @__PURE__ */ jsxs("div", {
			className: "container-page relative grid gap-10 py-20 md:grid-cols-[1.1fr_1fr] md:items-center md:gap-16 md:py-28",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "max-w-xl",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: `${id}-title`,
						className: "text-4xl leading-[1.08] md:text-5xl",
						children: t("common.newsletter.title")
					}),
					/* @__PURE__ */ jsx("p", {
						className: cn("mt-5 text-lg leading-relaxed", s.soft),
						children: t("common.newsletter.subtitle1")
					}),
					/* @__PURE__ */ jsx("p", {
						className: cn("mt-2 text-lg leading-relaxed", s.soft),
						children: t("common.newsletter.subtitle2")
					})
				]
			}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("form", {
				ref: formRef,
				method: "post",
				action: action$6,
				noValidate: true,
				onSubmit,
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "redirectTo",
						value: returnPath
					}),
					/* @__PURE__ */ jsx("label", {
						htmlFor: `${id}-email`,
						className: cn("eyebrow block", s.label),
						children: t("common.newsletter.emailLabel")
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "mt-3 flex flex-col gap-3 sm:flex-row",
						children: [/* @__PURE__ */ jsx("input", {
							ref: inputRef,
							id: `${id}-email`,
							name: "email",
							type: "email",
							autoComplete: "email",
							placeholder: t("common.newsletter.emailPlaceholder"),
							"aria-invalid": error ? true : void 0,
							"aria-describedby": errorText ? `${id}-error` : void 0,
							onInput,
							className: cn("min-h-12 w-full min-w-0 flex-1 rounded-full border px-5 text-base outline-none transition-colors", s.input, error && s.invalid)
						}), /* @__PURE__ */ jsx("button", {
							type: "submit",
							disabled: busy,
							className: cn("min-h-12 shrink-0 rounded-full px-7 font-medium transition-colors disabled:cursor-wait", s.button),
							children: busy ? t("common.newsletter.submitting") : t("common.newsletter.submit")
						})]
					}),
					/* @__PURE__ */ jsx("p", {
						id: `${id}-error`,
						role: "alert",
						className: cn("mt-3 min-h-6 text-sm", s.error, !errorText && "sr-only"),
						children: errorText
					}),
					/* @__PURE__ */ jsx("p", {
						role: "status",
						className: cn("text-sm leading-relaxed", outcome === "sent" ? "mt-1" : "sr-only"),
						children: outcome === "sent" ? t("common.newsletter.success") : null
					})
				]
			}), /* @__PURE__ */ jsx("a", {
				href: socialUrl,
				target: "_blank",
				rel: "noopener noreferrer",
				"aria-label": t("common.newsletter.instagram"),
				title: t("common.newsletter.instagram"),
				className: cn("mt-6 inline-flex size-11 items-center justify-center rounded-full border transition-colors", s.social),
				children: /* @__PURE__ */ jsx(InstagramIcon, {})
			})] })]
		})]
	});
}
function stripFlag(search) {
	const params = new URLSearchParams(search);
	params.delete(newsletterFlagParam);
	const rest = params.toString();
	return rest ? `?${rest}` : "";
}
/** Three fabric swatches, pinked edges and a thread: drawn for us, decorative. */
function SwatchArt({ className }) {
	return /* @__PURE__ */ jsxs("svg", {
		"aria-hidden": "true",
		focusable: "false",
		viewBox: "0 0 320 420",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "1.2",
		className,
		children: [
			/* @__PURE__ */ jsxs("defs", { children: [/* @__PURE__ */ jsx("pattern", {
				id: "nl-twill",
				width: "10",
				height: "10",
				patternUnits: "userSpaceOnUse",
				patternTransform: "rotate(35)",
				children: /* @__PURE__ */ jsx("path", { d: "M0 0v10" })
			}), /* @__PURE__ */ jsx("pattern", {
				id: "nl-check",
				width: "18",
				height: "18",
				patternUnits: "userSpaceOnUse",
				children: /* @__PURE__ */ jsx("path", { d: "M0 9h18M9 0v18" })
			})] }),
			/* @__PURE__ */ jsxs("g", {
				transform: "rotate(-8 160 210)",
				children: [
					/* @__PURE__ */ jsx("path", {
						d: "M70 60h150l-6 6 6 6-6 6 6 6-6 6 6 6v120H70z",
						fill: "url(#nl-twill)"
					}),
					/* @__PURE__ */ jsx("path", {
						d: "M110 170h160v150H110z",
						fill: "url(#nl-check)"
					}),
					/* @__PURE__ */ jsx("path", { d: "M40 250h130v120H40z" }),
					/* @__PURE__ */ jsx("path", {
						d: "M52 262h106v96H52z",
						strokeDasharray: "3 5"
					})
				]
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M250 40c-30 40 40 70 10 120s-80 40-60 110 70 60 40 130",
				strokeDasharray: "2 6"
			})
		]
	});
}
// app/utils/meta.ts
function lookup(resources, key) {
	let node = resources;
	for (const part of key.split(".")) if (node && typeof node === "object" && part in node) node = node[part];
	else return key;
	return typeof node === "string" ? node : key;
}
/**
* Title, description, canonical and hreflang alternates for a page, in the language it was
* rendered in (meta runs outside React, so it reads the root's dictionary).
*/
function pageMeta(matches, options) {
	const root = matches.find((m) => m?.id === "root");
	const data = root?.loaderData ?? root?.data;
	const resources = data?.resources ?? {};
	const store = lookup(resources, "common.brand");
	const title = options.title ?? (options.titleKey ? lookup(resources, options.titleKey) : store);
	const origin = data?.origin ?? "";
	const path = options.path;
	const tags = [{ title: title === store ? store : `${title} · ${store}` }];
	if (options.descriptionKey) tags.push({
		name: "description",
		content: lookup(resources, options.descriptionKey)
	});
	if (options.noindex) {
		tags.push({
			name: "robots",
			content: "noindex"
		});
		return tags;
	}
	tags.push({
		tagName: "link",
		rel: "canonical",
		href: `${origin}${path}?lng=${data?.locale ?? "es"}`
	}, {
		tagName: "link",
		rel: "alternate",
		hrefLang: "es",
		href: `${origin}${path}?lng=es`
	}, {
		tagName: "link",
		rel: "alternate",
		hrefLang: "en",
		href: `${origin}${path}?lng=en`
	}, {
		tagName: "link",
		rel: "alternate",
		hrefLang: "x-default",
		href: `${origin}${path}`
	});
	return tags;
}
// app/routes/home.tsx
var home_exports = /* @__PURE__ */ __exportAll({
	default: () => home_default,
	loader: () => loader$21,
	meta: () => meta$18
});
/** Only the two figures the page states: the delivery promise and the social link. */
async function loader$21() {
	const settings = await getStoreSettings();
	return {
		deliveryDays: formatRange(computeDeliveryRange(settings)),
		socialUrl: settings.socialUrl
	};
}
var home_default = UNSAFE_withComponentProps(function Home({ loaderData }) {
	const { deliveryDays, socialUrl } = loaderData;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(HeroSection, { deliveryDays }),
		/* @__PURE__ */ jsx(AboutSection, {}),
		/* @__PURE__ */ jsx(ValuesTeaser, {}),
		/* @__PURE__ */ jsx(TestimonialSection, {}),
		/* @__PURE__ */ jsx(NewsletterSection, { socialUrl }),
		/* @__PURE__ */ jsx(CollectionIntro, {}),
		/* @__PURE__ */ jsx(ProcessTeaser, { deliveryDays })
	] });
});
function meta$18({ matches, location }) {
	return pageMeta(matches, {
		titleKey: "home.meta.title",
		descriptionKey: "home.meta.description",
		path: location.pathname
	});
}
// app/modules/content/page-figures.ts
/** Whole euros without decimals ("50 €"), anything else with two ("4,95 €"). */
function formatPrice(cents, locale) {
	const digits = cents % 100 === 0 ? 0 : 2;
	return new Intl.NumberFormat(intlLocale[locale], {
		style: "currency",
		currency: "EUR",
		minimumFractionDigits: digits,
		maximumFractionDigits: digits
	}).format(cents / 100);
}
function addRanges(a, b) {
	return {
		min: a.min + b.min,
		max: a.max + b.max
	};
}
/** "+34 910 000 000" → "tel:+34910000000". */
function telHref(phone) {
	return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
/** WhatsApp's click-to-chat link takes the number in international form, digits only. */
function whatsappHref(phone) {
	return `https://wa.me/${phone.replace(/\D/g, "")}`;
}
/**
* Every figure the content pages state, formatted once from the store settings, so the FAQ, the
* process and the policies quote the same numbers (decisions.md points 6, 7 and 10). The names are
* the interpolation variables of the `pages` and `policies` dictionaries.
*/
function computePageFigures(settings, locale) {
	const { production, shipping, returns, terms, contact } = settings;
	return {
		store: settings.storeName,
		basicDays: formatRange(production.basicDays),
		complexDays: formatRange(production.complexDays),
		collectionDays: formatRange(production.collectionDays),
		standardDays: formatRange(shipping.standardDays),
		standardPrice: formatPrice(shipping.standardPriceCents, locale),
		freeFrom: formatPrice(shipping.freeFromCents, locale),
		expressDays: formatRange(shipping.expressDays),
		expressPrice: formatPrice(shipping.expressPriceCents, locale),
		pickup: shipping.pickup,
		totalBasicDays: formatRange(addRanges(production.basicDays, shipping.standardDays)),
		totalComplexDays: formatRange(addRanges(production.complexDays, shipping.standardDays)),
		totalDays: formatRange(computeDeliveryRange(settings)),
		sizeChangeDays: returns.sizeChangeDays,
		sizeChangeWorkDays: formatRange(returns.sizeChangeWorkDays),
		freeSizeChanges: returns.freeSizeChangesPerOrder,
		defectHours: returns.defectReportHours,
		answerHours: returns.answerWithinHours,
		refundDays: formatRange(returns.refundDays),
		urgentPercent: terms.urgentSurchargePercent,
		warrantyMonths: terms.warrantyMonths,
		freeCancelHours: terms.freeCancellationHours,
		productionCancelPercent: terms.productionCancellationPercent,
		termsNoticeDays: terms.termsNoticeDays,
		email: contact.email,
		phone: contact.phone,
		phoneHref: telHref(contact.phone),
		whatsapp: contact.whatsapp,
		whatsappHref: whatsappHref(contact.whatsapp),
		address: contact.address,
		hours: formatSupportHours(settings, locale),
		replyHours: contact.replyWithinHours
	};
}
// app/modules/content/components/pages/page-hero.tsx
/**
* The dark opening band of the marketing pages: it sits under the transparent header (white text),
* holds the page's only h1 and, on the right from desktop widths, one of our illustrations.
*/
function PageHero({ eyebrow, title, lead, art, artClassName, children }) {
	return /* @__PURE__ */ jsx("section", {
		className: "relative overflow-hidden bg-night text-white",
		children: /* @__PURE__ */ jsxs("div", {
			className: cn("container-page grid items-center gap-10 pb-14 pt-28 md:pb-20 md:pt-36", art ? "lg:min-h-[36rem] lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-16" : "md:pb-24"),
			children: [/* @__PURE__ */ jsxs("div", {
				className: "max-w-2xl",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "eyebrow text-white/70",
						children: eyebrow
					}),
					/* @__PURE__ */ jsx("h1", {
						className: "mt-5 text-[2.75rem] leading-[1.04] text-balance sm:text-6xl lg:text-7xl",
						children: title
					}),
					lead ? /* @__PURE__ */ jsx("p", {
						className: "mt-6 max-w-xl text-lg leading-relaxed text-pretty text-white/75 md:text-xl",
						children: lead
					}) : null,
					children
				]
			}), art ? /* @__PURE__ */ jsx("div", {
				className: cn("mx-auto w-full max-w-[20rem] sm:max-w-[24rem] lg:max-w-[30rem]", artClassName),
				children: art
			}) : null]
		})
	});
}
// app/modules/content/components/pages/art-kit.tsx
/** The theme's colours (app/app.css) plus a few tints used only in illustrations. */
var tone = {
	paper: "#f7f2ea",
	cream: "#efe6d8",
	sand: "#e2d5c1",
	line: "#d9ccb9",
	ink: "#1f1a17",
	inkSoft: "#4a413a",
	muted: "#6b5f55",
	clay: "#9c4f37",
	clayDark: "#7c3b27",
	olive: "#4d5a3a",
	night: "#26211d",
	nightSoft: "#362f29",
	blush: "#dfb6a3",
	sage: "#a3ad86",
	gold: "#c59b57",
	goldDark: "#9a7435"
};
/** Pattern ids must be unique in the document and valid inside `url(#…)`. */
function useArtIds() {
	const base = useId().replace(/[^a-zA-Z0-9_-]/g, "");
	return (name) => `art-${base}-${name}`;
}
/** A woven-looking fill for fabric shapes: `<FabricPattern id=… />` inside `<defs>`, then `fill={url(id)}`. */
function FabricPattern({ id, kind, ground, ink, scale = 1 }) {
	const size = {
		stripes: 14,
		pinstripe: 9,
		dots: 14,
		gingham: 16,
		herringbone: 12,
		floral: 30
	}[kind];
	return /* @__PURE__ */ jsxs("pattern", {
		id,
		width: size,
		height: size,
		patternUnits: "userSpaceOnUse",
		patternTransform: `scale(${scale})`,
		children: [
			/* @__PURE__ */ jsx("rect", {
				width: size,
				height: size,
				fill: ground
			}),
			kind === "stripes" ? /* @__PURE__ */ jsx("rect", {
				width: 5,
				height: size,
				fill: ink
			}) : null,
			kind === "pinstripe" ? /* @__PURE__ */ jsx("rect", {
				width: 1.2,
				height: size,
				fill: ink
			}) : null,
			kind === "dots" ? /* @__PURE__ */ jsxs("g", {
				fill: ink,
				children: [/* @__PURE__ */ jsx("circle", {
					cx: 3.5,
					cy: 3.5,
					r: 1.6
				}), /* @__PURE__ */ jsx("circle", {
					cx: 10.5,
					cy: 10.5,
					r: 1.6
				})]
			}) : null,
			kind === "gingham" ? /* @__PURE__ */ jsxs("g", {
				fill: ink,
				children: [/* @__PURE__ */ jsx("rect", {
					width: 8,
					height: 16,
					opacity: .35
				}), /* @__PURE__ */ jsx("rect", {
					width: 16,
					height: 8,
					opacity: .35
				})]
			}) : null,
			kind === "herringbone" ? /* @__PURE__ */ jsx("path", {
				d: "M0 3l6 6 6-6M0 9l6 6 6-6M0-3l6 6 6-6",
				fill: "none",
				stroke: ink,
				strokeWidth: 1.1
			}) : null,
			kind === "floral" ? /* @__PURE__ */ jsx("g", {
				fill: ink,
				children: [[8, 8], [23, 23]].map(([x = 0, y = 0]) => /* @__PURE__ */ jsxs("g", { children: [
					/* @__PURE__ */ jsx("circle", {
						cx: x - 2.6,
						cy: y,
						r: 2.2
					}),
					/* @__PURE__ */ jsx("circle", {
						cx: x + 2.6,
						cy: y,
						r: 2.2
					}),
					/* @__PURE__ */ jsx("circle", {
						cx: x,
						cy: y - 2.6,
						r: 2.2
					}),
					/* @__PURE__ */ jsx("circle", {
						cx: x,
						cy: y + 2.6,
						r: 2.2
					}),
					/* @__PURE__ */ jsx("circle", {
						cx: x,
						cy: y,
						r: 1.3,
						fill: ground
					})
				] }, `${x}-${y}`))
			}) : null
		]
	});
}
/** Decorative: every illustration sits next to text that says what it shows. */
function Art({ viewBox, children, ...props }) {
	return /* @__PURE__ */ jsx("svg", {
		viewBox,
		"aria-hidden": "true",
		focusable: "false",
		className: "block h-full w-full",
		...props,
		children
	});
}
/**
* A tailor's dress form, drawn around x = 0 from the neck (y = 0) to the stand's feet (y ≈ 436).
* The body's outline is exported so a drape or a measuring line can follow it.
*/
var dressFormBody = "M-18 8C-18 28-40 38-64 46-82 52-90 70-88 92-86 126-74 144-70 166-66 192-52 210-48 228-44 248-62 270-64 302L64 302C62 270 44 248 48 228 52 210 66 192 70 166 74 144 86 126 88 92 90 70 82 52 64 46 40 38 18 28 18 8Z";
function DressForm({ fill, stroke, standColor, transform }) {
	return /* @__PURE__ */ jsxs("g", {
		transform,
		children: [
			/* @__PURE__ */ jsx("path", {
				d: "M0 302V400M0 400-50 432M0 400 50 432M0 400V438",
				stroke: standColor,
				strokeWidth: 6,
				strokeLinecap: "round",
				fill: "none"
			}),
			/* @__PURE__ */ jsx("path", {
				d: dressFormBody,
				fill,
				stroke,
				strokeWidth: stroke ? 2 : 0
			}),
			/* @__PURE__ */ jsx("ellipse", {
				cx: 0,
				cy: 302,
				rx: 64,
				ry: 7,
				fill: standColor
			}),
			/* @__PURE__ */ jsx("ellipse", {
				cx: 0,
				cy: 8,
				rx: 18,
				ry: 5,
				fill: standColor
			}),
			/* @__PURE__ */ jsx("rect", {
				x: -5,
				y: -8,
				width: 10,
				height: 12,
				rx: 3,
				fill: standColor
			})
		]
	});
}
/** A four-pointed glint, used sparingly as a highlight. */
function Glint({ x, y, r = 8, fill }) {
	const k = r * .22;
	return /* @__PURE__ */ jsx("path", {
		d: `M${x} ${y - r}Q${x + k} ${y - k} ${x + r} ${y}Q${x + k} ${y + k} ${x} ${y + r}Q${x - k} ${y + k} ${x - r} ${y}Q${x - k} ${y - k} ${x} ${y - r}Z`,
		fill
	});
}
// app/modules/content/components/pages/values-art.tsx
/** /values hero: a dress form under an arch, draped in one of our fabrics, on the dark band. */
function ValuesHeroArt() {
	const id = useArtIds();
	return /* @__PURE__ */ jsxs(Art, {
		viewBox: "0 0 480 560",
		children: [
			/* @__PURE__ */ jsx("defs", { children: /* @__PURE__ */ jsx(FabricPattern, {
				id: id("drape"),
				kind: "floral",
				ground: tone.clay,
				ink: tone.blush,
				scale: .8
			}) }),
			/* @__PURE__ */ jsx("path", {
				d: "M60 560V250a180 180 0 0 1 360 0v310Z",
				fill: tone.nightSoft
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: 345,
				cy: 150,
				r: 44,
				fill: tone.clay,
				opacity: .85
			}),
			/* @__PURE__ */ jsx(DressForm, {
				transform: "translate(240 96)",
				fill: tone.sand,
				standColor: tone.gold
			}),
			/* @__PURE__ */ jsxs("g", {
				transform: "translate(240 96)",
				children: [
					/* @__PURE__ */ jsx("path", {
						d: "M0 14V298",
						stroke: tone.muted,
						strokeWidth: 1.5,
						strokeDasharray: "4 6"
					}),
					/* @__PURE__ */ jsx("path", {
						d: "M-70 44C-30 60 10 120 40 170 62 208 80 250 92 300 100 336 100 360 96 392 84 384 70 384 58 394 62 350 56 318 44 290 28 252 0 214-26 170-48 134-62 96-70 44Z",
						fill: `url(#${id("drape")})`
					}),
					/* @__PURE__ */ jsx("path", {
						d: "M-40 92C-14 136 16 176 46 226M20 150C44 190 66 240 76 300",
						stroke: tone.clayDark,
						strokeWidth: 2,
						fill: "none",
						opacity: .7
					}),
					/* @__PURE__ */ jsx("path", {
						d: "M-112 214C-60 240 60 240 100 222 124 212 142 226 134 250 128 268 110 276 106 302",
						stroke: tone.gold,
						strokeWidth: 10,
						fill: "none",
						strokeLinecap: "round"
					}),
					/* @__PURE__ */ jsx("path", {
						d: "M-112 214C-60 240 60 240 100 222 124 212 142 226 134 250 128 268 110 276 106 302",
						stroke: tone.night,
						strokeWidth: 5,
						strokeDasharray: "1.2 6",
						fill: "none"
					})
				]
			}),
			/* @__PURE__ */ jsxs("g", {
				stroke: tone.cream,
				strokeWidth: 2.5,
				fill: "none",
				strokeLinecap: "round",
				transform: "translate(96 470) rotate(-28)",
				children: [
					/* @__PURE__ */ jsx("circle", {
						cx: 0,
						cy: 0,
						r: 11
					}),
					/* @__PURE__ */ jsx("circle", {
						cx: 0,
						cy: 34,
						r: 11
					}),
					/* @__PURE__ */ jsx("path", { d: "M9 7 62 30M9 27 62 4" })
				]
			}),
			/* @__PURE__ */ jsx(Glint, {
				x: 120,
				y: 150,
				r: 9,
				fill: tone.cream
			}),
			/* @__PURE__ */ jsx(Glint, {
				x: 396,
				y: 300,
				r: 6,
				fill: tone.gold
			}),
			/* @__PURE__ */ jsx(Glint, {
				x: 150,
				y: 96,
				r: 5,
				fill: tone.gold
			})
		]
	});
}
/** Customisation: a shirt's flat sketch with the swatches it could be made in. */
function CustomizationArt() {
	const id = useArtIds();
	return /* @__PURE__ */ jsxs(Art, {
		viewBox: "0 0 400 500",
		children: [
			/* @__PURE__ */ jsxs("defs", { children: [
				/* @__PURE__ */ jsx(FabricPattern, {
					id: id("gingham"),
					kind: "gingham",
					ground: tone.paper,
					ink: tone.clay
				}),
				/* @__PURE__ */ jsx(FabricPattern, {
					id: id("stripes"),
					kind: "stripes",
					ground: tone.sand,
					ink: tone.olive
				}),
				/* @__PURE__ */ jsx(FabricPattern, {
					id: id("dots"),
					kind: "dots",
					ground: tone.night,
					ink: tone.gold
				})
			] }),
			/* @__PURE__ */ jsx("circle", {
				cx: 200,
				cy: 250,
				r: 150,
				fill: tone.blush,
				opacity: .45
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M150 120 100 140 52 250 88 268 124 200 126 400H274L276 200 312 268 348 250 300 140 250 120C238 136 222 142 200 142S162 136 150 120Z",
				fill: tone.paper,
				stroke: tone.ink,
				strokeWidth: 2,
				strokeLinejoin: "round"
			}),
			/* @__PURE__ */ jsxs("g", {
				fill: tone.paper,
				stroke: tone.ink,
				strokeWidth: 2,
				strokeLinejoin: "round",
				children: [/* @__PURE__ */ jsx("path", { d: "M152 118 200 142 176 168Z" }), /* @__PURE__ */ jsx("path", { d: "M248 118 200 142 224 168Z" })]
			}),
			/* @__PURE__ */ jsxs("g", {
				stroke: tone.ink,
				strokeWidth: 1.5,
				fill: "none",
				children: [/* @__PURE__ */ jsx("path", { d: "M200 142V400M59 233 95 251M341 233 305 251" }), /* @__PURE__ */ jsx("path", { d: "M222 206h32v36h-32zM222 214h32" })]
			}),
			/* @__PURE__ */ jsx("g", {
				fill: tone.ink,
				children: [
					180,
					220,
					260,
					300,
					340,
					380
				].map((y) => /* @__PURE__ */ jsx("circle", {
					cx: 200,
					cy: y,
					r: 3.2
				}, y))
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M112 110 96 138 44 252 92 282 124 222",
				stroke: tone.clay,
				strokeWidth: 1.5,
				strokeDasharray: "6 6",
				fill: "none"
			}),
			/* @__PURE__ */ jsx("rect", {
				x: 30,
				y: 360,
				width: 110,
				height: 104,
				fill: `url(#${id("gingham")})`,
				transform: "rotate(-10 85 412)"
			}),
			/* @__PURE__ */ jsx("rect", {
				x: 150,
				y: 392,
				width: 96,
				height: 90,
				fill: `url(#${id("dots")})`,
				transform: "rotate(4 198 437)"
			}),
			/* @__PURE__ */ jsx("rect", {
				x: 262,
				y: 356,
				width: 108,
				height: 100,
				fill: `url(#${id("stripes")})`,
				transform: "rotate(12 316 406)"
			}),
			/* @__PURE__ */ jsxs("g", {
				transform: "translate(320 70) rotate(35)",
				stroke: tone.ink,
				strokeWidth: 2,
				fill: "none",
				strokeLinecap: "round",
				children: [
					/* @__PURE__ */ jsx("circle", {
						cx: 0,
						cy: 0,
						r: 10
					}),
					/* @__PURE__ */ jsx("circle", {
						cx: 0,
						cy: 30,
						r: 10
					}),
					/* @__PURE__ */ jsx("path", { d: "M8 6 58 27M8 24 58 3" })
				]
			})
		]
	});
}
/** Technology: the body profile, a dress form crossed by its measuring lines and a data lattice. */
function TechnologyArt() {
	const id = useArtIds();
	return /* @__PURE__ */ jsxs(Art, {
		viewBox: "0 0 400 500",
		children: [
			/* @__PURE__ */ jsx("defs", { children: /* @__PURE__ */ jsx("pattern", {
				id: id("grid"),
				width: 20,
				height: 20,
				patternUnits: "userSpaceOnUse",
				children: /* @__PURE__ */ jsx("circle", {
					cx: 10,
					cy: 10,
					r: 1.1,
					fill: tone.cream,
					opacity: .28
				})
			}) }),
			/* @__PURE__ */ jsx("rect", {
				width: 400,
				height: 500,
				fill: `url(#${id("grid")})`
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: 200,
				cy: 250,
				r: 168,
				fill: "none",
				stroke: tone.gold,
				strokeWidth: 1.2,
				strokeDasharray: "2 8"
			}),
			/* @__PURE__ */ jsx(DressForm, {
				transform: "translate(200 66)",
				fill: tone.nightSoft,
				stroke: tone.cream,
				standColor: tone.muted
			}),
			/* @__PURE__ */ jsxs("g", {
				transform: "translate(200 66)",
				children: [[
					{
						y: 150,
						w: 104
					},
					{
						y: 228,
						w: 84
					},
					{
						y: 300,
						w: 98
					}
				].map(({ y, w }) => /* @__PURE__ */ jsxs("g", { children: [
					/* @__PURE__ */ jsx("path", {
						d: `M${-w - 24} ${y}H${w + 24}`,
						stroke: tone.gold,
						strokeWidth: 2,
						strokeDasharray: "7 5"
					}),
					/* @__PURE__ */ jsx("circle", {
						cx: -w - 24,
						cy: y,
						r: 5,
						fill: tone.gold
					}),
					/* @__PURE__ */ jsx("circle", {
						cx: w + 24,
						cy: y,
						r: 5,
						fill: tone.gold
					})
				] }, y)), /* @__PURE__ */ jsx("path", {
					d: "M-140 8V302M-148 8h16M-148 302h16",
					stroke: tone.blush,
					strokeWidth: 2
				})]
			}),
			/* @__PURE__ */ jsx("g", {
				stroke: tone.blush,
				strokeWidth: 1.5,
				opacity: .9,
				children: /* @__PURE__ */ jsx("path", {
					d: "M300 60 340 92 322 140 364 170M340 92 372 70",
					fill: "none"
				})
			}),
			/* @__PURE__ */ jsx("g", {
				fill: tone.blush,
				children: [
					[300, 60],
					[340, 92],
					[322, 140],
					[364, 170],
					[372, 70]
				].map(([x = 0, y = 0]) => /* @__PURE__ */ jsx("circle", {
					cx: x,
					cy: y,
					r: 4.5
				}, `${x}-${y}`))
			}),
			/* @__PURE__ */ jsx(Glint, {
				x: 70,
				y: 90,
				r: 8,
				fill: tone.cream
			})
		]
	});
}
/** Durability: a spool whose thread runs into a reinforced seam joining two fabrics. */
function DurabilityArt() {
	const id = useArtIds();
	return /* @__PURE__ */ jsxs(Art, {
		viewBox: "0 0 400 500",
		children: [
			/* @__PURE__ */ jsxs("defs", { children: [/* @__PURE__ */ jsx(FabricPattern, {
				id: id("herring"),
				kind: "herringbone",
				ground: tone.olive,
				ink: tone.sage
			}), /* @__PURE__ */ jsx(FabricPattern, {
				id: id("pin"),
				kind: "pinstripe",
				ground: tone.clay,
				ink: tone.blush
			})] }),
			/* @__PURE__ */ jsxs("g", {
				transform: "rotate(-8 280 170)",
				children: [
					/* @__PURE__ */ jsx("rect", {
						x: 176,
						y: 64,
						width: 100,
						height: 200,
						fill: `url(#${id("herring")})`
					}),
					/* @__PURE__ */ jsx("rect", {
						x: 276,
						y: 64,
						width: 100,
						height: 200,
						fill: `url(#${id("pin")})`
					}),
					/* @__PURE__ */ jsx("path", {
						d: "M276 64V264",
						stroke: tone.ink,
						strokeWidth: 1,
						opacity: .5
					}),
					/* @__PURE__ */ jsx("path", {
						d: "M266 72V258M286 72V258",
						stroke: tone.paper,
						strokeWidth: 2.5,
						strokeDasharray: "9 6"
					})
				]
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M174 332C240 330 270 300 262 262 256 236 230 240 236 214",
				stroke: tone.clay,
				strokeWidth: 2,
				fill: "none"
			}),
			/* @__PURE__ */ jsxs("g", {
				transform: "translate(236 214) rotate(-14)",
				children: [/* @__PURE__ */ jsx("path", {
					d: "M0 0V-96",
					stroke: tone.inkSoft,
					strokeWidth: 3,
					strokeLinecap: "round"
				}), /* @__PURE__ */ jsx("ellipse", {
					cx: 0,
					cy: -86,
					rx: 1.6,
					ry: 5,
					fill: tone.sand
				})]
			}),
			/* @__PURE__ */ jsx("ellipse", {
				cx: 120,
				cy: 438,
				rx: 74,
				ry: 18,
				fill: tone.goldDark
			}),
			/* @__PURE__ */ jsx("rect", {
				x: 46,
				y: 420,
				width: 148,
				height: 18,
				fill: tone.goldDark
			}),
			/* @__PURE__ */ jsx("ellipse", {
				cx: 120,
				cy: 420,
				rx: 74,
				ry: 18,
				fill: tone.gold
			}),
			/* @__PURE__ */ jsx("rect", {
				x: 66,
				y: 300,
				width: 108,
				height: 120,
				fill: tone.clay
			}),
			/* @__PURE__ */ jsx("g", {
				stroke: tone.clayDark,
				strokeWidth: 1.6,
				children: [
					312,
					326,
					340,
					354,
					368,
					382,
					396,
					410
				].map((y) => /* @__PURE__ */ jsx("path", {
					d: `M66 ${y}Q120 ${y + 7} 174 ${y}`,
					fill: "none"
				}, y))
			}),
			/* @__PURE__ */ jsx("ellipse", {
				cx: 120,
				cy: 300,
				rx: 74,
				ry: 18,
				fill: tone.gold
			}),
			/* @__PURE__ */ jsx("rect", {
				x: 46,
				y: 282,
				width: 148,
				height: 18,
				fill: tone.goldDark
			}),
			/* @__PURE__ */ jsx("ellipse", {
				cx: 120,
				cy: 282,
				rx: 74,
				ry: 18,
				fill: tone.gold
			}),
			/* @__PURE__ */ jsx("ellipse", {
				cx: 120,
				cy: 282,
				rx: 14,
				ry: 4,
				fill: tone.goldDark
			}),
			/* @__PURE__ */ jsx(Glint, {
				x: 90,
				y: 140,
				r: 10,
				fill: tone.paper
			}),
			/* @__PURE__ */ jsx(Glint, {
				x: 350,
				y: 330,
				r: 7,
				fill: tone.clay
			})
		]
	});
}
/** Sustainability: a leaf cut from fabric, its vein a seam, inside a circle that never closes. */
function SustainabilityArt() {
	const id = useArtIds();
	return /* @__PURE__ */ jsxs(Art, {
		viewBox: "0 0 400 500",
		children: [
			/* @__PURE__ */ jsx("defs", { children: /* @__PURE__ */ jsx(FabricPattern, {
				id: id("leaf"),
				kind: "herringbone",
				ground: tone.sage,
				ink: tone.olive
			}) }),
			/* @__PURE__ */ jsx("path", {
				d: "M352 250A152 152 0 1 1 300 136",
				fill: "none",
				stroke: tone.cream,
				strokeWidth: 2,
				strokeDasharray: "2 9",
				strokeLinecap: "round"
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M284 118 306 134 282 150",
				fill: "none",
				stroke: tone.cream,
				strokeWidth: 2.5,
				strokeLinecap: "round",
				strokeLinejoin: "round"
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M196 420C110 360 92 220 170 110 188 84 210 70 236 58 272 150 300 262 252 360 238 388 220 406 196 420Z",
				fill: `url(#${id("leaf")})`
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M196 420C206 300 220 180 236 58",
				stroke: tone.paper,
				strokeWidth: 2.5,
				strokeDasharray: "8 6",
				fill: "none"
			}),
			/* @__PURE__ */ jsx("g", {
				stroke: tone.paper,
				strokeWidth: 1.5,
				fill: "none",
				opacity: .8,
				children: /* @__PURE__ */ jsx("path", { d: "M204 330 150 290M210 270 164 220M218 210 184 160M214 300 262 258M220 230 266 190" })
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M196 420 184 462",
				stroke: tone.sage,
				strokeWidth: 4,
				strokeLinecap: "round"
			}),
			/* @__PURE__ */ jsx("rect", {
				x: 72,
				y: 396,
				width: 54,
				height: 40,
				fill: tone.blush,
				transform: "rotate(-16 99 416)"
			}),
			/* @__PURE__ */ jsx("rect", {
				x: 292,
				y: 388,
				width: 46,
				height: 52,
				fill: tone.sand,
				transform: "rotate(14 315 414)"
			}),
			/* @__PURE__ */ jsx(Glint, {
				x: 318,
				y: 84,
				r: 9,
				fill: tone.cream
			})
		]
	});
}
/** Exclusivity: one dress on one hanger, tagged one of one. */
function ExclusivityArt() {
	const id = useArtIds();
	return /* @__PURE__ */ jsxs(Art, {
		viewBox: "0 0 400 500",
		children: [
			/* @__PURE__ */ jsx("defs", { children: /* @__PURE__ */ jsx(FabricPattern, {
				id: id("dress"),
				kind: "floral",
				ground: tone.paper,
				ink: tone.blush
			}) }),
			/* @__PURE__ */ jsx("circle", {
				cx: 200,
				cy: 290,
				r: 150,
				fill: tone.clayDark,
				opacity: .55
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M200 96C200 80 186 72 176 80 166 88 172 100 180 100",
				fill: "none",
				stroke: tone.paper,
				strokeWidth: 4,
				strokeLinecap: "round",
				transform: "translate(20 -20)"
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M200 80 112 136H288Z",
				fill: "none",
				stroke: tone.paper,
				strokeWidth: 4,
				strokeLinejoin: "round"
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M148 136C170 148 230 148 252 136L264 200C252 216 248 232 246 252L306 444C240 462 160 462 94 444L154 252C152 232 148 216 136 200Z",
				fill: `url(#${id("dress")})`
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M154 252C184 262 216 262 246 252",
				stroke: tone.clay,
				strokeWidth: 2,
				fill: "none"
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M246 256C270 272 292 272 302 292",
				stroke: tone.paper,
				strokeWidth: 1.5,
				fill: "none"
			}),
			/* @__PURE__ */ jsxs("g", {
				transform: "rotate(-12 312 330)",
				children: [
					/* @__PURE__ */ jsx("path", {
						d: "M286 300 300 286H326L340 300V376H286Z",
						fill: tone.gold
					}),
					/* @__PURE__ */ jsx("circle", {
						cx: 313,
						cy: 302,
						r: 4,
						fill: tone.clay
					}),
					/* @__PURE__ */ jsx("text", {
						x: 313,
						y: 350,
						textAnchor: "middle",
						fontFamily: "Cormorant Garamond Variable, Georgia, serif",
						fontSize: 26,
						fill: tone.night,
						children: "1/1"
					})
				]
			}),
			/* @__PURE__ */ jsx(Glint, {
				x: 90,
				y: 150,
				r: 9,
				fill: tone.paper
			}),
			/* @__PURE__ */ jsx(Glint, {
				x: 330,
				y: 120,
				r: 6,
				fill: tone.gold
			})
		]
	});
}
// app/routes/info/values.tsx
var values_exports = /* @__PURE__ */ __exportAll({
	default: () => values_default,
	loader: () => loader$20,
	meta: () => meta$17
});
async function loader$20({ request }) {
	const { locale } = detectLocale(request);
	return { figures: computePageFigures(await getStoreSettings(), locale) };
}
/** The five values of product-spec.md §1, in its order, each with its own illustration and ground. */
var values = [
	{
		name: "customization",
		Art: CustomizationArt,
		ground: "bg-cream"
	},
	{
		name: "technology",
		Art: TechnologyArt,
		ground: "bg-night"
	},
	{
		name: "durability",
		Art: DurabilityArt,
		ground: "bg-sand"
	},
	{
		name: "sustainability",
		Art: SustainabilityArt,
		ground: "bg-olive"
	},
	{
		name: "exclusivity",
		Art: ExclusivityArt,
		ground: "bg-clay"
	}
];
var values_default = UNSAFE_withComponentProps(function Values({ loaderData }) {
	const { t } = useTranslation();
	const { figures } = loaderData;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PageHero, {
			eyebrow: t("pages.values.hero.eyebrow"),
			title: t("pages.values.hero.title"),
			lead: t("pages.values.hero.lead"),
			art: /* @__PURE__ */ jsx(ValuesHeroArt, {})
		}),
		/* @__PURE__ */ jsx("div", {
			className: "container-page py-8 md:py-16",
			children: values.map((value, index) => /* @__PURE__ */ jsx(ValueSection, {
				index,
				...value,
				vars: figures
			}, value.name))
		}),
		/* @__PURE__ */ jsx("section", {
			"aria-labelledby": "values-cta",
			className: "bg-cream",
			children: /* @__PURE__ */ jsxs("div", {
				className: "container-page flex flex-col items-start gap-8 py-16 md:flex-row md:items-end md:justify-between md:py-24",
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
					id: "values-cta",
					className: "text-4xl md:text-5xl",
					children: t("pages.values.cta.title")
				}), /* @__PURE__ */ jsx("p", {
					className: "mt-4 max-w-md text-lg text-ink-soft",
					children: t("pages.values.cta.text")
				})] }), /* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap gap-3",
					children: [/* @__PURE__ */ jsx(Link, {
						to: "/collection",
						className: "rounded-full bg-ink px-7 py-3.5 text-white transition-colors hover:bg-ink-soft",
						children: t("pages.values.cta.collection")
					}), /* @__PURE__ */ jsx(Link, {
						to: "/process",
						className: "rounded-full border border-ink px-7 py-3.5 transition-colors hover:bg-ink hover:text-white",
						children: t("pages.values.cta.process")
					})]
				})]
			})
		})
	] });
});
/** Image and text side by side from desktop widths, swapping sides every other section. */
function ValueSection({ name, index, Art, ground, vars }) {
	const { t } = useTranslation();
	const base = `pages.values.sections.${name}`;
	const titleId = `value-${name}`;
	const flipped = index % 2 === 1;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": titleId,
		"data-value": name,
		className: "reveal grid items-center gap-10 border-b border-line py-14 last:border-b-0 md:py-20 lg:grid-cols-2 lg:gap-24",
		children: [/* @__PURE__ */ jsx("div", {
			className: cn("mx-auto w-full max-w-md overflow-hidden rounded-t-full lg:max-w-none", ground, flipped && "lg:order-last"),
			children: /* @__PURE__ */ jsx("div", {
				className: "aspect-[4/5] p-6 pt-10 md:p-10 md:pt-14",
				children: /* @__PURE__ */ jsx(Art, {})
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "max-w-xl",
			children: [
				/* @__PURE__ */ jsxs("p", {
					className: "eyebrow text-clay-dark",
					children: [
						/* @__PURE__ */ jsx("span", {
							className: "font-display text-base tracking-normal",
							children: String(index + 1).padStart(2, "0")
						}),
						/* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							className: "mx-3 inline-block h-px w-8 bg-clay-dark align-middle"
						}),
						t(`${base}.eyebrow`)
					]
				}),
				/* @__PURE__ */ jsx("h2", {
					id: titleId,
					className: "mt-5 text-4xl leading-[1.08] text-balance md:text-5xl",
					children: t(`${base}.title`)
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-6 text-lg leading-relaxed text-pretty text-ink-soft",
					children: t(`${base}.text`, vars)
				}),
				/* @__PURE__ */ jsx("ul", {
					className: "mt-8 space-y-3 border-t border-line pt-6",
					children: ["point1", "point2"].map((point) => /* @__PURE__ */ jsxs("li", {
						className: "flex gap-3 text-ink",
						children: [/* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							className: "mt-2.5 size-1.5 shrink-0 rounded-full bg-clay"
						}), t(`${base}.${point}`, vars)]
					}, point))
				})
			]
		})]
	});
}
function meta$17({ matches, location }) {
	return pageMeta(matches, {
		titleKey: "pages.values.meta.title",
		descriptionKey: "pages.values.meta.description",
		path: location.pathname
	});
}
// app/modules/content/components/pages/figure-vars.ts
/**
* The interpolation variables of the content pages: the store's figures plus the phrases built
* from them (a plural that i18next forms from a count).
*/
function useFigureVars(figures) {
	const { t } = useTranslation();
	return {
		...figures,
		sizeChange: t("policies.common.sizeChange", { count: figures.freeSizeChanges })
	};
}
// app/modules/content/components/pages/process-art.tsx
var shirtSketch = "M150 120 100 140 52 250 88 268 124 200 126 400H274L276 200 312 268 348 250 300 140 250 120C238 136 222 142 200 142S162 136 150 120Z";
/** Step 1, design (on cream): a sketch on paper, the pencil, and three swatches to choose from. */
function DesignArt() {
	return /* @__PURE__ */ jsxs(Art, {
		viewBox: "0 0 320 320",
		children: [
			/* @__PURE__ */ jsxs("g", {
				transform: "rotate(-6 160 160)",
				children: [
					/* @__PURE__ */ jsx("rect", {
						x: 74,
						y: 46,
						width: 172,
						height: 214,
						fill: tone.paper,
						stroke: tone.line,
						strokeWidth: 2
					}),
					/* @__PURE__ */ jsx("path", {
						d: shirtSketch,
						transform: "translate(70 36) scale(.45)",
						fill: "none",
						stroke: tone.ink,
						strokeWidth: 1.8,
						vectorEffect: "non-scaling-stroke",
						strokeLinejoin: "round"
					}),
					/* @__PURE__ */ jsx("path", {
						d: "M160 100V216",
						stroke: tone.ink,
						strokeWidth: 1.2,
						strokeDasharray: "3 4"
					})
				]
			}),
			/* @__PURE__ */ jsxs("g", {
				transform: "translate(196 210) rotate(-42)",
				children: [
					/* @__PURE__ */ jsx("rect", {
						x: 0,
						y: -7,
						width: 104,
						height: 14,
						fill: tone.gold
					}),
					/* @__PURE__ */ jsx("rect", {
						x: 92,
						y: -7,
						width: 12,
						height: 14,
						fill: tone.clay
					}),
					/* @__PURE__ */ jsx("path", {
						d: "M0-7-22 0 0 7Z",
						fill: tone.sand
					}),
					/* @__PURE__ */ jsx("path", {
						d: "M-14-3.2-22 0-14 3.2Z",
						fill: tone.ink
					})
				]
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: 84,
				cy: 268,
				r: 20,
				fill: tone.clay
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: 124,
				cy: 282,
				r: 20,
				fill: tone.olive
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: 164,
				cy: 276,
				r: 20,
				fill: tone.gold
			})
		]
	});
}
/** Step 2, body profile (on sand): a dress form with the tape round it and the tape's coil. */
function ProfileArt() {
	return /* @__PURE__ */ jsxs(Art, {
		viewBox: "0 0 320 320",
		children: [
			/* @__PURE__ */ jsx(DressForm, {
				transform: "translate(140 44) scale(.56)",
				fill: tone.paper,
				stroke: tone.ink,
				standColor: tone.inkSoft
			}),
			/* @__PURE__ */ jsxs("g", {
				transform: "translate(140 44) scale(.56)",
				children: [/* @__PURE__ */ jsx("path", {
					d: "M-96 222C-50 246 50 246 96 222",
					stroke: tone.clay,
					strokeWidth: 12,
					fill: "none",
					strokeLinecap: "round"
				}), /* @__PURE__ */ jsx("path", {
					d: "M-96 222C-50 246 50 246 96 222",
					stroke: tone.paper,
					strokeWidth: 6,
					strokeDasharray: "1.5 8",
					fill: "none"
				})]
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M194 168C226 176 246 196 240 228",
				stroke: tone.clay,
				strokeWidth: 7,
				fill: "none",
				strokeLinecap: "round"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: 246,
				cy: 246,
				r: 32,
				fill: tone.clay
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: 246,
				cy: 246,
				r: 20,
				fill: "none",
				stroke: tone.blush,
				strokeWidth: 2
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: 246,
				cy: 246,
				r: 7,
				fill: tone.paper
			}),
			/* @__PURE__ */ jsx(Glint, {
				x: 60,
				y: 70,
				r: 8,
				fill: tone.clay
			})
		]
	});
}
/** Step 3, creation (on night): a pincushion, pins and a threaded needle. */
function CreationArt() {
	const pins = [
		{
			x2: 86,
			y2: 110,
			head: tone.gold
		},
		{
			x2: 128,
			y2: 96,
			head: tone.blush
		},
		{
			x2: 168,
			y2: 116,
			head: tone.paper
		},
		{
			x2: 60,
			y2: 150,
			head: tone.sage
		}
	];
	return /* @__PURE__ */ jsxs(Art, {
		viewBox: "0 0 320 320",
		children: [
			pins.map((p) => /* @__PURE__ */ jsxs("g", { children: [/* @__PURE__ */ jsx("path", {
				d: `M118 196L${p.x2} ${p.y2}`,
				stroke: tone.sand,
				strokeWidth: 2
			}), /* @__PURE__ */ jsx("circle", {
				cx: p.x2,
				cy: p.y2,
				r: 7,
				fill: p.head
			})] }, p.x2)),
			/* @__PURE__ */ jsx("ellipse", {
				cx: 118,
				cy: 262,
				rx: 70,
				ry: 14,
				fill: tone.nightSoft
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M52 206C52 166 82 146 118 146S184 166 184 206 156 262 118 262 52 246 52 206Z",
				fill: tone.clay
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M118 150V258M84 154C70 190 76 236 100 260M152 154C166 190 160 236 136 260",
				stroke: tone.clayDark,
				strokeWidth: 2,
				fill: "none"
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M102 150C106 136 130 136 134 150",
				fill: tone.olive
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M214 70 262 196",
				stroke: tone.cream,
				strokeWidth: 3.5,
				strokeLinecap: "round"
			}),
			/* @__PURE__ */ jsx("ellipse", {
				cx: 218,
				cy: 82,
				rx: 1.6,
				ry: 5,
				fill: tone.night,
				transform: "rotate(-21 218 82)"
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M218 82C250 40 300 80 268 110 240 136 232 220 280 250 300 262 296 290 270 296",
				stroke: tone.gold,
				strokeWidth: 2.2,
				fill: "none"
			}),
			/* @__PURE__ */ jsx(Glint, {
				x: 262,
				y: 50,
				r: 8,
				fill: tone.cream
			})
		]
	});
}
/** Step 4, delivery (on olive): the box, tied with our ribbon and its tag. */
function DeliveryArt() {
	return /* @__PURE__ */ jsxs(Art, {
		viewBox: "0 0 320 320",
		children: [
			/* @__PURE__ */ jsx("rect", {
				x: 70,
				y: 146,
				width: 180,
				height: 124,
				fill: tone.sand
			}),
			/* @__PURE__ */ jsx("rect", {
				x: 60,
				y: 120,
				width: 200,
				height: 36,
				fill: tone.cream
			}),
			/* @__PURE__ */ jsx("rect", {
				x: 150,
				y: 120,
				width: 20,
				height: 150,
				fill: tone.clay
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M160 120C128 76 96 110 160 120ZM160 120C192 76 224 110 160 120Z",
				fill: tone.clay,
				stroke: tone.clayDark,
				strokeWidth: 2
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: 160,
				cy: 120,
				r: 8,
				fill: tone.clayDark
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M166 124C196 140 214 170 226 196",
				stroke: tone.paper,
				strokeWidth: 1.5,
				fill: "none"
			}),
			/* @__PURE__ */ jsxs("g", {
				transform: "rotate(18 236 216)",
				children: [/* @__PURE__ */ jsx("path", {
					d: "M222 196H250V236H222L212 216Z",
					fill: tone.gold,
					transform: "rotate(90 236 216)"
				}), /* @__PURE__ */ jsx("circle", {
					cx: 236,
					cy: 204,
					r: 3,
					fill: tone.olive
				})]
			}),
			/* @__PURE__ */ jsx("ellipse", {
				cx: 160,
				cy: 276,
				rx: 104,
				ry: 8,
				fill: tone.night,
				opacity: .25
			}),
			/* @__PURE__ */ jsx(Glint, {
				x: 68,
				y: 78,
				r: 9,
				fill: tone.cream
			}),
			/* @__PURE__ */ jsx(Glint, {
				x: 262,
				y: 92,
				r: 6,
				fill: tone.gold
			})
		]
	});
}
/** How-it-works step 1 (on cream): a rail with three garments in three fabrics. */
function RailArt() {
	const id = useArtIds();
	return /* @__PURE__ */ jsxs(Art, {
		viewBox: "0 0 320 320",
		children: [
			/* @__PURE__ */ jsxs("defs", { children: [
				/* @__PURE__ */ jsx(FabricPattern, {
					id: id("g"),
					kind: "gingham",
					ground: tone.paper,
					ink: tone.clay,
					scale: .8
				}),
				/* @__PURE__ */ jsx(FabricPattern, {
					id: id("f"),
					kind: "floral",
					ground: tone.olive,
					ink: tone.sage,
					scale: .7
				}),
				/* @__PURE__ */ jsx(FabricPattern, {
					id: id("s"),
					kind: "stripes",
					ground: tone.sand,
					ink: tone.inkSoft,
					scale: .7
				})
			] }),
			/* @__PURE__ */ jsx("path", {
				d: "M40 292V64H280V292M22 292H58M262 292H298",
				stroke: tone.ink,
				strokeWidth: 3.5,
				fill: "none",
				strokeLinecap: "round"
			}),
			[
				96,
				166,
				236
			].map((x) => /* @__PURE__ */ jsx("path", {
				d: `M${x} 64V78L${x - 26} 96H${x + 26}Z`,
				stroke: tone.ink,
				strokeWidth: 2,
				fill: "none",
				strokeLinejoin: "round"
			}, x)),
			/* @__PURE__ */ jsx("path", {
				d: "M72 96H120L140 124 130 132 122 120V210H70V120L62 132 52 124Z",
				fill: `url(#${id("g")})`,
				stroke: tone.ink,
				strokeWidth: 1.5,
				strokeLinejoin: "round"
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M148 96H184L190 136 212 236H122L142 136Z",
				fill: `url(#${id("f")})`,
				stroke: tone.ink,
				strokeWidth: 1.5,
				strokeLinejoin: "round"
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M214 96H258L264 240H242L236 140 230 240H208Z",
				fill: `url(#${id("s")})`,
				stroke: tone.ink,
				strokeWidth: 1.5,
				strokeLinejoin: "round"
			}),
			/* @__PURE__ */ jsx(Glint, {
				x: 286,
				y: 34,
				r: 8,
				fill: tone.clay
			})
		]
	});
}
/** /process hero: one thread stitching through four buttons, one per step. */
function ProcessHeroArt() {
	const buttons = [
		{
			x: 110,
			y: 250,
			fill: tone.clay
		},
		{
			x: 210,
			y: 170,
			fill: tone.gold
		},
		{
			x: 320,
			y: 230,
			fill: tone.sage
		},
		{
			x: 420,
			y: 140,
			fill: tone.blush
		}
	];
	return /* @__PURE__ */ jsxs(Art, {
		viewBox: "0 0 520 380",
		children: [
			/* @__PURE__ */ jsx("circle", {
				cx: 280,
				cy: 200,
				r: 170,
				fill: tone.nightSoft
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M10 320C60 320 70 250 110 250S170 170 210 170 280 230 320 230 380 140 420 140 470 96 486 76",
				stroke: tone.cream,
				strokeWidth: 2,
				fill: "none"
			}),
			buttons.map((b) => /* @__PURE__ */ jsxs("g", { children: [
				/* @__PURE__ */ jsx("circle", {
					cx: b.x,
					cy: b.y,
					r: 28,
					fill: b.fill
				}),
				/* @__PURE__ */ jsx("circle", {
					cx: b.x,
					cy: b.y,
					r: 20,
					fill: "none",
					stroke: tone.night,
					strokeOpacity: .25,
					strokeWidth: 2
				}),
				/* @__PURE__ */ jsxs("g", {
					fill: tone.night,
					children: [
						/* @__PURE__ */ jsx("circle", {
							cx: b.x - 6,
							cy: b.y - 6,
							r: 3
						}),
						/* @__PURE__ */ jsx("circle", {
							cx: b.x + 6,
							cy: b.y - 6,
							r: 3
						}),
						/* @__PURE__ */ jsx("circle", {
							cx: b.x - 6,
							cy: b.y + 6,
							r: 3
						}),
						/* @__PURE__ */ jsx("circle", {
							cx: b.x + 6,
							cy: b.y + 6,
							r: 3
						})
					]
				})
			] }, b.x)),
			/* @__PURE__ */ jsx("path", {
				d: "M480 84 516 38",
				stroke: tone.sand,
				strokeWidth: 4,
				strokeLinecap: "round"
			}),
			/* @__PURE__ */ jsx(Glint, {
				x: 70,
				y: 110,
				r: 9,
				fill: tone.cream
			}),
			/* @__PURE__ */ jsx(Glint, {
				x: 460,
				y: 300,
				r: 6,
				fill: tone.gold
			})
		]
	});
}
/** /faq title band: a thread drawing a question mark, dotted with a button. */
function FaqHeroArt() {
	return /* @__PURE__ */ jsxs(Art, {
		viewBox: "0 0 300 340",
		children: [
			/* @__PURE__ */ jsx("circle", {
				cx: 160,
				cy: 170,
				r: 130,
				fill: tone.nightSoft
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M96 118C96 48 226 40 230 116 234 166 164 174 162 232V262",
				stroke: tone.gold,
				strokeWidth: 4,
				fill: "none",
				strokeLinecap: "round"
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M96 118 88 196",
				stroke: tone.cream,
				strokeWidth: 3.5,
				strokeLinecap: "round"
			}),
			/* @__PURE__ */ jsx("ellipse", {
				cx: 95,
				cy: 126,
				rx: 1.5,
				ry: 4.5,
				fill: tone.night,
				transform: "rotate(6 95 126)"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: 162,
				cy: 298,
				r: 20,
				fill: tone.clay
			}),
			/* @__PURE__ */ jsxs("g", {
				fill: tone.night,
				children: [
					/* @__PURE__ */ jsx("circle", {
						cx: 157,
						cy: 293,
						r: 2.6
					}),
					/* @__PURE__ */ jsx("circle", {
						cx: 167,
						cy: 293,
						r: 2.6
					}),
					/* @__PURE__ */ jsx("circle", {
						cx: 157,
						cy: 303,
						r: 2.6
					}),
					/* @__PURE__ */ jsx("circle", {
						cx: 167,
						cy: 303,
						r: 2.6
					})
				]
			}),
			/* @__PURE__ */ jsx(Glint, {
				x: 246,
				y: 64,
				r: 8,
				fill: tone.cream
			})
		]
	});
}
// app/modules/content/components/pages/process-steps.tsx
/** The spec's four steps (product-spec.md §1): design, body profile, creation, receive and try on. */
var steps$1 = [
	{
		name: "design",
		Art: DesignArt,
		ground: "bg-cream"
	},
	{
		name: "profile",
		Art: ProfileArt,
		ground: "bg-sand"
	},
	{
		name: "creation",
		Art: CreationArt,
		ground: "bg-night"
	},
	{
		name: "delivery",
		Art: DeliveryArt,
		ground: "bg-olive"
	}
];
/**
* A vertical timeline on a phone (numbered nodes joined by a thread down the left) and, from
* desktop widths, four columns whose illustrations sit on one dashed thread.
*/
function ProcessSteps({ vars }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("div", {
		className: "relative",
		children: [/* @__PURE__ */ jsx("div", {
			"aria-hidden": "true",
			className: "absolute inset-x-[12.5%] top-24 hidden border-t-2 border-dashed border-clay/40 lg:block xl:top-28"
		}), /* @__PURE__ */ jsx("ol", {
			className: "relative grid gap-14 lg:grid-cols-4 lg:gap-10",
			children: steps$1.map(({ name, Art, ground }, index) => /* @__PURE__ */ jsxs("li", {
				"data-step": name,
				className: "relative grid grid-cols-[3rem_minmax(0,1fr)] gap-x-5 lg:flex lg:flex-col lg:items-center lg:text-center",
				children: [
					index < steps$1.length - 1 ? /* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: "absolute -bottom-14 left-6 top-12 w-px bg-line lg:hidden"
					}) : null,
					/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: "relative z-10 grid size-12 place-items-center rounded-full border border-clay bg-paper font-display text-xl text-clay-dark lg:order-2 lg:-mt-6",
						children: index + 1
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "lg:contents",
						children: [/* @__PURE__ */ jsx("div", {
							className: cn("size-36 overflow-hidden rounded-full p-4 sm:size-44 lg:order-1 lg:size-48 lg:p-6 xl:size-56", ground),
							children: /* @__PURE__ */ jsx(Art, {})
						}), /* @__PURE__ */ jsxs("div", {
							className: "mt-6 lg:order-3 lg:mt-5 lg:max-w-[17rem]",
							children: [
								/* @__PURE__ */ jsx("p", {
									className: "eyebrow text-muted",
									children: t("pages.process.stepLabel", { n: index + 1 })
								}),
								/* @__PURE__ */ jsx("h3", {
									className: "mt-2 text-3xl leading-tight",
									children: t(`pages.process.steps.${name}.title`)
								}),
								/* @__PURE__ */ jsx("p", {
									className: "mt-3 leading-relaxed text-pretty text-ink-soft",
									children: t(`pages.process.steps.${name}.text`, vars)
								})
							]
						})]
					})
				]
			}, name))
		})]
	});
}
// app/routes/info/process.tsx
var process_exports = /* @__PURE__ */ __exportAll({
	default: () => process_default,
	loader: () => loader$19,
	meta: () => meta$16
});
async function loader$19({ request }) {
	const { locale } = detectLocale(request);
	return { figures: computePageFigures(await getStoreSettings(), locale) };
}
var process_default = UNSAFE_withComponentProps(function Process({ loaderData }) {
	const { t } = useTranslation();
	const vars = useFigureVars(loaderData.figures);
	const rows = [
		{
			label: "basic",
			days: vars.basicDays
		},
		{
			label: "complex",
			days: vars.complexDays
		},
		{
			label: "standard",
			days: vars.standardDays
		},
		{
			label: "express",
			days: vars.expressDays
		}
	];
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PageHero, {
			eyebrow: t("pages.process.hero.eyebrow"),
			title: t("pages.process.hero.title"),
			lead: t("pages.process.hero.lead"),
			art: /* @__PURE__ */ jsx(ProcessHeroArt, {}),
			artClassName: "lg:max-w-[34rem]"
		}),
		/* @__PURE__ */ jsxs("section", {
			"aria-labelledby": "process-steps",
			className: "container-page py-16 md:py-24",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "process-steps",
				className: "mb-12 text-4xl md:mb-16 md:text-5xl lg:text-center",
				children: t("pages.process.stepsTitle")
			}), /* @__PURE__ */ jsx(ProcessSteps, { vars })]
		}),
		/* @__PURE__ */ jsx("section", {
			"aria-labelledby": "process-delivery",
			className: "bg-cream",
			children: /* @__PURE__ */ jsxs("div", {
				className: "container-page grid gap-12 py-16 md:py-24 lg:grid-cols-2 lg:gap-24",
				children: [/* @__PURE__ */ jsxs("div", { children: [
					/* @__PURE__ */ jsx("p", {
						className: "eyebrow text-clay-dark",
						children: t("pages.process.delivery.eyebrow")
					}),
					/* @__PURE__ */ jsx("h2", {
						id: "process-delivery",
						className: "mt-4 text-4xl md:text-5xl",
						children: t("pages.process.delivery.title")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-8 font-display text-6xl leading-none text-clay-dark md:text-7xl",
						"data-testid": "delivery-total",
						children: t("pages.process.delivery.total", vars)
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-5 max-w-md text-lg leading-relaxed text-ink-soft",
						children: t("pages.process.delivery.text")
					})
				] }), /* @__PURE__ */ jsxs("div", {
					className: "lg:pt-10",
					children: [/* @__PURE__ */ jsx("dl", {
						className: "divide-y divide-line border-y border-line",
						children: rows.map((row) => /* @__PURE__ */ jsxs("div", {
							className: "flex items-baseline justify-between gap-6 py-4",
							children: [/* @__PURE__ */ jsx("dt", {
								className: "text-ink-soft",
								children: t(`pages.process.delivery.${row.label}`)
							}), /* @__PURE__ */ jsx("dd", {
								className: "shrink-0 font-medium",
								children: t("pages.process.delivery.days", { days: row.days })
							})]
						}, row.label))
					}), /* @__PURE__ */ jsxs("div", {
						className: "mt-8 flex flex-wrap gap-3",
						children: [/* @__PURE__ */ jsx(Link, {
							to: "/shipping-policy",
							className: "rounded-full bg-ink px-6 py-3 text-white transition-colors hover:bg-ink-soft",
							children: t("pages.process.delivery.shippingLink")
						}), /* @__PURE__ */ jsx(Link, {
							to: "/how-it-works",
							className: "rounded-full border border-ink px-6 py-3 transition-colors hover:bg-ink hover:text-white",
							children: t("pages.process.delivery.howLink")
						})]
					})]
				})]
			})
		})
	] });
});
function meta$16({ matches, location }) {
	return pageMeta(matches, {
		titleKey: "pages.process.meta.title",
		descriptionKey: "pages.process.meta.description",
		path: location.pathname
	});
}
// app/routes/info/how-it-works.tsx
var how_it_works_exports = /* @__PURE__ */ __exportAll({
	default: () => how_it_works_default,
	loader: () => loader$18,
	meta: () => meta$15
});
async function loader$18({ request }) {
	const { locale } = detectLocale(request);
	return { figures: computePageFigures(await getStoreSettings(), locale) };
}
/** The shop's own four steps, each with image, title and text (product-spec.md §2, Marketing pages). */
var steps = [
	{
		name: "choose",
		Art: RailArt,
		ground: "bg-cream"
	},
	{
		name: "customize",
		Art: DesignArt,
		ground: "bg-sand"
	},
	{
		name: "size",
		Art: ProfileArt,
		ground: "bg-cream"
	},
	{
		name: "receive",
		Art: DeliveryArt,
		ground: "bg-olive"
	}
];
var how_it_works_default = UNSAFE_withComponentProps(function HowItWorks({ loaderData }) {
	const { t } = useTranslation();
	const { figures } = loaderData;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PageHero, {
		eyebrow: t("pages.howItWorks.hero.eyebrow"),
		title: t("pages.howItWorks.hero.title"),
		lead: t("pages.howItWorks.hero.lead")
	}), /* @__PURE__ */ jsxs("div", {
		className: "container-page relative -mt-6 pb-16 md:-mt-12 md:pb-24",
		children: [/* @__PURE__ */ jsx("ol", {
			className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
			children: steps.map(({ name, Art, ground }, index) => /* @__PURE__ */ jsxs("li", {
				"data-step": name,
				className: "flex flex-col overflow-hidden rounded-[1.75rem] bg-white ring-1 ring-line",
				children: [/* @__PURE__ */ jsx("div", {
					className: cn("aspect-[4/3] p-6", ground),
					children: /* @__PURE__ */ jsx(Art, {})
				}), /* @__PURE__ */ jsxs("div", {
					className: "flex-1 p-6 md:p-7",
					children: [
						/* @__PURE__ */ jsx("p", {
							className: "eyebrow text-muted",
							children: t("pages.howItWorks.stepLabel", { n: index + 1 })
						}),
						/* @__PURE__ */ jsx("h2", {
							className: "mt-2 text-3xl leading-tight",
							children: t(`pages.howItWorks.steps.${name}.title`)
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-3 leading-relaxed text-pretty text-ink-soft",
							children: t(`pages.howItWorks.steps.${name}.text`, figures)
						})
					]
				})]
			}, name))
		}), /* @__PURE__ */ jsxs("div", {
			className: "mt-16 flex flex-col items-start gap-6 border-t border-line pt-12 md:flex-row md:items-center md:justify-between",
			children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
				className: "font-display text-4xl",
				children: t("pages.howItWorks.cta.title")
			}), /* @__PURE__ */ jsx("p", {
				className: "mt-2 text-lg text-ink-soft",
				children: t("pages.howItWorks.cta.text")
			})] }), /* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap gap-3",
				children: [/* @__PURE__ */ jsx(Link, {
					to: "/collection",
					className: "rounded-full bg-ink px-7 py-3.5 text-white transition-colors hover:bg-ink-soft",
					children: t("pages.howItWorks.cta.collection")
				}), /* @__PURE__ */ jsx(Link, {
					to: "/process",
					className: "rounded-full border border-ink px-7 py-3.5 transition-colors hover:bg-ink hover:text-white",
					children: t("pages.howItWorks.cta.process")
				})]
			})]
		})]
	})] });
});
function meta$15({ matches, location }) {
	return pageMeta(matches, {
		titleKey: "pages.howItWorks.meta.title",
		descriptionKey: "pages.howItWorks.meta.description",
		path: location.pathname
	});
}
// app/modules/content/components/pages/faq-accordion.tsx
/** The spec's five questions, in its order; their values are item-0 … item-4 (product-spec.md §2). */
var faqQuestions = [
	"unique",
	"measurements",
	"delivery",
	"fabric",
	"returns"
];
/**
* One answer open at a time, and the open one closes when clicked again. Answers are rendered
* closed but present (forceMount + `hidden`), so the server's HTML carries them.
*/
function FaqAccordion({ vars }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(Accordion.Root, {
		type: "single",
		collapsible: true,
		className: "border-t border-line",
		children: faqQuestions.map((name, index) => /* @__PURE__ */ jsxs(Accordion.Item, {
			value: `item-${index}`,
			className: "group border-b border-line",
			children: [/* @__PURE__ */ jsx(Accordion.Header, {
				asChild: true,
				children: /* @__PURE__ */ jsx("h2", { children: /* @__PURE__ */ jsxs(Accordion.Trigger, {
					className: "flex w-full items-center justify-between gap-6 py-6 text-left font-display text-[1.6rem] leading-snug transition-colors hover:text-clay-dark md:py-7 md:text-[1.9rem]",
					children: [t(`pages.faq.questions.${name}.question`), /* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: "grid size-10 shrink-0 place-items-center rounded-full border border-line text-ink-soft transition-transform duration-300 group-data-[state=open]:rotate-180 group-data-[state=open]:border-clay group-data-[state=open]:text-clay motion-reduce:transition-none",
						children: /* @__PURE__ */ jsx(ChevronDownIcon, {
							width: 18,
							height: 18
						})
					})]
				}) })
			}), /* @__PURE__ */ jsxs(Accordion.Content, {
				forceMount: true,
				className: "pb-8 pr-4 md:pr-16",
				children: [/* @__PURE__ */ jsx("p", {
					className: "max-w-[65ch] text-[1.0625rem] leading-[1.75] text-pretty text-ink-soft",
					children: t(`pages.faq.questions.${name}.answer`, vars)
				}), name === "returns" ? /* @__PURE__ */ jsx(Link, {
					to: "/return-policy",
					className: "mt-4 inline-block font-medium text-clay-dark underline underline-offset-4 hover:text-ink",
					children: t("pages.faq.questions.returns.link")
				}) : null]
			})]
		}, name))
	});
}
// app/routes/info/faq.tsx
var faq_exports = /* @__PURE__ */ __exportAll({
	default: () => faq_default,
	loader: () => loader$17,
	meta: () => meta$14
});
async function loader$17({ request }) {
	const { locale } = detectLocale(request);
	return { figures: computePageFigures(await getStoreSettings(), locale) };
}
var faq_default = UNSAFE_withComponentProps(function Faq({ loaderData }) {
	const { t } = useTranslation();
	const vars = useFigureVars(loaderData.figures);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PageHero, {
		eyebrow: t("pages.faq.hero.eyebrow"),
		title: t("pages.faq.hero.title"),
		lead: t("pages.faq.hero.lead"),
		art: /* @__PURE__ */ jsx(FaqHeroArt, {}),
		artClassName: "hidden lg:block lg:max-w-[18rem]"
	}), /* @__PURE__ */ jsxs("div", {
		className: "container-page grid gap-14 py-14 md:py-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-20",
		children: [/* @__PURE__ */ jsx(FaqAccordion, { vars }), /* @__PURE__ */ jsxs("aside", {
			"aria-labelledby": "faq-more",
			className: "self-start rounded-[1.75rem] bg-cream p-8 lg:sticky lg:top-8",
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: "faq-more",
					className: "text-3xl leading-tight",
					children: t("pages.faq.more.title")
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-3 leading-relaxed text-ink-soft",
					children: t("pages.faq.more.text", vars)
				}),
				/* @__PURE__ */ jsx(Link, {
					to: "/contact",
					className: "mt-6 inline-block rounded-full bg-ink px-6 py-3 text-white transition-colors hover:bg-ink-soft",
					children: t("pages.faq.more.contact")
				})
			]
		})]
	})] });
});
function meta$14({ matches, location }) {
	return pageMeta(matches, {
		titleKey: "pages.faq.meta.title",
		descriptionKey: "pages.faq.meta.description",
		path: location.pathname
	});
}
// app/modules/content/components/pages/policy-layout.tsx
/**
* The information pages under the white fixed header: a light title band padded below the header,
* then one readable column (about 70 characters) with, when given, a table of contents — a sticky
* list beside the text from desktop widths, a disclosure above it on a phone.
*/
function PolicyPage({ title, lead, toc, children }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("div", {
		className: "border-b border-line bg-cream pt-24 md:pt-28",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page pb-12 pt-6 md:pb-16 md:pt-10",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "eyebrow text-clay-dark",
					children: t("policies.common.eyebrow")
				}),
				/* @__PURE__ */ jsx("h1", {
					className: "mt-4 max-w-3xl text-[2.6rem] leading-[1.06] text-balance md:text-6xl",
					children: title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-5 max-w-[60ch] text-lg leading-relaxed text-pretty text-ink-soft",
					children: lead
				})
			]
		})
	}), /* @__PURE__ */ jsxs("div", {
		className: cn("container-page py-12 md:py-20", toc && "lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-20"),
		children: [toc ? /* @__PURE__ */ jsx(TableOfContents, { entries: toc }) : null, /* @__PURE__ */ jsx("div", {
			className: "min-w-0 max-w-[70ch]",
			children
		})]
	})] });
}
function TableOfContents({ entries }) {
	const { t } = useTranslation();
	const list = /* @__PURE__ */ jsx("ol", {
		className: "space-y-2.5 text-[0.95rem] leading-snug",
		children: entries.map((entry) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
			href: `#${entry.id}`,
			className: "text-ink-soft underline-offset-4 hover:text-clay-dark hover:underline",
			children: entry.label
		}) }, entry.id))
	});
	return /* @__PURE__ */ jsxs("nav", {
		"aria-label": t("policies.common.toc"),
		className: "mb-12 lg:mb-0",
		children: [/* @__PURE__ */ jsxs("details", {
			className: "rounded-2xl border border-line bg-white/60 lg:hidden",
			children: [/* @__PURE__ */ jsx("summary", {
				className: "cursor-pointer px-5 py-4 font-medium",
				children: t("policies.common.tocToggle")
			}), /* @__PURE__ */ jsx("div", {
				className: "border-t border-line px-5 py-4",
				children: list
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "sticky top-28 hidden lg:block",
			children: [/* @__PURE__ */ jsx("p", {
				className: "eyebrow text-muted",
				children: t("policies.common.toc")
			}), /* @__PURE__ */ jsx("div", {
				className: "mt-5 border-l border-line pl-5",
				children: list
			})]
		})]
	});
}
/** One numbered or plain section of a policy; its id is the table of contents' anchor. */
function PolicySection({ id, title, number, children }) {
	return /* @__PURE__ */ jsxs("section", {
		id,
		"aria-labelledby": `${id}-title`,
		className: "scroll-mt-28 border-t border-line py-10 first:border-t-0 first:pt-0 last:pb-0",
		children: [/* @__PURE__ */ jsxs("h2", {
			id: `${id}-title`,
			className: "text-[1.9rem] leading-tight md:text-[2.2rem]",
			children: [number ? /* @__PURE__ */ jsxs("span", {
				className: "mr-3 text-clay",
				children: [number, "."]
			}) : null, title]
		}), /* @__PURE__ */ jsx("div", {
			className: "mt-4 space-y-4 text-[1.0625rem] leading-[1.75] text-ink-soft",
			children
		})]
	});
}
/** Links inside policy text (used by `<Trans components={{ link: … }}>`). */
var proseLink = "font-medium text-clay-dark underline underline-offset-4 hover:text-ink";
// app/routes/info/shipping-policy.tsx
var shipping_policy_exports = /* @__PURE__ */ __exportAll({
	default: () => shipping_policy_default,
	loader: () => loader$16,
	meta: () => meta$13
});
async function loader$16({ request }) {
	const { locale } = detectLocale(request);
	return { figures: computePageFigures(await getStoreSettings(), locale) };
}
var shipping_policy_default = UNSAFE_withComponentProps(function ShippingPolicy({ loaderData }) {
	const { t } = useTranslation();
	const f = loaderData.figures;
	const k = (key) => t(`policies.shipping.${key}`, f);
	const sections = [
		"production",
		"methods",
		"total",
		"tracking",
		...f.pickup ? ["pickup"] : [],
		"incidents"
	];
	const methods = [
		{
			name: k("methods.standard"),
			time: t("policies.shipping.methods.days", { days: f.standardDays }),
			price: k("methods.standardPrice")
		},
		{
			name: k("methods.express"),
			time: t("policies.shipping.methods.days", { days: f.expressDays }),
			price: f.expressPrice
		},
		...f.pickup ? [{
			name: k("methods.pickup"),
			time: k("methods.pickupTime"),
			price: k("methods.free")
		}] : []
	];
	return /* @__PURE__ */ jsx(PolicyPage, {
		title: k("title"),
		lead: k("lead"),
		toc: sections.map((id) => ({
			id,
			label: k(`${id}.title`)
		})),
		children: /* @__PURE__ */ jsxs("article", { children: [
			/* @__PURE__ */ jsxs(PolicySection, {
				id: "production",
				title: k("production.title"),
				children: [/* @__PURE__ */ jsx("p", { children: k("production.intro") }), /* @__PURE__ */ jsxs("ul", {
					className: "space-y-2 pl-5 marker:text-clay [list-style:disc]",
					children: [
						/* @__PURE__ */ jsx("li", { children: k("production.basic") }),
						/* @__PURE__ */ jsx("li", { children: k("production.complex") }),
						/* @__PURE__ */ jsx("li", { children: k("production.collection") })
					]
				})]
			}),
			/* @__PURE__ */ jsxs(PolicySection, {
				id: "methods",
				title: k("methods.title"),
				children: [/* @__PURE__ */ jsx("p", { children: k("methods.intro") }), /* @__PURE__ */ jsxs("table", {
					className: "mt-2 w-full border-collapse text-left text-[0.95rem] md:text-base",
					children: [
						/* @__PURE__ */ jsx("caption", {
							className: "sr-only",
							children: k("methods.caption")
						}),
						/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", {
							className: "border-b border-ink/70 text-sm text-muted",
							children: [
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: "py-3 pr-4 font-medium",
									children: k("methods.method")
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: "py-3 pr-4 font-medium",
									children: k("methods.time")
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: "py-3 font-medium",
									children: k("methods.price")
								})
							]
						}) }),
						/* @__PURE__ */ jsx("tbody", { children: methods.map((m) => /* @__PURE__ */ jsxs("tr", {
							className: "border-b border-line",
							children: [
								/* @__PURE__ */ jsx("th", {
									scope: "row",
									className: "py-4 pr-4 font-medium text-ink",
									children: m.name
								}),
								/* @__PURE__ */ jsx("td", {
									className: "py-4 pr-4",
									children: m.time
								}),
								/* @__PURE__ */ jsx("td", {
									className: "py-4",
									children: m.price
								})
							]
						}, m.name)) })
					]
				})]
			}),
			/* @__PURE__ */ jsx(PolicySection, {
				id: "total",
				title: k("total.title"),
				children: /* @__PURE__ */ jsx("p", { children: k("total.text") })
			}),
			/* @__PURE__ */ jsx(PolicySection, {
				id: "tracking",
				title: k("tracking.title"),
				children: /* @__PURE__ */ jsx("p", { children: k("tracking.text") })
			}),
			f.pickup ? /* @__PURE__ */ jsx(PolicySection, {
				id: "pickup",
				title: k("pickup.title"),
				children: /* @__PURE__ */ jsx("p", { children: k("pickup.text") })
			}) : null,
			/* @__PURE__ */ jsx(PolicySection, {
				id: "incidents",
				title: k("incidents.title"),
				children: /* @__PURE__ */ jsx("p", { children: k("incidents.text") })
			})
		] })
	});
});
function meta$13({ matches, location }) {
	return pageMeta(matches, {
		titleKey: "policies.shipping.meta.title",
		descriptionKey: "policies.shipping.meta.description",
		path: location.pathname
	});
}
// app/routes/info/return-policy.tsx
var return_policy_exports = /* @__PURE__ */ __exportAll({
	default: () => return_policy_default,
	loader: () => loader$15,
	meta: () => meta$12
});
async function loader$15({ request }) {
	const { locale } = detectLocale(request);
	return { figures: computePageFigures(await getStoreSettings(), locale) };
}
/** decisions.md point 7: the one returns policy, every figure from the store settings. */
var sections$1 = [
	{
		id: "custom",
		paragraphs: ["p1", "p2"]
	},
	{
		id: "sizeChange",
		paragraphs: ["p1"]
	},
	{
		id: "adjustments",
		paragraphs: ["p1"]
	},
	{
		id: "defects",
		paragraphs: ["p1", "p2"]
	},
	{
		id: "shippingCosts",
		paragraphs: ["p1"]
	},
	{
		id: "request",
		paragraphs: ["p1"]
	},
	{
		id: "afterlife",
		paragraphs: ["p1"]
	}
];
var facts = [
	"sizeChange",
	"defect",
	"answer",
	"adjust"
];
var return_policy_default = UNSAFE_withComponentProps(function ReturnPolicy({ loaderData }) {
	const { t } = useTranslation();
	const vars = useFigureVars(loaderData.figures);
	const k = (key) => t(`policies.returns.${key}`, vars);
	return /* @__PURE__ */ jsxs(PolicyPage, {
		title: k("title"),
		lead: k("lead"),
		toc: sections$1.map(({ id }) => ({
			id,
			label: k(`${id}.title`)
		})),
		children: [/* @__PURE__ */ jsxs("section", {
			"aria-labelledby": "returns-facts",
			className: "mb-14",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "returns-facts",
				className: "eyebrow font-sans text-muted",
				children: k("facts.label")
			}), /* @__PURE__ */ jsx("dl", {
				className: "mt-5 grid grid-cols-2 gap-px overflow-hidden rounded-[1.5rem] border border-line bg-line",
				children: facts.map((fact) => /* @__PURE__ */ jsxs("div", {
					className: "flex flex-col-reverse gap-2 bg-paper p-5 md:p-6",
					children: [/* @__PURE__ */ jsx("dt", {
						className: "text-sm leading-snug text-ink-soft",
						children: k(`facts.${fact}Label`)
					}), /* @__PURE__ */ jsx("dd", {
						className: "font-display text-3xl leading-none text-clay-dark md:text-4xl",
						children: k(`facts.${fact}Value`)
					})]
				}, fact))
			})]
		}), /* @__PURE__ */ jsx("article", { children: sections$1.map(({ id, paragraphs }) => /* @__PURE__ */ jsxs(PolicySection, {
			id,
			title: k(`${id}.title`),
			children: [paragraphs.map((p) => /* @__PURE__ */ jsx("p", { children: k(`${id}.${p}`) }, p)), id === "request" ? /* @__PURE__ */ jsx("p", {
				className: "pt-2",
				children: /* @__PURE__ */ jsx(Link, {
					to: "/returns-exchanges",
					className: "inline-block rounded-full bg-ink px-6 py-3 text-base text-white transition-colors hover:bg-ink-soft",
					children: k("request.cta")
				})
			}) : null]
		}, id)) })]
	});
});
function meta$12({ matches, location }) {
	return pageMeta(matches, {
		titleKey: "policies.returns.meta.title",
		descriptionKey: "policies.returns.meta.description",
		path: location.pathname
	});
}
// app/modules/content/components/pages/contact-icons.tsx
function Icon({ children }) {
	return /* @__PURE__ */ jsx("svg", {
		viewBox: "0 0 24 24",
		width: "22",
		height: "22",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: 1.5,
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": "true",
		focusable: "false",
		children
	});
}
function MailIcon() {
	return /* @__PURE__ */ jsxs(Icon, { children: [/* @__PURE__ */ jsx("rect", {
		x: "3",
		y: "5.5",
		width: "18",
		height: "13",
		rx: "2"
	}), /* @__PURE__ */ jsx("path", { d: "m4 7 8 6 8-6" })] });
}
function PhoneIcon() {
	return /* @__PURE__ */ jsx(Icon, { children: /* @__PURE__ */ jsx("path", { d: "M6.5 3.5h3l1.5 4-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A17 17 0 0 1 4.5 5.7a2 2 0 0 1 2-2.2Z" }) });
}
function ChatIcon() {
	return /* @__PURE__ */ jsxs(Icon, { children: [/* @__PURE__ */ jsx("path", { d: "M4.5 19.5 5.6 16A8 8 0 1 1 8.4 18.6Z" }), /* @__PURE__ */ jsx("path", { d: "M9 10.5h6M9 13.5h4" })] });
}
function PinIcon() {
	return /* @__PURE__ */ jsxs(Icon, { children: [/* @__PURE__ */ jsx("path", { d: "M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" }), /* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "10",
		r: "2.4"
	})] });
}
function ClockIcon() {
	return /* @__PURE__ */ jsxs(Icon, { children: [/* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "12",
		r: "8.5"
	}), /* @__PURE__ */ jsx("path", { d: "M12 7.5V12l3 2" })] });
}
// app/routes/info/contact.tsx
var contact_exports = /* @__PURE__ */ __exportAll({
	default: () => contact_default,
	loader: () => loader$14,
	meta: () => meta$11
});
async function loader$14({ request }) {
	const { locale } = detectLocale(request);
	return { figures: computePageFigures(await getStoreSettings(), locale) };
}
var contact_default = UNSAFE_withComponentProps(function Contact({ loaderData }) {
	const { t } = useTranslation();
	const f = loaderData.figures;
	const k = (key) => t(`policies.contact.${key}`, f);
	return /* @__PURE__ */ jsx(PolicyPage, {
		title: k("title"),
		lead: k("lead"),
		children: /* @__PURE__ */ jsxs("div", {
			className: "grid gap-12",
			children: [
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "contact-channels",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "contact-channels",
						className: "text-[1.9rem] leading-tight md:text-[2.2rem]",
						children: k("channels")
					}), /* @__PURE__ */ jsxs("address", {
						className: "mt-6 grid gap-4 not-italic sm:grid-cols-2",
						children: [
							/* @__PURE__ */ jsx(Channel, {
								icon: /* @__PURE__ */ jsx(MailIcon, {}),
								label: k("email"),
								children: /* @__PURE__ */ jsx("a", {
									href: `mailto:${f.email}`,
									className: "break-all underline-offset-4 hover:underline",
									children: f.email
								})
							}),
							/* @__PURE__ */ jsx(Channel, {
								icon: /* @__PURE__ */ jsx(PhoneIcon, {}),
								label: k("phone"),
								children: /* @__PURE__ */ jsx("a", {
									href: f.phoneHref,
									className: "underline-offset-4 hover:underline",
									children: f.phone
								})
							}),
							/* @__PURE__ */ jsx(Channel, {
								icon: /* @__PURE__ */ jsx(ChatIcon, {}),
								label: k("whatsapp"),
								children: /* @__PURE__ */ jsx("a", {
									href: f.whatsappHref,
									rel: "noopener noreferrer",
									target: "_blank",
									className: "underline-offset-4 hover:underline",
									children: f.whatsapp
								})
							}),
							/* @__PURE__ */ jsxs(Channel, {
								icon: /* @__PURE__ */ jsx(PinIcon, {}),
								label: k("address"),
								children: [/* @__PURE__ */ jsx("span", { children: f.address }), /* @__PURE__ */ jsx("span", {
									className: "mt-1 block text-sm font-normal text-muted",
									children: k("addressNote")
								})]
							})
						]
					})]
				}),
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "contact-hours",
					className: "rounded-[1.75rem] bg-night p-7 text-white md:p-9",
					children: [
						/* @__PURE__ */ jsxs("div", {
							className: "flex items-center gap-3 text-white/70",
							children: [/* @__PURE__ */ jsx(ClockIcon, {}), /* @__PURE__ */ jsx("h2", {
								id: "contact-hours",
								className: "eyebrow font-sans",
								children: k("hours")
							})]
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-4 font-display text-3xl leading-tight first-letter:uppercase md:text-4xl",
							"data-testid": "support-hours",
							children: f.hours
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-3 text-white/75",
							children: k("reply")
						})
					]
				}),
				/* @__PURE__ */ jsxs("nav", {
					"aria-labelledby": "contact-more",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "contact-more",
						className: "eyebrow font-sans text-muted",
						children: k("more.title")
					}), /* @__PURE__ */ jsx("ul", {
						className: "mt-4 flex flex-wrap gap-3",
						children: [
							{
								to: "/returns-exchanges",
								label: k("more.returns")
							},
							{
								to: "/faq",
								label: k("more.faq")
							},
							{
								to: "/shipping-policy",
								label: k("more.shipping")
							}
						].map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: link.to,
							className: "inline-block rounded-full border border-line px-5 py-2.5 transition-colors hover:border-ink",
							children: link.label
						}) }, link.to))
					})]
				})
			]
		})
	});
});
function Channel({ icon, label, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex gap-4 rounded-[1.5rem] border border-line bg-white/60 p-5",
		children: [/* @__PURE__ */ jsx("span", {
			className: "grid size-11 shrink-0 place-items-center rounded-full bg-cream text-clay-dark",
			children: icon
		}), /* @__PURE__ */ jsxs("div", {
			className: "min-w-0",
			children: [/* @__PURE__ */ jsx("p", {
				className: "text-sm text-muted",
				children: label
			}), /* @__PURE__ */ jsx("p", {
				className: "mt-1 text-lg font-medium text-ink",
				children
			})]
		})]
	});
}
function meta$11({ matches, location }) {
	return pageMeta(matches, {
		titleKey: "policies.contact.meta.title",
		descriptionKey: "policies.contact.meta.description",
		path: location.pathname
	});
}
// app/routes/info/terms.tsx
var terms_exports = /* @__PURE__ */ __exportAll({
	default: () => terms_default,
	loader: () => loader$13,
	meta: () => meta$10
});
async function loader$13({ request }) {
	const { locale } = detectLocale(request);
	return { figures: computePageFigures(await getStoreSettings(), locale) };
}
/** The 14 sections of the terms (product-spec.md §9); `link` is where a paragraph's <link> points. */
var sections = [
	{
		id: "identification",
		paragraphs: ["p1"]
	},
	{
		id: "object",
		paragraphs: ["p1", "p2"]
	},
	{
		id: "ordering",
		paragraphs: ["p1", "p2"]
	},
	{
		id: "prices",
		paragraphs: ["p1", "p2"]
	},
	{
		id: "payment",
		paragraphs: ["p1", "p2"]
	},
	{
		id: "production",
		paragraphs: ["p1", "p2"],
		link: "/shipping-policy"
	},
	{
		id: "urgent",
		paragraphs: ["p1"]
	},
	{
		id: "fittings",
		paragraphs: ["p1"]
	},
	{
		id: "cancellation",
		paragraphs: ["p1", "p2"]
	},
	{
		id: "returns",
		paragraphs: ["p1"],
		link: "/return-policy"
	},
	{
		id: "warranty",
		paragraphs: ["p1"]
	},
	{
		id: "data",
		paragraphs: ["p1", "p2"]
	},
	{
		id: "changes",
		paragraphs: ["p1"]
	},
	{
		id: "law",
		paragraphs: ["p1"]
	}
];
var terms_default = UNSAFE_withComponentProps(function Terms({ loaderData }) {
	const { t } = useTranslation();
	const f = loaderData.figures;
	const k = (key) => t(`policies.terms.${key}`, f);
	return /* @__PURE__ */ jsx(PolicyPage, {
		title: k("title"),
		lead: k("lead"),
		toc: sections.map(({ id }, index) => ({
			id,
			label: `${index + 1}. ${k(`${id}.title`)}`
		})),
		children: /* @__PURE__ */ jsx("article", {
			"data-testid": "terms",
			children: sections.map(({ id, paragraphs, link }, index) => /* @__PURE__ */ jsx(PolicySection, {
				id,
				number: index + 1,
				title: k(`${id}.title`),
				children: paragraphs.map((p) => /* @__PURE__ */ jsx("p", { children: link ? /* @__PURE__ */ jsx(Trans, {
					i18nKey: `policies.terms.${id}.${p}`,
					values: f,
					components: { link: /* @__PURE__ */ jsx(Link, {
						to: link,
						className: proseLink
					}) }
				}) : k(`${id}.${p}`) }, p))
			}, id))
		})
	});
});
function meta$10({ matches, location }) {
	return pageMeta(matches, {
		titleKey: "policies.terms.meta.title",
		descriptionKey: "policies.terms.meta.description",
		path: location.pathname
	});
}
// app/modules/returns/schemas.ts
var returnReasons = [
	"size",
	"quality",
	"different",
	"defect",
	"other"
];
var returnLimits = {
	orderNumber: 40,
	email: 254,
	comments: 2e3
};
/**
* The return request form (product-spec.md §5, decisions.md point 7), shared by the form's client
* check and the action. Issue messages are codes the form translates: required, tooLong,
* invalidEmail, orderNumberFormat, reasonRequired.
*/
var returnRequestSchema = z.object({
	orderNumber: z.string({ error: "required" }).trim().min(1, "required").max(returnLimits.orderNumber, "tooLong").regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/, "orderNumberFormat").transform((value) => value.toUpperCase()),
	email: z.string({ error: "required" }).trim().min(1, "required").max(returnLimits.email, "tooLong").pipe(z.email("invalidEmail")).transform((value) => value.toLowerCase()),
	reason: z.enum(returnReasons, { error: "reasonRequired" }),
	comments: z.string().trim().max(returnLimits.comments, "tooLong").optional().transform((value) => value ?? "")
});
/** Form data → the schema's input: absent fields stay absent, so "required" is reported for them. */
function readReturnRequestForm(form) {
	const value = (name) => {
		const v = form.get(name);
		return typeof v === "string" ? v : void 0;
	};
	return {
		orderNumber: value("orderNumber"),
		email: value("email"),
		reason: value("reason") || void 0,
		comments: value("comments")
	};
}
/** Validates and returns either the clean request or the first message code per field. */
function parseReturnRequest(input) {
	const result = returnRequestSchema.safeParse(input);
	if (result.success) return {
		ok: true,
		data: result.data
	};
	const errors = {};
	for (const issue of result.error.issues) {
		const field = issue.path[0];
		if (field && !errors[field]) errors[field] = issue.message;
	}
	return {
		ok: false,
		errors
	};
}
/** "R-00042": what the customer quotes when she writes to us about her request. */
function formatReturnRequestNumber(id) {
	return `R-${String(id).padStart(5, "0")}`;
}
var returnRequestNumberPattern = /^R-\d{5,}$/;
// app/modules/returns/components/return-form.tsx
var fieldOrder = [
	"orderNumber",
	"email",
	"reason",
	"comments"
];
var inputClass = "mt-2 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink outline-none transition-colors placeholder:text-muted focus:border-ink";
/**
* The return request form: validated here with the action's own schema before it is sent, and
* again by the action (its 400 answer fills `serverErrors` and `values`). Works without
* JavaScript: it is a plain post to the page.
*/
function ReturnForm({ serverErrors, values }) {
	const { t } = useTranslation();
	const id = useId();
	const navigation = useNavigation();
	const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/returns-exchanges") === true;
	const formRef = useRef(null);
	const [clientErrors, setClientErrors] = useState(null);
	const errors = clientErrors ?? serverErrors ?? {};
	const hasErrors = Object.keys(errors).length > 0;
	useEffect(() => {
		if (serverErrors) focusFirstInvalid(formRef.current, serverErrors);
	}, [serverErrors]);
	function check(form) {
		const result = parseReturnRequest(readReturnRequestForm(new FormData(form)));
		return result.ok ? {} : result.errors;
	}
	function onSubmit(event) {
		const found = check(event.currentTarget);
		if (Object.keys(found).length > 0) {
			event.preventDefault();
			setClientErrors(found);
			focusFirstInvalid(event.currentTarget, found);
		} else setClientErrors(null);
	}
	function onChange(event) {
		if (clientErrors) setClientErrors(check(event.currentTarget));
	}
	function message(field) {
		const code = errors[field];
		if (!code) return void 0;
		if (code === "required") return t("common.form.required");
		if (code === "invalidEmail") return t("common.form.invalidEmail");
		if (code === "tooLong") return t("common.form.tooLong", { max: returnLimits[field] });
		if (code === "orderNumberFormat") return t("returns.form.errors.orderNumberFormat");
		return t("returns.form.errors.reasonRequired");
	}
	const describe = (field, hint) => [hint ? `${id}-${field}-hint` : "", errors[field] ? `${id}-${field}-error` : ""].filter(Boolean).join(" ") || void 0;
	const fieldProps = (field, hint = true) => ({
		id: `${id}-${field}`,
		name: field,
		"aria-invalid": errors[field] ? true : void 0,
		"aria-describedby": describe(field, hint),
		className: cn(inputClass, errors[field] ? "border-danger" : "border-line")
	});
	return /* @__PURE__ */ jsxs(Form, {
		ref: formRef,
		method: "post",
		noValidate: true,
		onSubmit,
		onChange,
		className: "space-y-6",
		children: [
			/* @__PURE__ */ jsx(Field, {
				id: `${id}-orderNumber`,
				label: t("returns.form.orderNumber"),
				hint: t("returns.form.orderNumberHint"),
				error: message("orderNumber"),
				children: /* @__PURE__ */ jsx("input", {
					...fieldProps("orderNumber"),
					type: "text",
					autoComplete: "off",
					autoCapitalize: "characters",
					spellCheck: false,
					maxLength: returnLimits.orderNumber,
					defaultValue: values?.orderNumber
				})
			}),
			/* @__PURE__ */ jsx(Field, {
				id: `${id}-email`,
				label: t("returns.form.email"),
				hint: t("returns.form.emailHint"),
				error: message("email"),
				children: /* @__PURE__ */ jsx("input", {
					...fieldProps("email"),
					type: "email",
					autoComplete: "email",
					defaultValue: values?.email
				})
			}),
			/* @__PURE__ */ jsx(Field, {
				id: `${id}-reason`,
				label: t("returns.form.reason"),
				error: message("reason"),
				children: /* @__PURE__ */ jsxs("div", {
					className: "relative",
					children: [/* @__PURE__ */ jsxs("select", {
						...fieldProps("reason", false),
						defaultValue: values?.reason ?? "",
						className: cn(fieldProps("reason", false).className, "appearance-none pr-11"),
						children: [/* @__PURE__ */ jsx("option", {
							value: "",
							children: t("returns.form.reasonPlaceholder")
						}), returnReasons.map((reason) => /* @__PURE__ */ jsx("option", {
							value: reason,
							children: t(`returns.form.reasons.${reason}`)
						}, reason))]
					}), /* @__PURE__ */ jsx(ChevronDownIcon, {
						className: "pointer-events-none absolute right-4 top-1/2 mt-1 -translate-y-1/2 text-muted",
						width: 18,
						height: 18
					})]
				})
			}),
			/* @__PURE__ */ jsx(Field, {
				id: `${id}-comments`,
				label: t("returns.form.comments"),
				hint: t("returns.form.commentsHint", { max: returnLimits.comments }),
				error: message("comments"),
				children: /* @__PURE__ */ jsx("textarea", {
					...fieldProps("comments"),
					rows: 5,
					maxLength: returnLimits.comments,
					defaultValue: values?.comments,
					className: cn(fieldProps("comments").className, "resize-y")
				})
			}),
			hasErrors ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger",
				children: t("returns.form.errorSummary")
			}) : null,
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				disabled: busy,
				className: "inline-flex min-h-12 items-center rounded-full bg-ink px-8 font-medium text-white transition-colors hover:bg-night disabled:cursor-wait disabled:opacity-80",
				children: busy ? t("returns.form.submitting") : t("returns.form.submit")
			})
		]
	});
}
function Field({ id, label, hint, error, children }) {
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			className: "block font-medium text-ink",
			children: label
		}),
		children,
		hint ? /* @__PURE__ */ jsx("p", {
			id: `${id}-hint`,
			className: "mt-2 text-sm text-muted",
			children: hint
		}) : null,
		error ? /* @__PURE__ */ jsx("p", {
			id: `${id}-error`,
			className: "mt-2 text-sm font-medium text-danger",
			children: error
		}) : null
	] });
}
function focusFirstInvalid(form, errors) {
	const first = fieldOrder.find((field) => errors[field]);
	if (!form || !first) return;
	const element = form.elements.namedItem(first);
	if (element instanceof HTMLElement) element.focus();
}
/** Shown instead of the form once a request is stored (post/redirect/get). */
function ReturnFormSuccess({ number, hours }) {
	const { t } = useTranslation();
	const ref = useRef(null);
	useEffect(() => ref.current?.focus(), []);
	return /* @__PURE__ */ jsxs("div", {
		ref,
		tabIndex: -1,
		role: "status",
		className: "rounded-2xl border border-ok/30 bg-ok/5 p-6 outline-none md:p-8",
		children: [
			/* @__PURE__ */ jsx("h3", {
				className: "text-3xl text-ink",
				children: t("returns.form.success.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 leading-relaxed text-ink-soft",
				children: t("returns.form.success.text", {
					number,
					hours
				})
			}),
			/* @__PURE__ */ jsx(Link, {
				to: "/returns-exchanges#return-form",
				className: "mt-6 inline-block text-clay-dark underline underline-offset-4 hover:text-ink",
				children: t("returns.form.success.another")
			})
		]
	});
}
// app/modules/returns/components/returns-contact.tsx
var digits = (value) => value.replace(/[^\d+]/g, "");
/** Contact for exchanges: e-mail, phone and WhatsApp from store settings. */
function ReturnsContact({ contact }) {
	const { t } = useTranslation();
	const rows = [
		{
			label: t("returns.contact.email"),
			value: contact.email,
			href: `mailto:${contact.email}`
		},
		{
			label: t("returns.contact.phone"),
			value: contact.phone,
			href: `tel:${digits(contact.phone)}`
		},
		{
			label: t("returns.contact.whatsapp"),
			value: contact.whatsapp,
			href: `https://wa.me/${digits(contact.whatsapp).replace("+", "")}`
		}
	];
	return /* @__PURE__ */ jsxs("aside", {
		"aria-labelledby": "returns-contact-title",
		className: "rounded-3xl bg-night p-8 text-white md:p-10",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "returns-contact-title",
				className: "text-3xl md:text-4xl",
				children: t("returns.contact.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-4 leading-relaxed text-white/75",
				children: t("returns.contact.text")
			}),
			/* @__PURE__ */ jsx("dl", {
				className: "mt-8 space-y-5",
				children: rows.map((row) => /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
					className: "eyebrow text-white/60",
					children: row.label
				}), /* @__PURE__ */ jsx("dd", {
					className: "mt-1 text-lg",
					children: /* @__PURE__ */ jsx("a", {
						href: row.href,
						className: "underline-offset-4 hover:underline",
						...row.href.startsWith("https:") ? {
							target: "_blank",
							rel: "noopener noreferrer"
						} : {},
						children: row.value
					})
				})] }, row.label))
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-8 border-t border-white/15 pt-6 text-sm text-white/70",
				children: t("returns.contact.hours", { hours: contact.hours })
			})
		]
	});
}
// app/modules/returns/components/returns-policy-summary.tsx
/** decisions.md point 7 in five short points, every figure from store settings. */
function ReturnsPolicySummary({ figures }) {
	const { t } = useTranslation();
	const points = [
		{
			key: "custom",
			text: t("returns.policy.custom.text")
		},
		{
			key: "sizeChange",
			text: t("returns.policy.sizeChange.text", {
				count: figures.freeSizeChanges,
				days: figures.sizeChangeDays
			})
		},
		{
			key: "defects",
			text: t("returns.policy.defects.text", { hours: figures.defectReportHours })
		},
		{
			key: "adjustments",
			text: t("returns.policy.adjustments.text")
		},
		{
			key: "answer",
			text: t("returns.policy.answer.text", { hours: figures.answerWithinHours })
		}
	];
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "returns-policy-title",
		className: "bg-cream",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page py-16 md:py-24",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-6 md:flex-row md:items-end md:justify-between",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "returns-policy-title",
					className: "text-4xl md:text-5xl",
					children: t("returns.policy.title")
				}), /* @__PURE__ */ jsxs(Link, {
					to: "/return-policy",
					className: "inline-flex items-center gap-2 text-clay-dark underline-offset-4 hover:text-ink hover:underline",
					children: [t("returns.policy.fullPolicy"), /* @__PURE__ */ jsx(ArrowRightIcon, {
						width: 18,
						height: 18
					})]
				})]
			}), /* @__PURE__ */ jsx("ol", {
				className: "mt-12 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3",
				children: points.map((point, index) => /* @__PURE__ */ jsxs("li", {
					className: "border-t border-ink/20 pt-6",
					children: [
						/* @__PURE__ */ jsx("p", {
							"aria-hidden": "true",
							className: "font-display text-2xl text-clay",
							children: String(index + 1).padStart(2, "0")
						}),
						/* @__PURE__ */ jsx("h3", {
							className: "mt-3 text-2xl",
							children: t(`returns.policy.${point.key}.title`)
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-3 leading-relaxed text-ink-soft",
							children: point.text
						})
					]
				}, point.key))
			})]
		})
	});
}
// app/utils/env.server.ts
var schema = z.object({
	NODE_ENV: z.enum([
		"development",
		"production",
		"test"
	]).default("development"),
	HOST: z.string().default("127.0.0.1"),
	PORT: z.coerce.number().int().min(0).max(65535).default(3e3),
	/** Public origin used in e-mail links, e.g. https://gemela.es. */
	APP_URL: z.string().url().optional(),
	/** PostgreSQL server; when unset the embedded PGlite database in DATA_DIR is used. */
	DATABASE_URL: z.string().url().optional(),
	DATA_DIR: z.string().default("var/db"),
	/** SMTP server (smtp://user:pass@host:port); when unset mail is written to OUTBOX_DIR. */
	SMTP_URL: z.string().optional(),
	MAIL_FROM: z.string().default("Gemela <hola@gemela.local>"),
	OUTBOX_DIR: z.string().default("var/outbox"),
	LOG_LEVEL: z.enum([
		"fatal",
		"error",
		"warn",
		"info",
		"debug",
		"trace",
		"silent"
	]).default("info")
});
var cached;
/** Validated environment; fails fast naming the variable that is wrong. */
function getEnv() {
	if (cached) return cached;
	const parsed = schema.safeParse(process.env);
	if (!parsed.success) {
		const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
		throw new Error(`Invalid environment (see .env.example):\n${lines.join("\n")}`);
	}
	cached = parsed.data;
	return cached;
}
// app/utils/mail.server.ts
var transport;
function smtpTransport(url) {
	if (transport?.url !== url) {
		const parsed = new URL(url);
		const local = parsed.hostname === "127.0.0.1" || parsed.hostname === "localhost";
		transport = {
			url,
			transporter: nodemailer.createTransport({
				host: parsed.hostname,
				port: Number(parsed.port || (parsed.protocol === "smtps:" ? 465 : 587)),
				secure: parsed.protocol === "smtps:",
				ignoreTLS: local,
				auth: parsed.username ? {
					user: decodeURIComponent(parsed.username),
					pass: decodeURIComponent(parsed.password)
				} : void 0
			})
		};
	}
	return transport.transporter;
}
/**
* The one way the shop sends mail: SMTP when SMTP_URL is set, otherwise an .eml file in the outbox
* folder (and a log line), so a developer can open every message the shop "sent".
*/
async function sendMail(mail) {
	const env = getEnv();
	const smtpUrl = process.env.SMTP_URL ?? env.SMTP_URL;
	const message = {
		from: env.MAIL_FROM,
		to: mail.to,
		subject: mail.subject,
		text: mail.text,
		html: mail.html,
		headers: mail.headers
	};
	if (smtpUrl) {
		const info = await smtpTransport(smtpUrl).sendMail(message);
		return { id: String(info.messageId) };
	}
	const info = await nodemailer.createTransport({
		streamTransport: true,
		buffer: true,
		newline: "unix"
	}).sendMail(message);
	const dir = path.resolve(process.env.OUTBOX_DIR ?? env.OUTBOX_DIR);
	mkdirSync(dir, { recursive: true });
	const file = path.join(dir, `${(/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}.eml`);
	writeFileSync(file, info.message);
	console.info(`[mail] "${mail.subject}" → outbox ${path.relative(process.cwd(), file)}`);
	return {
		id: String(info.messageId),
		outboxFile: file
	};
}
/** Escapes text for the small HTML bodies of our e-mails. */
function escapeHtml(value) {
	return value.replace(/[&<>"']/g, (c) => ({
		"&": "&amp;",
		"<": "&lt;",
		">": "&gt;",
		"\"": "&quot;",
		"'": "&#39;"
	})[c]);
}
// app/utils/mail-layout.server.ts
/** The origin links in e-mails point at: APP_URL when set (behind a proxy), else the request's. */
function mailLinkOrigin(request) {
	const appUrl = process.env.APP_URL;
	if (appUrl) try {
		return new URL(appUrl).origin;
	} catch {}
	return new URL(request.url).origin;
}
/** A translator for text written outside React (e-mails), in the recipient's language. */
function mailTranslator(locale) {
	return createI18n(locale, translationsFor(locale)).t;
}
var colors = {
	paper: "#f7f2ea",
	card: "#fffdf9",
	ink: "#1f1a17",
	inkSoft: "#4a413a",
	muted: "#6b5f55",
	line: "#d9ccb9",
	clay: "#9c4f37"
};
var serif = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
var sans = "'Jost', 'Helvetica Neue', Helvetica, Arial, sans-serif";
/** Escaped text with its line breaks kept. */
function html(text) {
	return escapeHtml(text).replace(/\r?\n/g, "<br>");
}
function paragraph(text, style = `margin:0 0 16px;font:16px/1.6 ${sans};color:${colors.inkSoft};`) {
	return `<p style="${style}">${html(text)}</p>`;
}
function renderMail(content) {
	const { button, unsubscribe } = content;
	const buttonHtml = button ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:999px;background:${colors.clay};"><a href="${escapeHtml(button.url)}" style="display:inline-block;padding:14px 30px;border-radius:999px;font:500 16px/1 ${sans};color:#ffffff;text-decoration:none;">${html(button.label)}</a></td></tr></table>` + (content.fallbackLinkText ? paragraph(content.fallbackLinkText, `margin:0 0 6px;font:13px/1.5 ${sans};color:${colors.muted};`) + `<p style="margin:0 0 24px;font:13px/1.5 ${sans};word-break:break-all;"><a href="${escapeHtml(button.url)}" style="color:${colors.clay};">${escapeHtml(button.url)}</a></p>` : "") : "";
	const footerHtml = content.footer.map((line) => paragraph(line, `margin:0 0 8px;font:13px/1.6 ${sans};color:${colors.muted};`)).join("") + (unsubscribe ? `<p style="margin:12px 0 0;font:13px/1.6 ${sans};"><a href="${escapeHtml(unsubscribe.url)}" style="color:${colors.muted};text-decoration:underline;">${html(unsubscribe.label)}</a></p>` : "");
	const body = `<!doctype html>
<html lang="${escapeHtml(content.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colors.paper};">
${content.preheader ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preheader)}</div>` : ""}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${colors.paper};">
<tr><td align="center" style="padding:40px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td align="center" style="padding:0 0 28px;font:500 34px/1 ${serif};letter-spacing:0.02em;color:${colors.ink};">${escapeHtml(content.storeName)}</td></tr>
<tr><td style="background:${colors.card};border:1px solid ${colors.line};border-radius:18px;padding:40px 36px 28px;">
<h1 style="margin:0 0 20px;font:500 30px/1.15 ${serif};color:${colors.ink};">${html(content.heading)}</h1>
${content.paragraphs.map((p) => paragraph(p)).join("\n")}
${buttonHtml}
${(content.closing ?? []).map((p) => paragraph(p)).join("\n")}
</td></tr>
<tr><td style="padding:28px 12px 0;text-align:center;">
${footerHtml}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
	const text = [
		content.storeName.toUpperCase(),
		"",
		content.heading,
		"",
		...content.paragraphs.flatMap((p) => [p, ""]),
		...button ? [`${button.label}: ${button.url}`, ""] : [],
		...(content.closing ?? []).flatMap((p) => [p, ""]),
		"—",
		...content.footer,
		...unsubscribe ? ["", `${unsubscribe.label}: ${unsubscribe.url}`] : [],
		""
	].join("\n");
	const headers = {};
	if (unsubscribe) {
		headers["List-Unsubscribe"] = `<${unsubscribe.url}>`;
		headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
	}
	return {
		subject: content.subject,
		html: body,
		text,
		headers
	};
}
// app/modules/returns/returns.server.ts
/**
* Stores a return/exchange request (decisions.md point 7) and acknowledges it by e-mail in the
* customer's language. The request is kept even if the e-mail cannot be sent: the shop answers it
* either way, and the page already shows its number.
*/
async function createReturnRequest(input) {
	const [row] = await getDb().insert(returnRequests).values({
		orderNumber: input.orderNumber,
		email: input.email,
		reason: input.reason,
		comments: input.comments,
		locale: input.locale
	}).returning({ id: returnRequests.id });
	const number = formatReturnRequestNumber(row.id);
	try {
		await sendReturnAcknowledgement({
			...input,
			number
		});
	} catch (error) {
		console.error(`[returns] acknowledgement for ${number} not sent`, error);
	}
	return {
		id: row.id,
		number
	};
}
async function sendReturnAcknowledgement(request) {
	const settings = await getStoreSettings();
	const t = mailTranslator(request.locale);
	const hours = settings.returns.answerWithinHours;
	const mail = renderMail({
		lang: request.locale,
		storeName: settings.storeName,
		subject: t("returns.email.subject", { number: request.number }),
		preheader: t("returns.email.preheader", { hours }),
		heading: t("returns.email.heading"),
		paragraphs: [
			t("returns.email.intro", { number: request.number }),
			t("returns.email.summary", {
				order: request.orderNumber,
				reason: t(`returns.form.reasons.${request.reason}`)
			}),
			...request.comments ? [t("returns.email.comments", { comments: request.comments })] : [],
			t("returns.email.next", { hours })
		],
		button: {
			label: t("returns.email.button"),
			url: `${request.origin}/return-policy?lng=${request.locale}`
		},
		footer: [t("returns.email.footer", {
			email: settings.contact.email,
			phone: settings.contact.phone
		})]
	});
	await sendMail({
		to: request.email,
		...mail,
		headers: {
			...mail.headers,
			"Reply-To": settings.contact.email
		}
	});
}
// app/utils/csrf.server.ts
/**
* Cross-site request forgery guard for our form actions. Browsers send `Origin` with every POST
* they make from a page; when it is there and is not this site, the post was made elsewhere.
* Posts without `Origin` (curl, a mail provider's RFC 8058 one-click) are let through: they carry
* no visitor's cookies worth forging with, and the actions that accept them are token-guarded.
*/
function requireSameOrigin(request) {
	const origin = request.headers.get("Origin");
	const fetchSite = request.headers.get("Sec-Fetch-Site");
	if (origin === null) {
		if (fetchSite === "cross-site") throw forbidden();
		return;
	}
	if (!allowedOrigins(request).has(origin)) throw forbidden();
}
function allowedOrigins(request) {
	const allowed = /* @__PURE__ */ new Set([new URL(request.url).origin]);
	const appUrl = process.env.APP_URL;
	if (appUrl) try {
		allowed.add(new URL(appUrl).origin);
	} catch {}
	return allowed;
}
function forbidden() {
	return new Response("Forbidden: cross-origin form post", {
		status: 403,
		headers: { "Content-Type": "text/plain; charset=utf-8" }
	});
}
// app/routes/info/returns-exchanges.tsx
var returns_exchanges_exports = /* @__PURE__ */ __exportAll({
	action: () => action$5,
	default: () => returns_exchanges_default,
	loader: () => loader$12,
	meta: () => meta$9
});
async function loader$12({ request }) {
	const { locale } = detectLocale(request);
	const settings = await getStoreSettings();
	const requested = new URL(request.url).searchParams.get("request");
	return {
		policy: {
			sizeChangeDays: settings.returns.sizeChangeDays,
			freeSizeChanges: settings.returns.freeSizeChangesPerOrder,
			defectReportHours: settings.returns.defectReportHours,
			answerWithinHours: settings.returns.answerWithinHours
		},
		contact: {
			email: settings.contact.email,
			phone: settings.contact.phone,
			whatsapp: settings.contact.whatsapp,
			hours: formatSupportHours(settings, locale)
		},
		sent: requested && returnRequestNumberPattern.test(requested) ? requested : null
	};
}
/** Stores a return request: 400 with a message code per field and nothing stored, or PRG to the number. */
async function action$5({ request }) {
	requireSameOrigin(request);
	const input = readReturnRequestForm(await request.formData().catch(() => null) ?? new FormData());
	const result = parseReturnRequest(input);
	if (!result.ok) {
		const values = {
			orderNumber: input.orderNumber?.slice(0, returnLimits.orderNumber),
			email: input.email?.slice(0, returnLimits.email),
			reason: input.reason,
			comments: input.comments?.slice(0, returnLimits.comments)
		};
		return data({
			errors: result.errors,
			values
		}, { status: 400 });
	}
	const { locale } = detectLocale(request);
	const { number } = await createReturnRequest({
		...result.data,
		locale,
		origin: mailLinkOrigin(request)
	});
	return redirect(`/returns-exchanges?request=${number}#return-form`, 303);
}
var returns_exchanges_default = UNSAFE_withComponentProps(function ReturnsExchanges({ loaderData, actionData }) {
	const { t } = useTranslation();
	const { policy, contact, sent } = loaderData;
	return /* @__PURE__ */ jsxs("div", {
		className: "pt-24 md:pt-28",
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "container-page pb-14 pt-10 md:pb-20 md:pt-16",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "eyebrow text-clay-dark",
						children: t("returns.eyebrow")
					}),
					/* @__PURE__ */ jsx("h1", {
						className: "mt-4 max-w-3xl text-5xl leading-[1.05] md:text-7xl",
						children: t("returns.title")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-6 max-w-2xl text-lg leading-relaxed text-ink-soft",
						children: t("returns.intro")
					})
				]
			}),
			/* @__PURE__ */ jsx(ReturnsPolicySummary, { figures: policy }),
			/* @__PURE__ */ jsxs("section", {
				id: "return-form",
				"aria-labelledby": "return-form-title",
				className: "container-page grid scroll-mt-24 gap-12 py-16 md:py-24 lg:grid-cols-[1.45fr_1fr] lg:gap-16",
				children: [/* @__PURE__ */ jsxs("div", { children: [
					/* @__PURE__ */ jsx("h2", {
						id: "return-form-title",
						className: "text-4xl md:text-5xl",
						children: t("returns.form.title")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-4 max-w-xl leading-relaxed text-ink-soft",
						children: t("returns.form.intro", { hours: policy.answerWithinHours })
					}),
					/* @__PURE__ */ jsx("div", {
						className: "mt-10 rounded-3xl border border-line bg-white p-6 md:p-10",
						children: sent ? /* @__PURE__ */ jsx(ReturnFormSuccess, {
							number: sent,
							hours: policy.answerWithinHours
						}) : /* @__PURE__ */ jsx(ReturnForm, {
							serverErrors: actionData?.errors,
							values: actionData?.values
						})
					})
				] }), /* @__PURE__ */ jsx("div", {
					className: "lg:pt-20",
					children: /* @__PURE__ */ jsx(ReturnsContact, { contact })
				})]
			})
		]
	});
});
function meta$9({ matches, location }) {
	return pageMeta(matches, {
		titleKey: "returns.meta.title",
		descriptionKey: "returns.meta.description",
		path: location.pathname
	});
}
// app/modules/newsletter/schemas.ts
/**
* The server's view of the newsletter form. The rule itself lives in email-rule.ts so the home
* page can run it without zod; an issue's message is the rule's error code ('required' | 'invalid').
*/
var newsletterSubscribeSchema = z.object({ email: z.unknown().transform((value, ctx) => {
	const error = computeNewsletterEmailError(value);
	if (error) {
		ctx.addIssue({
			code: "custom",
			message: error
		});
		return z.NEVER;
	}
	return normalizeNewsletterEmail(value).toLowerCase();
}) });
/** Tokens are 32 url-safe characters (24 random bytes); anything else is not worth a query. */
var newsletterTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/);
// app/modules/newsletter/newsletter.server.ts
var columns = {
	email: newsletterSubscriptions.email,
	locale: newsletterSubscriptions.locale,
	status: newsletterSubscriptions.status,
	confirmToken: newsletterSubscriptions.confirmToken,
	unsubscribeToken: newsletterSubscriptions.unsubscribeToken
};
/** 24 random bytes, url-safe: 32 characters that fit a path segment. */
function createToken() {
	return randomBytes(24).toString("base64url");
}
function asLocale(value) {
	return value === "en" ? "en" : "es";
}
/**
* Subscribes an address (already validated and lower-cased). Whatever the address's history, the
* caller answers the same: new or pending or unsubscribed → (again) pending with a fresh confirmation
* link; already active → no new row, only a short "you are already subscribed" note to the address.
*/
async function subscribeToNewsletter(input) {
	const db = getDb();
	const [created] = await db.insert(newsletterSubscriptions).values({
		email: input.email,
		locale: input.locale,
		confirmToken: createToken(),
		unsubscribeToken: createToken()
	}).onConflictDoNothing({ target: newsletterSubscriptions.email }).returning(columns);
	if (created) return sendConfirmation({
		...created,
		locale: input.locale
	}, input.origin);
	const [renewed] = await db.update(newsletterSubscriptions).set({
		status: "pending",
		locale: input.locale,
		confirmToken: createToken(),
		unsubscribedAt: null
	}).where(and(eq(newsletterSubscriptions.email, input.email), ne(newsletterSubscriptions.status, "active"))).returning(columns);
	if (renewed) return sendConfirmation({
		...renewed,
		locale: input.locale
	}, input.origin);
	const [active] = await db.select(columns).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, input.email));
	if (active) await sendAlreadySubscribed({
		...active,
		locale: input.locale
	}, input.origin);
}
/**
* Activates the pending subscription whose confirmation link this is. The link works once: the
* token is replaced in the same statement. Returns null for an unknown, used or malformed token.
*/
async function confirmNewsletterSubscription(token, origin) {
	if (!newsletterTokenSchema.safeParse(token).success) return null;
	const [row] = await getDb().update(newsletterSubscriptions).set({
		status: "active",
		confirmedAt: /* @__PURE__ */ new Date(),
		confirmToken: createToken(),
		unsubscribedAt: null
	}).where(and(eq(newsletterSubscriptions.confirmToken, token), eq(newsletterSubscriptions.status, "pending"))).returning(columns);
	if (!row) return null;
	try {
		await sendWelcome({
			...row,
			locale: asLocale(row.locale)
		}, origin);
	} catch (error) {
		console.error("[newsletter] welcome e-mail not sent", error);
	}
	return { email: row.email };
}
/** The subscription an unsubscribe link belongs to, or null for an unknown link. */
async function getSubscriptionForUnsubscribe(token) {
	if (!newsletterTokenSchema.safeParse(token).success) return null;
	const [row] = await getDb().select({
		email: newsletterSubscriptions.email,
		status: newsletterSubscriptions.status
	}).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.unsubscribeToken, token));
	return row ?? null;
}
/** Unsubscribes the address of an unsubscribe link (idempotent). false for an unknown link. */
async function unsubscribeFromNewsletter(token) {
	if (!newsletterTokenSchema.safeParse(token).success) return false;
	const [row] = await getDb().update(newsletterSubscriptions).set({
		status: "unsubscribed",
		unsubscribedAt: /* @__PURE__ */ new Date()
	}).where(and(eq(newsletterSubscriptions.unsubscribeToken, token), ne(newsletterSubscriptions.status, "unsubscribed"))).returning({ id: newsletterSubscriptions.id });
	return row ? true : await getSubscriptionForUnsubscribe(token) !== null;
}
function newsletterMailBase(subscription, origin, settings) {
	const t = mailTranslator(subscription.locale);
	const store = settings.storeName;
	return {
		t,
		store,
		common: {
			lang: subscription.locale,
			storeName: store,
			footer: [t("newsletter.email.footer.contact", {
				email: settings.contact.email,
				phone: settings.contact.phone
			}), t("newsletter.email.footer.reason", { store })],
			unsubscribe: {
				url: `${origin}/newsletter/unsubscribe/${subscription.unsubscribeToken}`,
				label: t("newsletter.email.footer.unsubscribe")
			}
		}
	};
}
async function sendConfirmation(subscription, origin) {
	const { t, store, common } = newsletterMailBase(subscription, origin, await getStoreSettings());
	const mail = renderMail({
		...common,
		subject: t("newsletter.email.confirm.subject", { store }),
		preheader: t("newsletter.email.confirm.preheader"),
		heading: t("newsletter.email.confirm.heading"),
		paragraphs: [t("newsletter.email.confirm.intro"), t("newsletter.email.confirm.body")],
		button: {
			label: t("newsletter.email.confirm.button"),
			url: `${origin}/newsletter/confirm/${subscription.confirmToken}`
		},
		fallbackLinkText: t("newsletter.email.confirm.fallback")
	});
	await sendMail({
		to: subscription.email,
		...mail
	});
}
async function sendWelcome(subscription, origin) {
	const { t, store, common } = newsletterMailBase(subscription, origin, await getStoreSettings());
	const mail = renderMail({
		...common,
		subject: t("newsletter.email.welcome.subject", { store }),
		preheader: t("newsletter.email.welcome.preheader"),
		heading: t("newsletter.email.welcome.heading"),
		paragraphs: [t("newsletter.email.welcome.body1"), t("newsletter.email.welcome.body2")],
		button: {
			label: t("newsletter.email.welcome.button", { store }),
			url: `${origin}/?lng=${subscription.locale}`
		}
	});
	await sendMail({
		to: subscription.email,
		...mail
	});
}
async function sendAlreadySubscribed(subscription, origin) {
	const { t, store, common } = newsletterMailBase(subscription, origin, await getStoreSettings());
	const mail = renderMail({
		...common,
		subject: t("newsletter.email.already.subject", { store }),
		preheader: t("newsletter.email.already.preheader"),
		heading: t("newsletter.email.already.heading"),
		paragraphs: [t("newsletter.email.already.body")]
	});
	await sendMail({
		to: subscription.email,
		...mail
	});
}
// app/modules/newsletter/components/newsletter-message.tsx
/**
* The newsletter's own pages (confirm, unsubscribe): one dark band under the transparent header,
* a heading, a line of text and, optionally, an action.
*/
function NewsletterMessage({ eyebrow, title, text, children }) {
	return /* @__PURE__ */ jsxs("section", {
		className: "relative overflow-hidden bg-night text-white",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "container-page relative flex min-h-[72vh] flex-col items-start justify-center pb-20 pt-32 md:pt-36",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "eyebrow text-white/65",
					children: eyebrow
				}),
				/* @__PURE__ */ jsx("h1", {
					className: "mt-5 max-w-2xl text-5xl leading-[1.05] md:text-6xl",
					children: title
				}),
				/* @__PURE__ */ jsx("div", {
					className: "mt-6 max-w-xl text-lg leading-relaxed text-white/80",
					children: text
				}),
				children ? /* @__PURE__ */ jsx("div", {
					className: "mt-10 flex flex-wrap items-center gap-4",
					children
				}) : null
			]
		}), /* @__PURE__ */ jsx(EnvelopeArt, {})]
	});
}
/** An envelope sewn shut with a running stitch: decorative. */
function EnvelopeArt() {
	return /* @__PURE__ */ jsxs("svg", {
		"aria-hidden": "true",
		focusable: "false",
		viewBox: "0 0 260 200",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "1",
		className: "pointer-events-none absolute -right-10 bottom-10 hidden w-[34rem] text-white/15 md:block",
		children: [
			/* @__PURE__ */ jsx("rect", {
				x: "20",
				y: "30",
				width: "220",
				height: "140",
				rx: "6"
			}),
			/* @__PURE__ */ jsx("path", { d: "M20 36l110 78 110-78" }),
			/* @__PURE__ */ jsx("path", {
				d: "M28 162l80-62M232 162l-80-62",
				strokeDasharray: "4 6"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "130",
				cy: "114",
				r: "14"
			}),
			/* @__PURE__ */ jsx("path", { d: "M124 114h12M130 108v12" })
		]
	});
}
var newsletterButtonClass = "inline-flex min-h-12 items-center rounded-full bg-white px-7 font-medium text-ink transition-colors hover:bg-cream";
var newsletterLinkClass = "text-white/80 underline underline-offset-4 hover:text-white";
// app/routes/newsletter/confirm.tsx
var confirm_exports = /* @__PURE__ */ __exportAll({
	default: () => confirm_default,
	loader: () => loader$11,
	meta: () => meta$8,
	shouldRevalidate: () => shouldRevalidate
});
/** The double opt-in link: activates the subscription once; a used or unknown link is a 404. */
async function loader$11({ request, params }) {
	const confirmed = await confirmNewsletterSubscription(params.token, mailLinkOrigin(request));
	return data({ confirmed: confirmed !== null }, {
		status: confirmed ? 200 : 404,
		headers: { "Cache-Control": "no-store" }
	});
}
/**
* The link works once: running the loader again (e.g. after switching language) would find it
* used, so this page keeps what it showed.
*/
function shouldRevalidate() {
	return false;
}
var confirm_default = UNSAFE_withComponentProps(function NewsletterConfirm({ loaderData }) {
	const { t } = useTranslation();
	const ok = loaderData.confirmed;
	return /* @__PURE__ */ jsx(NewsletterMessage, {
		eyebrow: t("newsletter.confirm.eyebrow"),
		title: ok ? t("common.newsletterPages.confirmedTitle") : t("common.newsletterPages.invalidTitle"),
		text: /* @__PURE__ */ jsx("p", { children: ok ? t("common.newsletterPages.confirmedText") : t("common.newsletterPages.invalidText") }),
		children: /* @__PURE__ */ jsx(Link, {
			to: "/",
			className: newsletterButtonClass,
			children: t("common.newsletterPages.backHome")
		})
	});
});
function meta$8({ matches, location }) {
	return pageMeta(matches, {
		titleKey: "newsletter.confirm.metaTitle",
		path: location.pathname,
		noindex: true
	});
}
// app/routes/newsletter/unsubscribe.tsx
var unsubscribe_exports = /* @__PURE__ */ __exportAll({
	action: () => action$4,
	default: () => unsubscribe_default,
	loader: () => loader$10,
	meta: () => meta$7
});
var noStore = { "Cache-Control": "no-store" };
/**
* Opening the link only asks (mail scanners open links); the button's POST unsubscribes. Mail
* clients' one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`) POSTs to this same URL.
*/
async function loader$10({ params }) {
	const subscription = await getSubscriptionForUnsubscribe(params.token);
	if (!subscription) return data({ found: false }, {
		status: 404,
		headers: noStore
	});
	return data({
		found: true,
		email: subscription.email,
		unsubscribed: subscription.status === "unsubscribed"
	}, { headers: noStore });
}
async function action$4({ request, params }) {
	requireSameOrigin(request);
	const done = await unsubscribeFromNewsletter(params.token);
	return data({ done }, {
		status: done ? 200 : 404,
		headers: noStore
	});
}
var unsubscribe_default = UNSAFE_withComponentProps(function NewsletterUnsubscribe({ loaderData }) {
	const { t } = useTranslation();
	const busy = useNavigation().state === "submitting";
	const eyebrow = t("newsletter.unsubscribe.eyebrow");
	const home = /* @__PURE__ */ jsx(Link, {
		to: "/",
		className: newsletterButtonClass,
		children: t("common.newsletterPages.backHome")
	});
	if (!loaderData.found) return /* @__PURE__ */ jsx(NewsletterMessage, {
		eyebrow,
		title: t("common.newsletterPages.invalidTitle"),
		text: /* @__PURE__ */ jsx("p", { children: t("common.newsletterPages.invalidText") }),
		children: home
	});
	if (loaderData.unsubscribed) return /* @__PURE__ */ jsx(NewsletterMessage, {
		eyebrow,
		title: t("common.newsletterPages.unsubscribedTitle"),
		text: /* @__PURE__ */ jsx("p", {
			role: "status",
			children: t("common.newsletterPages.unsubscribedText")
		}),
		children: home
	});
	return /* @__PURE__ */ jsxs(NewsletterMessage, {
		eyebrow,
		title: t("newsletter.unsubscribe.title"),
		text: /* @__PURE__ */ jsx("p", { children: t("newsletter.unsubscribe.text", { email: loaderData.email }) }),
		children: [/* @__PURE__ */ jsx(Form, {
			method: "post",
			children: /* @__PURE__ */ jsx("button", {
				type: "submit",
				disabled: busy,
				className: `${newsletterButtonClass} disabled:cursor-wait`,
				children: busy ? t("common.form.sending") : t("newsletter.unsubscribe.button")
			})
		}), /* @__PURE__ */ jsx(Link, {
			to: "/",
			className: newsletterLinkClass,
			children: t("newsletter.unsubscribe.keep")
		})]
	});
});
function meta$7({ matches, location }) {
	return pageMeta(matches, {
		titleKey: "newsletter.unsubscribe.metaTitle",
		path: location.pathname,
		noindex: true
	});
}
// app/utils/locale.server.ts
/** The language this request is rendered in (the same rule as the root loader). */
function getLocale(request) {
	return detectLocale(request).locale;
}
// app/routes/collection.tsx
var collection_exports = /* @__PURE__ */ __exportAll({
	default: () => collection_default,
	loader: () => loader$9,
	meta: () => meta$6
});
async function loader$9({ request }) {
	return { cards: await listCollectionCards(getLocale(request)) };
}
var collection_default = UNSAFE_withComponentProps(function Collection({ loaderData }) {
	const { t, i18n } = useTranslation();
	const locale = i18n.language;
	return /* @__PURE__ */ jsxs("div", {
		className: "pb-24 pt-24 md:pt-32",
		children: [/* @__PURE__ */ jsxs("header", {
			className: "container-page max-w-3xl text-center",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "eyebrow text-muted",
					children: t("catalogue.collection.eyebrow")
				}),
				/* @__PURE__ */ jsx("h1", {
					className: "mt-4 text-4xl leading-tight md:text-6xl",
					children: t("catalogue.collection.title")
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mx-auto mt-5 max-w-xl text-ink-soft",
					children: t("catalogue.collection.intro")
				})
			]
		}), /* @__PURE__ */ jsx("ul", {
			className: "container-page mt-12 grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 lg:grid-cols-4 md:mt-16 md:gap-x-6",
			children: loaderData.cards.map((card) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
				to: `/collection/${card.id}`,
				className: "group block",
				prefetch: "intent",
				children: [
					/* @__PURE__ */ jsx("div", {
						className: "overflow-hidden rounded-2xl bg-cream transition-colors group-hover:bg-sand",
						style: { aspectRatio: garmentAspect },
						children: /* @__PURE__ */ jsx(GarmentPreview, {
							design: card.design,
							label: "",
							decorative: true,
							className: "h-full w-full transition-transform duration-500 group-hover:scale-[1.03]"
						})
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-3 text-xs uppercase tracking-[0.18em] text-muted",
						children: card.categoryName
					}),
					/* @__PURE__ */ jsx("h2", {
						className: "mt-1 font-display text-xl leading-snug md:text-2xl",
						children: card.name
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-1 text-sm text-ink-soft",
						children: t("catalogue.collection.from", { price: formatMoney(card.basePriceCents, locale) })
					})
				]
			}) }, card.id))
		})]
	});
});
function meta$6({ matches, location }) {
	return pageMeta(matches, {
		titleKey: "catalogue.collection.metaTitle",
		descriptionKey: "catalogue.collection.metaDescription",
		path: location.pathname
	});
}
// app/components/not-found-panel.tsx
/** A designed "not found" for a missing record inside a page (product, fabric), with a way back. */
function NotFoundPanel({ title, text, action }) {
	return /* @__PURE__ */ jsxs("section", {
		className: "container-page flex min-h-[70vh] flex-col items-center justify-center py-32 text-center",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "eyebrow text-muted",
				children: "404"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "mt-4 text-4xl md:text-5xl",
				children: title
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-4 max-w-md text-ink-soft",
				children: text
			}),
			"to" in action ? /* @__PURE__ */ jsx(Link, {
				to: action.to,
				className: "mt-8 rounded-full bg-ink px-7 py-3 text-white hover:bg-ink-soft",
				children: action.label
			}) : /* @__PURE__ */ jsx("button", {
				type: "button",
				onClick: action.onClick,
				className: "mt-8 rounded-full bg-ink px-7 py-3 text-white hover:bg-ink-soft",
				children: action.label
			})
		]
	});
}
// app/routes/collection-detail.tsx
var collection_detail_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary$2,
	default: () => collection_detail_default,
	loader: () => loader$8,
	meta: () => meta$5
});
async function loader$8({ request, params }) {
	const showcase = await getProductShowcase(/^\d{1,9}$/.test(params.id) ? Number(params.id) : NaN, getLocale(request));
	if (!showcase) throw data(null, { status: 404 });
	const settings = await getStoreSettings();
	return {
		...showcase,
		deliveryDays: formatRange(computeDeliveryRange(settings)),
		sizeChangeDays: settings.returns.sizeChangeDays
	};
}
var collection_detail_default = UNSAFE_withComponentProps(function CollectionDetail({ loaderData }) {
	const { t, i18n } = useTranslation();
	const { product, design } = loaderData;
	const steps = [
		{
			title: t("catalogue.detail.step1Title"),
			text: t("catalogue.detail.step1Text")
		},
		{
			title: t("catalogue.detail.step2Title"),
			text: t("catalogue.detail.step2Text")
		},
		{
			title: t("catalogue.detail.step3Title"),
			text: t("catalogue.detail.step3Text", { days: loaderData.deliveryDays })
		}
	];
	return /* @__PURE__ */ jsxs("div", {
		className: "pb-24 pt-20 md:pt-28",
		children: [
			/* @__PURE__ */ jsxs("section", {
				className: "container-page grid items-center gap-10 md:grid-cols-2 md:gap-16",
				children: [/* @__PURE__ */ jsx("div", {
					className: "overflow-hidden rounded-3xl bg-cream",
					style: { aspectRatio: garmentAspect },
					children: /* @__PURE__ */ jsx(GarmentPreview, {
						design,
						label: product.name,
						className: "h-full w-full"
					})
				}), /* @__PURE__ */ jsxs("div", { children: [
					/* @__PURE__ */ jsx("p", {
						className: "eyebrow text-muted",
						children: product.category.name
					}),
					/* @__PURE__ */ jsx("h1", {
						className: "mt-3 text-5xl leading-[1.05] md:text-6xl",
						children: product.name
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-4 text-xl",
						children: t("catalogue.detail.from", { price: formatMoney(product.basePriceCents, i18n.language) })
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-1 text-sm text-muted",
						children: t("catalogue.detail.taxes")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-6 max-w-md text-lg leading-relaxed text-ink-soft",
						children: product.intro
					}),
					/* @__PURE__ */ jsx(Link, {
						to: `/product/${product.id}`,
						className: "mt-8 inline-flex rounded-full bg-ink px-8 py-4 text-white transition-colors hover:bg-ink-soft",
						children: t("catalogue.detail.design", { name: product.name })
					})
				] })]
			}),
			/* @__PURE__ */ jsxs("section", {
				className: "container-page mt-24",
				"aria-labelledby": "how-title",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "how-title",
					className: "text-center text-4xl",
					children: t("catalogue.detail.howTitle")
				}), /* @__PURE__ */ jsx("ol", {
					className: "mt-10 grid gap-6 md:grid-cols-3",
					children: steps.map((step, index) => /* @__PURE__ */ jsxs("li", {
						className: "rounded-2xl border border-line bg-white/60 p-7",
						children: [
							/* @__PURE__ */ jsx("span", {
								className: "font-display text-4xl text-clay",
								children: index + 1
							}),
							/* @__PURE__ */ jsx("h3", {
								className: "mt-3 text-2xl",
								children: step.title
							}),
							/* @__PURE__ */ jsx("p", {
								className: "mt-2 leading-relaxed text-ink-soft",
								children: step.text
							})
						]
					}, step.title))
				})]
			}),
			/* @__PURE__ */ jsx("section", {
				className: "container-page mt-20",
				"aria-labelledby": "fit-title",
				children: /* @__PURE__ */ jsxs("div", {
					className: "rounded-3xl bg-night px-7 py-12 text-white md:px-14",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "fit-title",
							className: "text-3xl md:text-4xl",
							children: t("catalogue.detail.fitTitle")
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-4 max-w-2xl leading-relaxed text-white/80",
							children: t("catalogue.detail.fitText", { days: loaderData.sizeChangeDays })
						}),
						/* @__PURE__ */ jsx(Link, {
							to: "/return-policy",
							className: "mt-6 inline-block underline underline-offset-4 hover:text-cream",
							children: t("catalogue.detail.fitLink")
						})
					]
				})
			})
		]
	});
});
function meta$5({ matches, location, loaderData }) {
	if (!loaderData) return pageMeta(matches, {
		titleKey: "catalogue.detail.notFoundTitle",
		path: location.pathname,
		noindex: true
	});
	return pageMeta(matches, {
		title: loaderData.product.name,
		path: location.pathname
	});
}
var ErrorBoundary$2 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
	const { t } = useTranslation();
	if (isRouteErrorResponse(error) && error.status === 404) return /* @__PURE__ */ jsx(NotFoundPanel, {
		title: t("catalogue.detail.notFoundTitle"),
		text: t("catalogue.detail.notFoundText"),
		action: {
			to: "/collection",
			label: t("catalogue.detail.backToCollection")
		}
	});
	throw error;
});
// app/components/back-link.tsx
/** Goes back in history when there is somewhere to go back to; a plain link otherwise (and without JS). */
function BackLink({ fallback, className, children, label }) {
	const navigate = useNavigate();
	return /* @__PURE__ */ jsx(Link, {
		to: fallback,
		"aria-label": label,
		className,
		onClick: (event) => {
			if (window.history.state?.idx > 0) {
				event.preventDefault();
				navigate(-1);
			}
		},
		children
	});
}
// app/routes/fabric.tsx
var fabric_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary$1,
	default: () => fabric_default,
	loader: () => loader$7,
	meta: () => meta$4
});
async function loader$7({ request, params }) {
	const fabric = await getFabric(/^\d{1,9}$/.test(params.fabricId) ? Number(params.fabricId) : NaN, getLocale(request));
	if (!fabric) throw data(null, { status: 404 });
	return { fabric };
}
var attributeOrder = [
	"composition",
	"thread",
	"color",
	"technique",
	"aspect",
	"perceivedWeight",
	"softness",
	"brightness",
	"wrinkleResistance",
	"ironEffort",
	"seasonality",
	"uniformity",
	"origin"
];
var fabric_default = UNSAFE_withComponentProps(function FabricPage({ loaderData }) {
	const { t, i18n } = useTranslation();
	const { fabric } = loaderData;
	const locale = i18n.language;
	const soldOut = fabric.stockMetres <= 0;
	const metres = new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-GB", { maximumFractionDigits: 1 }).format(fabric.stockMetres);
	return /* @__PURE__ */ jsxs("article", {
		className: "container-page pb-24 pt-24 md:pt-32",
		children: [/* @__PURE__ */ jsx("div", {
			className: "flex justify-end",
			children: /* @__PURE__ */ jsxs(BackLink, {
				fallback: "/collection",
				className: "inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 text-sm hover:bg-cream",
				children: [/* @__PURE__ */ jsx(CloseIcon, {
					width: 18,
					height: 18
				}), t("catalogue.fabric.close")]
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "mt-6 grid gap-10 md:grid-cols-[1fr_1.1fr] md:gap-16",
			children: [/* @__PURE__ */ jsx("div", {
				className: "grid gap-4",
				children: fabric.images.length > 0 ? fabric.images.map((src, i) => /* @__PURE__ */ jsx("img", {
					src,
					alt: t("catalogue.fabric.swatch", { name: fabric.name }),
					className: "aspect-square w-full rounded-3xl object-cover",
					loading: i ? "lazy" : "eager"
				}, src)) : /* @__PURE__ */ jsx(FabricSwatch, {
					pattern: fabric.pattern,
					label: t("catalogue.fabric.swatch", { name: fabric.name }),
					shape: "square",
					className: "aspect-square w-full rounded-3xl"
				})
			}), /* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsxs("p", {
					className: "eyebrow text-muted",
					children: [
						t(`catalogue.fabric.material.${fabric.material}`),
						" · ",
						t(`catalogue.fabric.type.${fabric.type === "premium" ? "premium" : "basic"}`)
					]
				}),
				/* @__PURE__ */ jsx("h1", {
					className: "mt-3 text-5xl leading-tight md:text-6xl",
					children: fabric.name
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-1 font-display text-2xl italic text-ink-soft",
					children: fabric.subname
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-6 text-lg",
					children: fabric.priceCents > 0 ? t("catalogue.fabric.surcharge", { price: formatMoney(fabric.priceCents, locale) }) : t("catalogue.fabric.included")
				}),
				/* @__PURE__ */ jsx("p", {
					className: soldOut ? "mt-2 font-medium text-danger" : "mt-2 text-ok",
					children: soldOut ? t("catalogue.fabric.soldOut") : fabric.stockMetres < 3 ? t("catalogue.fabric.lowStock", { metres }) : t("catalogue.fabric.inStock", { metres })
				}),
				soldOut ? /* @__PURE__ */ jsx("p", {
					className: "mt-1 text-sm text-muted",
					children: t("catalogue.fabric.soldOutText")
				}) : null,
				/* @__PURE__ */ jsx("p", {
					className: "mt-6 max-w-prose text-lg leading-relaxed text-ink-soft",
					children: fabric.description
				}),
				/* @__PURE__ */ jsx("h2", {
					className: "mt-10 text-2xl",
					children: t("catalogue.fabric.details")
				}),
				/* @__PURE__ */ jsx("dl", {
					className: "mt-4 grid grid-cols-1 border-t border-line sm:grid-cols-2 sm:gap-x-8",
					children: attributeOrder.map((key) => /* @__PURE__ */ jsxs("div", {
						className: "flex justify-between gap-4 border-b border-line py-3 text-sm",
						children: [/* @__PURE__ */ jsx("dt", {
							className: "text-muted",
							children: t(`catalogue.fabric.attributes.${key}`)
						}), /* @__PURE__ */ jsx("dd", {
							className: "text-right",
							children: fabric.attributes[key]
						})]
					}, key))
				}),
				/* @__PURE__ */ jsx("h2", {
					className: "mt-10 text-2xl",
					children: t("catalogue.fabric.care")
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-3 text-ink-soft",
					children: fabric.attributes.washInstructions
				})
			] })]
		})]
	});
});
function meta$4({ matches, location, loaderData }) {
	if (!loaderData) return pageMeta(matches, {
		titleKey: "catalogue.fabric.notFoundTitle",
		path: location.pathname,
		noindex: true
	});
	return pageMeta(matches, {
		title: loaderData.fabric.name,
		path: location.pathname
	});
}
var ErrorBoundary$1 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
	const { t } = useTranslation();
	if (isRouteErrorResponse(error) && error.status === 404) return /* @__PURE__ */ jsx(NotFoundPanel, {
		title: t("catalogue.fabric.notFoundTitle"),
		text: t("catalogue.fabric.notFoundText"),
		action: {
			to: "/collection",
			label: t("catalogue.fabric.back")
		}
	});
	throw error;
});
// app/routes/product-customize.tsx
var product_customize_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$6 });
/** /product/customize?item=… (the sidebar's link in the spec): opens the item at its edit step. */
async function loader$6({ request }) {
	const item = await getBasketItem(request, new URL(request.url).searchParams.get("item") ?? "", getLocale(request));
	if (!item) throw data(null, { status: 404 });
	return redirect(`/product/${item.productId}?item=${item.id}&step=${stepParam(item.editTarget)}`);
}
// app/modules/customizer/steps.ts
function computeSteps(partTypes) {
	return ["fabric", ...partTypes];
}
function parseStep(raw, steps) {
	if (raw === "summary") return { kind: "summary" };
	if (raw === "measurements") return { kind: "measurements" };
	if (raw && /^\d+$/.test(raw)) {
		const n = Number(raw);
		if (n >= 1 && n <= steps.length) return {
			kind: "design",
			index: n,
			type: steps[n - 1]
		};
	}
	return {
		kind: "design",
		index: 1,
		type: steps[0]
	};
}
/** Where Continue goes after a design step: the next step, or the summary after the last or when editing. */
function computeNextStep(index, total, editing) {
	return editing || index >= total ? "summary" : String(index + 1);
}
/** The spec's back chain: summary → last step, step n → n-1, step 1 → the product page. */
function computeBackHref(productId, step, total, itemId) {
	const item = itemId ? `item=${itemId}&` : "";
	if (step.kind === "measurements") return `/product/${productId}?${item}step=summary`;
	if (step.kind === "summary") return `/product/${productId}?${item}step=${total}`;
	if (step.index <= 1) return `/collection/${productId}`;
	return `/product/${productId}?${item}step=${step.index - 1}`;
}
// app/modules/customizer/customizer.server.ts
/**
* Everything the customizer shows for one URL: the product, its steps, the current step, the
* basket item being designed (if any), the options and the selection — the item's choices, or for a
* new design the first available fabric and the first part of each type (preselection).
*/
async function loadCustomizer(request, productId, locale) {
	const product = await getProduct(productId, locale);
	if (!product) return { status: "productNotFound" };
	const url = new URL(request.url);
	const itemId = url.searchParams.get("item");
	const item = itemId ? await getBasketItem(request, itemId, locale) : null;
	if (itemId && (!item || item.productId !== product.id)) return { status: "itemNotFound" };
	const steps = computeSteps(product.category.partTypes);
	let step = parseStep(url.searchParams.get("step"), steps);
	if ((step.kind === "summary" || step.kind === "measurements") && (!item || item.editTarget.kind === "design")) {
		const target = item?.editTarget.kind === "design" ? item.editTarget.step : 1;
		step = {
			kind: "design",
			index: target,
			type: steps[target - 1]
		};
	}
	const editing = url.searchParams.get("edit") === "1" && step.kind === "design" && !!item;
	const material = [
		"algodon",
		"seda",
		"lino"
	].includes(url.searchParams.get("material") ?? "") ? url.searchParams.get("material") : null;
	const [fabrics, parts] = await Promise.all([listFabricsForProduct(product, locale), listParts(product.category.partTypes, locale)]);
	const selection = {};
	const itemFabricOk = item?.fabric && !item.fabricProblem && !fabrics.find((f) => f.id === item.fabric.id)?.unavailable;
	selection.fabric = item ? itemFabricOk ? item.fabric.id : null : fabrics.find((f) => !f.unavailable)?.id ?? null;
	for (const type of product.category.partTypes) selection[type] = item?.parts[type]?.id ?? parts.find((p) => p.type === type)?.id ?? null;
	const chosenFabric = fabrics.find((f) => f.id === selection.fabric) ?? null;
	const totalCents = computeItemTotal({
		basePriceCents: product.basePriceCents,
		fabricPriceCents: chosenFabric?.priceCents ?? null,
		partSurchargesCents: product.category.partTypes.map((type) => parts.find((p) => p.id === selection[type])?.surchargeCents ?? 0)
	});
	return {
		status: "ok",
		product,
		steps,
		step,
		editing,
		material,
		item: item ? {
			id: item.id,
			fabricProblem: item.fabricProblem,
			confirmed: confirmedTypes(item, product.category.partTypes)
		} : null,
		fabrics,
		parts,
		selection,
		totalCents
	};
}
function confirmedTypes(item, partTypes) {
	return ["fabric", ...partTypes].filter((type) => !item.incompleteFields.includes(type));
}
/**
* Saves one choice and says where the customer goes next: back to the same step after picking an
* option, the next step after Continue, the summary after the last step or Confirmar in edit mode.
*/
async function submitDesignStep(request, productId, input) {
	const product = await getProduct(productId, "es");
	if (!product) throw new BasketError("productNotFound");
	const steps = computeSteps(product.category.partTypes);
	if (!steps.includes(input.type)) throw new BasketError("partWrongType");
	const saved = await saveDesignChoice(request, {
		productId,
		itemId: input.itemId,
		...input.type === "fabric" ? { fabricId: input.value } : { partId: input.value }
	});
	if (saved.notFound) return { notFound: true };
	const next = new URLSearchParams({ item: saved.itemId });
	if (input.intent === "choose") {
		if (input.step) next.set("step", input.step);
		if (input.editing) next.set("edit", "1");
		if (input.material) next.set("material", input.material);
	} else {
		const current = parseStep(input.step ?? null, steps);
		next.set("step", current.kind === "design" ? computeNextStep(current.index, steps.length, input.editing) : "summary");
	}
	return {
		notFound: false,
		redirectTo: `/product/${productId}?${next}`,
		setCookie: saved.setCookie
	};
}
// app/modules/customizer/components/summary-card.tsx
/** Product, fabric, parts and the server's total for the current selection. */
function SummaryCard({ data, busy, children }) {
	const { t, i18n } = useTranslation();
	const locale = i18n.language;
	const fabric = data.fabrics.find((f) => f.id === data.selection.fabric);
	return /* @__PURE__ */ jsxs("aside", {
		"aria-labelledby": "summary-card-title",
		className: "rounded-2xl border border-line bg-white p-5 shadow-sm md:p-6",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "summary-card-title",
				className: "font-display text-2xl",
				children: t("customizer.summaryCard.title")
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "mt-4 space-y-2 text-sm",
				children: [
					/* @__PURE__ */ jsx(Row, {
						label: t("customizer.summaryCard.product"),
						value: data.product.name
					}),
					/* @__PURE__ */ jsx(Row, {
						label: t("customizer.summaryCard.fabric"),
						value: fabric?.name ?? t("customizer.summaryCard.none")
					}),
					data.product.category.partTypes.map((type) => /* @__PURE__ */ jsx(Row, {
						label: t(`customizer.stepNames.${type}`),
						value: data.parts.find((p) => p.id === data.selection[type])?.name ?? t("customizer.summaryCard.none")
					}, type))
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-4 flex items-baseline justify-between border-t border-line pt-4",
				children: [/* @__PURE__ */ jsx("span", {
					className: "font-medium",
					children: t("customizer.summaryCard.total")
				}), /* @__PURE__ */ jsx("span", {
					className: "font-display text-3xl",
					"aria-busy": busy,
					"data-testid": "design-total",
					children: formatMoney(data.totalCents, locale)
				})]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-right text-xs text-muted",
				children: t("customizer.summaryCard.taxes")
			}),
			children
		]
	});
}
function Row({ label, value }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex justify-between gap-4",
		children: [/* @__PURE__ */ jsx("dt", {
			className: "text-muted",
			children: label
		}), /* @__PURE__ */ jsx("dd", {
			className: "text-right",
			children: value
		})]
	});
}
// app/modules/customizer/components/design-panel.tsx
/**
* One design step as a real form: each option is a submit button (so it works before JavaScript),
* Continue posts the current selection and moves on; in edit mode it reads 'Confirmar'.
*/
function DesignPanel({ data, busy }) {
	const { t } = useTranslation();
	const step = data.step.kind === "design" ? data.step : null;
	if (!step) return null;
	const selected = data.selection[step.type] ?? null;
	const titleId = `step-title-${step.type}`;
	return /* @__PURE__ */ jsxs(Form, {
		method: "post",
		preventScrollReset: true,
		className: "contents",
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "type",
				value: step.type
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "selected",
				value: selected ?? ""
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": titleId,
				className: "min-w-0",
				children: [/* @__PURE__ */ jsx("h1", {
					id: titleId,
					className: "text-4xl md:text-5xl",
					children: data.editing ? t(`customizer.editing.${step.type}`) : t(`customizer.stepTitles.${step.type}`)
				}), step.type === "fabric" ? /* @__PURE__ */ jsx(FabricOptions, {
					data,
					selected,
					busy
				}) : /* @__PURE__ */ jsx(PartOptions, {
					data,
					type: step.type,
					selected,
					busy
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "lg:sticky lg:top-28 lg:self-start",
				children: /* @__PURE__ */ jsxs(SummaryCard, {
					data,
					busy,
					children: [/* @__PURE__ */ jsx("button", {
						type: "submit",
						name: "intent",
						value: "continue",
						disabled: selected == null || busy,
						"aria-describedby": selected == null ? "continue-hint" : void 0,
						className: "mt-5 w-full rounded-full bg-ink py-3.5 text-white transition-colors hover:bg-ink-soft disabled:cursor-not-allowed disabled:bg-line disabled:text-muted",
						children: busy ? t("customizer.saving") : data.editing ? t("customizer.confirm") : t("customizer.continue")
					}), selected == null ? /* @__PURE__ */ jsx("p", {
						id: "continue-hint",
						className: "mt-2 text-center text-sm text-warn",
						children: t("customizer.chooseHint")
					}) : null]
				})
			})
		]
	});
}
function OptionButton({ selected, disabled, children, value, label }) {
	return /* @__PURE__ */ jsx("button", {
		type: "submit",
		name: "choose",
		value,
		"aria-pressed": selected,
		"aria-label": label,
		disabled,
		className: cn("flex w-full items-center gap-4 rounded-2xl border bg-white p-3 text-left transition-[border-color,box-shadow]", selected ? "border-ink shadow-[0_0_0_1px_var(--color-ink)]" : "border-line hover:border-ink-soft", disabled && "cursor-not-allowed opacity-55 hover:border-line"),
		children
	});
}
function FabricOptions({ data, selected, busy }) {
	const { t, i18n } = useTranslation();
	const location = useLocation();
	const locale = i18n.language;
	const chips = [
		null,
		"algodon",
		"seda",
		"lino"
	];
	const visible = data.fabrics.filter((f) => !data.material || f.material === data.material);
	const hrefFor = (material) => {
		const params = new URLSearchParams(location.search);
		if (material) params.set("material", material);
		else params.delete("material");
		return `?${params}`;
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("nav", {
			"aria-label": t("customizer.filters.label"),
			className: "mt-5 flex flex-wrap gap-2",
			children: chips.map((chip) => /* @__PURE__ */ jsx(Link, {
				to: hrefFor(chip),
				preventScrollReset: true,
				replace: true,
				"aria-current": data.material === chip ? "true" : void 0,
				className: cn("rounded-full border px-4 py-2 text-sm", data.material === chip ? "border-ink bg-ink text-white" : "border-line bg-white hover:border-ink"),
				children: t(`customizer.filters.${chip ?? "all"}`)
			}, chip ?? "all"))
		}),
		visible.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: "mt-6 text-muted",
			children: t("customizer.noFabrics")
		}) : null,
		/* @__PURE__ */ jsx("ul", {
			className: "mt-5 grid gap-3 sm:grid-cols-2",
			children: visible.map((fabric) => {
				const reason = fabric.unavailable ? t(`customizer.unavailable.${fabric.unavailable}`) : null;
				const price = fabric.priceCents > 0 ? `+${formatMoney(fabric.priceCents, locale)}` : t("customizer.included");
				return /* @__PURE__ */ jsxs("li", {
					className: "relative",
					children: [/* @__PURE__ */ jsxs(OptionButton, {
						value: fabric.id,
						selected: selected === fabric.id,
						disabled: !!reason || busy,
						label: `${fabric.name}, ${fabric.subname}, ${price}${reason ? `. ${reason}` : ""}`,
						children: [/* @__PURE__ */ jsx(FabricSwatch, {
							pattern: fabric.pattern,
							className: "size-16 shrink-0 rounded-xl",
							shape: "square"
						}), /* @__PURE__ */ jsxs("span", {
							className: "min-w-0 flex-1",
							children: [
								/* @__PURE__ */ jsx("span", {
									className: "block font-medium",
									children: fabric.name
								}),
								/* @__PURE__ */ jsx("span", {
									className: "block text-sm text-muted",
									children: fabric.subname
								}),
								/* @__PURE__ */ jsx("span", {
									className: "mt-1 block text-sm",
									children: price
								}),
								reason ? /* @__PURE__ */ jsx("span", {
									className: "mt-1 block text-xs font-medium text-danger",
									children: reason
								}) : null
							]
						})]
					}), /* @__PURE__ */ jsx(Link, {
						to: `/fabric/${fabric.id}`,
						className: "absolute bottom-3 right-3 text-xs underline underline-offset-2 hover:text-clay",
						"aria-label": t("customizer.moreInfoAbout", { name: fabric.name }),
						children: t("customizer.moreInfo")
					})]
				}, fabric.id);
			})
		}),
		/* @__PURE__ */ jsx("p", {
			className: "mt-5 text-sm text-muted",
			children: t("customizer.colorDisclaimer")
		}),
		/* @__PURE__ */ jsx("p", {
			className: "mt-1 text-sm text-muted",
			children: t("customizer.priceNote")
		})
	] });
}
function PartOptions({ data, type, selected, busy }) {
	const { t, i18n } = useTranslation();
	const options = data.parts.filter((p) => p.type === type);
	return /* @__PURE__ */ jsx("ul", {
		className: "mt-6 grid gap-3",
		children: options.map((part) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(OptionButton, {
			value: part.id,
			selected: selected === part.id,
			disabled: busy,
			label: part.name,
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "grid size-12 shrink-0 place-items-center rounded-full border border-line font-display text-xl",
					"aria-hidden": "true",
					children: part.name.charAt(0)
				}),
				/* @__PURE__ */ jsxs("span", {
					className: "min-w-0 flex-1",
					children: [/* @__PURE__ */ jsx("span", {
						className: "block font-medium",
						children: part.name
					}), /* @__PURE__ */ jsx("span", {
						className: "block text-sm text-muted",
						children: part.description
					})]
				}),
				/* @__PURE__ */ jsx("span", {
					className: "text-sm text-muted",
					children: part.surchargeCents > 0 ? `+${formatMoney(part.surchargeCents, i18n.language)}` : t("customizer.included")
				})
			]
		}) }, part.id))
	});
}
// app/modules/customizer/components/summary-step.tsx
/** 'Resumen de tu producto': every choice with a change button (edit mode), and 'Continuar con pedido'. */
function SummaryStep({ data, busy, totalLabel }) {
	const { t } = useTranslation();
	const fabric = data.fabrics.find((f) => f.id === data.selection.fabric);
	const rows = data.steps.map((type, index) => ({
		type,
		step: index + 1,
		value: type === "fabric" ? fabric?.name ?? "" : data.parts.find((p) => p.id === data.selection[type])?.name ?? ""
	}));
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "summary-title",
		className: "min-w-0 lg:col-span-2",
		children: [
			/* @__PURE__ */ jsx("h1", {
				id: "summary-title",
				className: "text-4xl md:text-5xl",
				children: t("customizer.summary.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 text-ink-soft",
				children: t("customizer.summary.intro")
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "mt-6 divide-y divide-line rounded-2xl border border-line bg-white",
				children: rows.map((row) => /* @__PURE__ */ jsxs("li", {
					className: "flex items-center justify-between gap-4 px-5 py-4",
					children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
						className: "text-sm text-muted",
						children: t(`customizer.stepNames.${row.type}`)
					}), /* @__PURE__ */ jsx("p", {
						className: "font-medium",
						children: row.value
					})] }), /* @__PURE__ */ jsx(Link, {
						to: `/product/${data.product.id}?item=${data.item?.id}&step=${row.step}&edit=1`,
						className: "rounded-full border border-line px-4 py-2 text-sm hover:border-ink",
						"aria-label": t("customizer.summary.changeLabel", { field: t(`customizer.stepNames.${row.type}`) }),
						children: t("customizer.summary.change")
					})]
				}, row.type))
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-6 flex items-baseline justify-between",
				children: [/* @__PURE__ */ jsx("span", {
					className: "font-medium",
					children: t("customizer.summaryCard.total")
				}), /* @__PURE__ */ jsx("span", {
					className: "font-display text-4xl",
					"data-testid": "design-total",
					children: totalLabel
				})]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-right text-xs text-muted",
				children: t("customizer.summaryCard.taxes")
			}),
			/* @__PURE__ */ jsx(Form, {
				method: "post",
				className: "mt-6",
				children: /* @__PURE__ */ jsx("button", {
					type: "submit",
					name: "intent",
					value: "continueOrder",
					disabled: busy,
					className: "w-full rounded-full bg-ink py-4 text-white hover:bg-ink-soft disabled:opacity-60",
					children: t("customizer.summary.continueOrder")
				})
			})
		]
	});
}
// app/modules/customizer/components/step-header.tsx
/** 'Your custom garment', the product, 'Paso X de Y' with the step names, and the back button. */
function StepHeader(props) {
	const { t } = useTranslation();
	const { step, steps } = props;
	const current = step.kind === "design" ? step.index : steps.length + 1;
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-4 border-b border-line pb-5 md:flex-row md:items-end md:justify-between",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-start gap-3",
			children: [/* @__PURE__ */ jsxs(Link, {
				to: props.backHref,
				className: "mt-1 inline-flex h-10 items-center gap-1 rounded-full border border-line px-4 text-sm hover:bg-cream",
				children: [
					/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						children: "←"
					}),
					" ",
					t("customizer.back")
				]
			}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
				className: "eyebrow text-muted",
				children: props.title
			}), /* @__PURE__ */ jsx("p", {
				className: "font-display text-3xl leading-tight md:text-4xl",
				children: props.productName
			})] })]
		}), step.kind === "design" ? /* @__PURE__ */ jsxs("div", {
			className: "md:text-right",
			children: [/* @__PURE__ */ jsx("p", {
				className: "text-sm font-medium",
				"data-testid": "step-of",
				children: t("customizer.stepOf", {
					current,
					total: steps.length
				})
			}), /* @__PURE__ */ jsx("ol", {
				className: "mt-2 flex gap-1.5",
				"aria-hidden": "true",
				children: steps.map((name, index) => /* @__PURE__ */ jsx("li", {
					className: cn("h-1 w-10 rounded-full", index < current ? "bg-ink" : "bg-line"),
					title: t(`customizer.stepNames.${name}`)
				}, name))
			})]
		}) : null]
	});
}
// app/modules/customizer/garment-description.ts
/** Part slugs the description can name, in the order a customer chooses them. */
var partOrder = [
	"sleeve",
	"cuff",
	"collar",
	"leg",
	"waistband"
];
var namedParts = /* @__PURE__ */ new Set([
	"sleeve-long",
	"sleeve-short",
	"cuff-classic",
	"cuff-french",
	"cuff-rounded",
	"collar-classic",
	"collar-button-down",
	"collar-spread",
	"leg-straight",
	"leg-slim",
	"leg-wide",
	"waistband-classic",
	"waistband-high",
	"waistband-elastic"
]);
/** 'collar-button-down' → 'garment.parts.collarButtonDown'. */
function partKey(slug) {
	return `garment.parts.${slug.replace(/-([a-z])/g, (_, c) => c.toUpperCase())}`;
}
/**
* The drawing's text alternative, in the reader's language: the product in its fabric, then the
* chosen parts ("Camisa Clásica en Raya Diplomática, manga larga, puño francés, cuello italiano").
* Parts the drawing cannot name (missing or unknown slugs) are left out rather than guessed.
*/
function describeGarment(design, productName, t) {
	return [design.fabric ? t("garment.description.withFabric", {
		product: productName,
		fabric: design.fabric.name
	}) : t("garment.description.noFabric", { product: productName }), ...partOrder.map((type) => [type, design.parts[type]]).filter((entry) => {
		const [type, slug] = entry;
		return typeof slug === "string" && slug.startsWith(`${type}-`) && namedParts.has(slug);
	}).map(([, slug]) => t(partKey(slug)))].join(", ");
}
// app/modules/customizer/components/customizer-preview.tsx
/**
* The live drawing. While a choice is being saved it already shows the pending option (from the
* submitted form), so the garment redraws at once; the server's answer then confirms it.
*/
function CustomizerPreview({ data, pending }) {
	const { t } = useTranslation();
	const selection = { ...data.selection };
	const pendingType = pending?.get("type");
	const pendingValue = Number(pending?.get("choose"));
	if (typeof pendingType === "string" && pendingValue > 0) selection[pendingType] = pendingValue;
	const fabric = data.fabrics.find((f) => f.id === selection.fabric);
	const design = {
		kind: data.product.category.garmentKind,
		fabric: fabric ? {
			pattern: fabric.pattern,
			name: fabric.name
		} : null,
		parts: Object.fromEntries(data.product.category.partTypes.map((type) => [type, data.parts.find((p) => p.id === selection[type])?.slug ?? null]))
	};
	const label = describeGarment(design, data.product.name, t);
	return /* @__PURE__ */ jsxs("div", {
		className: "lg:sticky lg:top-28 lg:self-start",
		children: [/* @__PURE__ */ jsx("figure", {
			className: "mx-auto max-w-md overflow-hidden rounded-3xl bg-cream lg:max-w-none",
			style: { aspectRatio: garmentAspect },
			children: /* @__PURE__ */ jsx(GarmentPreview, {
				design,
				label,
				className: "h-full w-full"
			})
		}), /* @__PURE__ */ jsx("p", {
			className: "mt-3 text-center text-sm text-muted",
			"aria-hidden": "true",
			children: label
		})]
	});
}
// app/routes/product-customizer.tsx
var product_customizer_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary,
	action: () => action$3,
	default: () => product_customizer_default,
	loader: () => loader$5,
	meta: () => meta$3
});
function productIdOf(params) {
	return /^\d{1,9}$/.test(params.id) ? Number(params.id) : NaN;
}
async function loader$5({ request, params }) {
	const result = await loadCustomizer(request, productIdOf(params), getLocale(request));
	if (result.status !== "ok") throw data({ reason: result.status }, { status: 404 });
	return result;
}
var submission = z.object({
	intent: z.enum([
		"choose",
		"continue",
		"continueOrder"
	]),
	type: z.enum([
		"fabric",
		"sleeve",
		"cuff",
		"collar",
		"leg",
		"waistband"
	]).optional(),
	value: z.coerce.number().int().positive().max(2147483647).optional()
});
async function action$3({ request, params }) {
	requireSameOrigin(request);
	const url = new URL(request.url);
	const form = await request.formData();
	const chosen = form.get("choose");
	const parsed = submission.safeParse({
		intent: chosen ? "choose" : form.get("intent"),
		type: form.get("type") ?? void 0,
		value: chosen ?? (form.get("selected") || void 0)
	});
	if (!parsed.success) return data({ error: "invalid" }, { status: 400 });
	const { intent, type, value } = parsed.data;
	if (intent === "continueOrder") return redirect("/cart");
	if (!type || value === void 0) return data({ error: "invalid" }, { status: 400 });
	try {
		const result = await submitDesignStep(request, productIdOf(params), {
			intent,
			type,
			value,
			itemId: url.searchParams.get("item") ?? void 0,
			step: url.searchParams.get("step") ?? void 0,
			editing: url.searchParams.get("edit") === "1",
			material: url.searchParams.get("material") ?? void 0
		});
		if (result.notFound) return data({ error: "itemNotFound" }, { status: 404 });
		return redirect(result.redirectTo, result.setCookie ? { headers: { "Set-Cookie": result.setCookie } } : void 0);
	} catch (error) {
		if (error instanceof BasketError) return data({ error: error.code }, { status: error.code === "productNotFound" ? 404 : 400 });
		throw error;
	}
}
var product_customizer_default = UNSAFE_withComponentProps(function ProductCustomizer({ loaderData }) {
	const { t, i18n } = useTranslation();
	const actionData = useActionData();
	const navigation = useNavigation();
	const { product, step, steps, item } = loaderData;
	const back = computeBackHref(product.id, step, steps.length, item?.id ?? null);
	return /* @__PURE__ */ jsx("div", {
		className: "pb-24 pt-20 md:pt-24",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page",
			children: [
				/* @__PURE__ */ jsx(StepHeader, {
					title: t("customizer.headerTitle"),
					productName: product.name,
					step,
					steps,
					backHref: back,
					editing: loaderData.editing
				}),
				actionData && "error" in actionData ? /* @__PURE__ */ jsx("p", {
					role: "alert",
					className: "mt-4 rounded-xl border border-danger/40 bg-danger/5 px-4 py-3 text-danger",
					children: t(`customizer.errors.${actionData.error}`)
				}) : null,
				item?.fabricProblem ? /* @__PURE__ */ jsx("p", {
					role: "status",
					className: "mt-4 rounded-xl border border-warn/40 bg-warn/10 px-4 py-3 text-warn",
					children: t("customizer.fabricProblem")
				}) : null,
				/* @__PURE__ */ jsxs("div", {
					className: "mt-6 grid gap-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,5fr)_minmax(0,3fr)] lg:gap-10",
					children: [/* @__PURE__ */ jsx(CustomizerPreview, {
						data: loaderData,
						pending: navigation.formData
					}), step.kind === "design" ? /* @__PURE__ */ jsx(DesignPanel, {
						data: loaderData,
						busy: navigation.state !== "idle"
					}) : /* @__PURE__ */ jsx(SummaryStep, {
						data: loaderData,
						busy: navigation.state !== "idle",
						totalLabel: formatMoney(loaderData.totalCents, i18n.language)
					})]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "sr-only",
					"aria-live": "polite",
					children: navigation.state === "submitting" ? t("customizer.saving") : ""
				})
			]
		})
	});
});
function meta$3({ matches, location, loaderData }) {
	if (!loaderData) return pageMeta(matches, {
		titleKey: "catalogue.detail.notFoundTitle",
		path: location.pathname,
		noindex: true
	});
	return [...pageMeta(matches, {
		title: loaderData.product.name,
		path: location.pathname
	}), {
		name: "robots",
		content: "noindex"
	}];
}
var ErrorBoundary = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
	const { t } = useTranslation();
	if (isRouteErrorResponse(error) && error.status === 404) return error.data?.reason === "itemNotFound" ? /* @__PURE__ */ jsx(NotFoundPanel, {
		title: t("customizer.errors.itemNotFound"),
		text: t("catalogue.detail.notFoundText"),
		action: {
			to: "/cart",
			label: t("basket.page.explore")
		}
	}) : /* @__PURE__ */ jsx(NotFoundPanel, {
		title: t("catalogue.detail.notFoundTitle"),
		text: t("catalogue.detail.notFoundText"),
		action: {
			to: "/collection",
			label: t("catalogue.detail.backToCollection")
		}
	});
	throw error;
});
// app/routes/cart.tsx
var cart_exports = /* @__PURE__ */ __exportAll({
	action: () => action$2,
	default: () => cart_default,
	loader: () => loader$4,
	meta: () => meta$2
});
async function loader$4({ request }) {
	const url = new URL(request.url);
	const [summary, settings] = await Promise.all([getBasketSummary(request, getLocale(request)), getStoreSettings()]);
	const incomplete = summary.items.filter((i) => i.status !== "complete");
	if (url.searchParams.has("checkout") && summary.count > 0 && incomplete.length === 0) throw redirect("/checkout");
	const removeId = url.searchParams.get("remove");
	return data({
		...summary,
		vatCents: computeIncludedVat(summary.totalCents),
		blocked: url.searchParams.has("checkout") && incomplete.length > 0 ? incomplete.map((i) => i.productName) : null,
		removing: summary.items.find((i) => i.id === removeId)?.id ?? null,
		shipping: {
			freeFromCents: settings.shipping.freeFromCents,
			standardPriceCents: settings.shipping.standardPriceCents,
			days: formatRange(settings.shipping.standardDays),
			production: formatRange({
				min: settings.production.basicDays.min,
				max: settings.production.complexDays.max
			}),
			sizeChangeDays: settings.returns.sizeChangeDays
		}
	}, { headers: { "Cache-Control": "private, no-store" } });
}
var intents$1 = z.discriminatedUnion("intent", [z.object({
	intent: z.literal("delete"),
	itemId: z.string().min(1).max(64)
})]);
async function action$2({ request }) {
	requireSameOrigin(request);
	const parsed = intents$1.safeParse(Object.fromEntries(await request.formData()));
	if (!parsed.success) return data({ error: "invalid" }, { status: 400 });
	if (!await deleteBasketItem(request, parsed.data.itemId)) throw data(null, { status: 404 });
	return redirect("/cart");
}
var cart_default = UNSAFE_withComponentProps(function Cart({ loaderData }) {
	const { t, i18n } = useTranslation();
	const navigate = useNavigate();
	const locale = i18n.language;
	const { items, shipping } = loaderData;
	if (items.length === 0) return /* @__PURE__ */ jsx("section", {
		className: "bg-night pb-24 pt-36 text-center text-white",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container-page max-w-xl",
			children: [
				/* @__PURE__ */ jsx("h1", {
					className: "text-5xl",
					children: t("basket.page.emptyTitle")
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-4 text-white/75",
					children: t("basket.page.emptyText")
				}),
				/* @__PURE__ */ jsx(Link, {
					to: "/collection",
					className: "mt-10 inline-block rounded-full bg-white px-8 py-4 text-ink hover:bg-cream",
					children: t("basket.page.explore")
				})
			]
		})
	});
	const money = (cents) => formatMoney(cents, locale);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("div", {
			className: "bg-night pb-10 pt-28 text-white md:pt-32",
			children: /* @__PURE__ */ jsx("h1", {
				className: "container-page text-4xl tracking-wide md:text-5xl",
				children: t("basket.page.title", { count: loaderData.count })
			})
		}),
		/* @__PURE__ */ jsxs("div", {
			className: "container-page grid gap-8 py-10 lg:grid-cols-[1fr_22rem] lg:gap-12",
			children: [/* @__PURE__ */ jsx("ul", {
				className: "space-y-4",
				children: items.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(BasketItemCard, {
					item,
					variant: "page",
					deleteHref: `/cart?remove=${item.id}`
				}) }, item.id))
			}), /* @__PURE__ */ jsxs("aside", {
				"aria-labelledby": "order-summary",
				className: "h-fit rounded-2xl border border-line bg-white p-6 lg:sticky lg:top-24",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "order-summary",
						className: "font-display text-3xl",
						children: t("basket.page.summaryTitle")
					}),
					/* @__PURE__ */ jsx("dl", {
						className: "mt-5 space-y-2 text-sm",
						children: /* @__PURE__ */ jsxs("div", {
							className: "flex justify-between",
							children: [/* @__PURE__ */ jsx("dt", { children: t("basket.page.subtotal") }), /* @__PURE__ */ jsx("dd", { children: money(loaderData.totalCents) })]
						})
					}),
					/* @__PURE__ */ jsxs("ul", {
						className: "mt-4 space-y-1.5 border-y border-line py-4 text-sm text-ink-soft",
						children: [
							/* @__PURE__ */ jsx("li", { children: t("basket.page.shippingFromHere", {
								price: money(shipping.standardPriceCents),
								amount: money(shipping.freeFromCents)
							}) }),
							/* @__PURE__ */ jsx("li", { children: t("basket.page.delivery", {
								days: shipping.days,
								production: shipping.production
							}) }),
							/* @__PURE__ */ jsx("li", { children: t("basket.page.returns", { days: shipping.sizeChangeDays }) })
						]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "mt-4 flex items-baseline justify-between",
						children: [/* @__PURE__ */ jsx("span", {
							className: "font-medium",
							children: t("basket.page.total")
						}), /* @__PURE__ */ jsx("span", {
							className: "font-display text-3xl",
							children: money(loaderData.totalCents)
						})]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "text-right text-xs text-muted",
						children: t("basket.page.taxes", { vat: money(loaderData.vatCents) })
					}),
					loaderData.blocked ? /* @__PURE__ */ jsx("p", {
						role: "alert",
						className: "mt-4 rounded-xl border border-warn/40 bg-warn/10 px-4 py-3 text-sm text-warn",
						children: t("basket.page.incompleteAlert", { names: loaderData.blocked.join(", ") })
					}) : null,
					/* @__PURE__ */ jsx(Form, {
						method: "get",
						preventScrollReset: true,
						className: "mt-5",
						children: /* @__PURE__ */ jsx("button", {
							type: "submit",
							name: "checkout",
							value: "1",
							className: "w-full rounded-full bg-ink py-4 text-sm tracking-[0.12em] text-white hover:bg-ink-soft",
							children: t("basket.page.checkout")
						})
					}),
					/* @__PURE__ */ jsx(Link, {
						to: "/collection",
						className: "mt-3 block w-full rounded-full border border-ink py-4 text-center text-sm tracking-[0.12em] hover:bg-cream",
						children: t("basket.page.keepShopping")
					})
				]
			})]
		}),
		loaderData.removing ? /* @__PURE__ */ jsx(ConfirmDeleteDialog, {
			itemId: loaderData.removing,
			action: "/cart",
			onDone: () => void navigate("/cart", {
				replace: true,
				preventScrollReset: true
			}),
			cancel: /* @__PURE__ */ jsx(Link, {
				to: "/cart",
				preventScrollReset: true,
				className: "rounded-full border border-line px-5 py-2.5 hover:border-ink",
				children: t("basket.confirmDelete.cancel")
			})
		}, loaderData.removing) : null
	] });
});
function meta$2({ matches, location }) {
	return pageMeta(matches, {
		titleKey: "basket.page.metaTitle",
		path: location.pathname,
		noindex: true
	});
}
// app/routes/dev/preview-gallery.tsx
var preview_gallery_exports = /* @__PURE__ */ __exportAll({
	default: () => preview_gallery_default,
	loader: () => loader$3,
	meta: () => meta$1
});
/** A review page for the garment drawing; it is not part of the shop, so production hides it. */
function loader$3({ request }) {
	if (process.env.NODE_ENV === "production" && !process.env.PREVIEW_GALLERY) throw new Response("Not Found", { status: 404 });
	return { locale: detectLocale(request).locale };
}
var fabrics = {
	leopard: {
		name: {
			es: "Fantasía Animal",
			en: "Animal Fantasy"
		},
		pattern: {
			kind: "leopard",
			base: "#c9a27a",
			accent: "#3a2a1f"
		}
	},
	sage: {
		name: {
			es: "Verde Primavera",
			en: "Spring Green"
		},
		pattern: {
			kind: "solid",
			base: "#7f9a72",
			accent: "#a9bf9c"
		}
	},
	pinstripe: {
		name: {
			es: "Raya Diplomática",
			en: "Pinstripe"
		},
		pattern: {
			kind: "stripes",
			base: "#f3efe6",
			accent: "#2a3a58"
		}
	},
	gingham: {
		name: {
			es: "Vichy Cereza",
			en: "Cherry Gingham"
		},
		pattern: {
			kind: "gingham",
			base: "#f7efe9",
			accent: "#b23a48"
		}
	},
	oxford: {
		name: {
			es: "Oxford Celeste",
			en: "Sky Oxford"
		},
		pattern: {
			kind: "oxford",
			base: "#b9cfe4",
			accent: "#f4f7fa"
		}
	},
	herringbone: {
		name: {
			es: "Espiga Carbón",
			en: "Charcoal Herringbone"
		},
		pattern: {
			kind: "herringbone",
			base: "#3d3c3a",
			accent: "#6d6a66"
		}
	},
	dots: {
		name: {
			es: "Lunares Medianoche",
			en: "Midnight Dots"
		},
		pattern: {
			kind: "dots",
			base: "#1d2440",
			accent: "#f2e8d5"
		}
	},
	pearl: {
		name: {
			es: "Marfil Perla",
			en: "Pearl Ivory"
		},
		pattern: {
			kind: "sheen",
			base: "#efe5d3",
			accent: "#fffaf0"
		}
	},
	almond: {
		name: {
			es: "Flor de Almendro",
			en: "Almond Blossom"
		},
		pattern: {
			kind: "floral",
			base: "#f3e1e4",
			accent: "#8a5a6b"
		}
	},
	sand: {
		name: {
			es: "Lino Arena",
			en: "Sand Linen"
		},
		pattern: {
			kind: "linen",
			base: "#d8c6a6",
			accent: "#b9a47f"
		}
	},
	terracotta: {
		name: {
			es: "Terracota",
			en: "Terracotta"
		},
		pattern: {
			kind: "linen",
			base: "#b5654a",
			accent: "#9a4f38"
		}
	},
	olive: {
		name: {
			es: "Oliva Mediterráneo",
			en: "Mediterranean Olive"
		},
		pattern: {
			kind: "linen",
			base: "#6b7446",
			accent: "#8a935f"
		}
	}
};
var products = {
	shirt: {
		es: "Camisa Clásica",
		en: "Classic shirt"
	},
	formal: {
		es: "Camisa Formal",
		en: "Formal shirt"
	},
	tee: {
		es: "Camiseta Básica",
		en: "Basic T-shirt"
	},
	premium: {
		es: "Camiseta Premium",
		en: "Premium T-shirt"
	},
	polo: {
		es: "Polo Estampado",
		en: "Printed polo"
	},
	trousers: {
		es: "Pantalón Denim",
		en: "Denim trousers"
	},
	jeans: {
		es: "Jeans Clásicos",
		en: "Classic jeans"
	},
	skirt: {
		es: "Falda",
		en: "Skirt"
	}
};
var top = (sleeve, cuff, collar) => ({
	sleeve: `sleeve-${sleeve}`,
	cuff: cuff && `cuff-${cuff}`,
	collar: collar && `collar-${collar}`
});
var entries = [
	[
		"shirt",
		"shirt",
		"pinstripe",
		top("long", "french", "spread")
	],
	[
		"shirt",
		"shirt",
		"oxford",
		top("long", "classic", "button-down")
	],
	[
		"formal",
		"shirt",
		"pearl",
		top("long", "french", "classic")
	],
	[
		"shirt",
		"shirt",
		"gingham",
		top("short", "classic", "classic")
	],
	[
		"shirt",
		"shirt",
		"dots",
		top("long", "rounded", "spread")
	],
	[
		"shirt",
		"shirt",
		"almond",
		top("short", "rounded", "button-down")
	],
	[
		"shirt",
		"shirt",
		"sand",
		top("long", "rounded", "classic")
	],
	[
		"formal",
		"shirt",
		"herringbone",
		top("long", "classic", "button-down")
	],
	[
		"shirt",
		"shirt",
		"pinstripe",
		top("short", "french", "classic")
	],
	[
		"shirt",
		"shirt",
		null,
		top("long", "classic", "classic")
	],
	[
		"tee",
		"top",
		"sage",
		top("short", null, null)
	],
	[
		"premium",
		"top",
		"terracotta",
		top("long", null, null)
	],
	[
		"polo",
		"top",
		"leopard",
		top("short", "classic", "classic")
	],
	[
		"polo",
		"top",
		"olive",
		top("long", "rounded", "spread")
	],
	[
		"trousers",
		"trousers",
		"herringbone",
		{
			leg: "leg-straight",
			waistband: "waistband-classic"
		}
	],
	[
		"jeans",
		"trousers",
		"oxford",
		{
			leg: "leg-slim",
			waistband: "waistband-high"
		}
	],
	[
		"trousers",
		"trousers",
		"sand",
		{
			leg: "leg-wide",
			waistband: "waistband-elastic"
		}
	],
	[
		"trousers",
		"trousers",
		"terracotta",
		{
			leg: "leg-wide",
			waistband: "waistband-high"
		}
	],
	[
		"trousers",
		"trousers",
		null,
		{
			leg: "leg-straight",
			waistband: "waistband-classic"
		}
	],
	[
		"skirt",
		"skirt",
		"almond",
		{ waistband: "waistband-classic" }
	]
];
function designFor([, kind, fabric, parts], locale) {
	const sample = fabric ? fabrics[fabric] : null;
	return {
		kind,
		parts,
		fabric: sample ? {
			pattern: sample.pattern,
			name: sample.name[locale]
		} : null
	};
}
var preview_gallery_default = UNSAFE_withComponentProps(function PreviewGallery({ loaderData }) {
	const { t } = useTranslation();
	const { locale } = loaderData;
	const designs = entries.map((entry) => {
		const design = designFor(entry, locale);
		return {
			design,
			label: describeGarment(design, products[entry[0]][locale], t)
		};
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("section", {
			className: "bg-night pb-12 pt-28 text-paper md:pb-16 md:pt-36",
			children: /* @__PURE__ */ jsxs("div", {
				className: "container-page",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "eyebrow text-sand",
						children: t("garment.gallery.eyebrow")
					}),
					/* @__PURE__ */ jsx("h1", {
						className: "mt-3 text-4xl md:text-6xl",
						children: t("garment.gallery.title")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-4 max-w-xl text-paper/80",
						children: t("garment.gallery.intro")
					})
				]
			})
		}),
		/* @__PURE__ */ jsxs("section", {
			className: "container-page py-12 md:py-16",
			"aria-labelledby": "designs",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "designs",
				className: "text-3xl",
				children: t("garment.gallery.designs")
			}), /* @__PURE__ */ jsx("ul", {
				className: "mt-8 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 lg:gap-x-8",
				children: designs.map(({ design, label }, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("figure", { children: [/* @__PURE__ */ jsx("div", {
					className: "rounded-sm bg-cream/60 p-3",
					style: { aspectRatio: garmentAspect },
					children: /* @__PURE__ */ jsx(GarmentPreview, {
						design,
						label
					})
				}), /* @__PURE__ */ jsx("figcaption", {
					className: "mt-3 text-sm leading-snug text-ink-soft",
					children: label
				})] }) }, index))
			})]
		}),
		/* @__PURE__ */ jsxs("section", {
			className: "container-page pb-12",
			"aria-labelledby": "card-size",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "card-size",
				className: "text-3xl",
				children: t("garment.gallery.cardSize")
			}), /* @__PURE__ */ jsx("ul", {
				className: "mt-6 flex flex-wrap gap-3",
				children: designs.map(({ design, label }, index) => /* @__PURE__ */ jsx("li", {
					className: "w-24 bg-paper",
					style: { aspectRatio: garmentAspect },
					children: /* @__PURE__ */ jsx(GarmentPreview, {
						design,
						label
					})
				}, index))
			})]
		}),
		/* @__PURE__ */ jsxs("section", {
			className: "container-page pb-16",
			"aria-labelledby": "swatches",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "swatches",
				className: "text-3xl",
				children: t("garment.gallery.swatches")
			}), /* @__PURE__ */ jsx("ul", {
				className: "mt-6 grid grid-cols-3 gap-6 sm:grid-cols-4 lg:grid-cols-6",
				children: Object.values(fabrics).map((fabric) => /* @__PURE__ */ jsxs("li", {
					className: "flex flex-col items-center gap-2 text-center text-sm text-ink-soft",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "flex items-center gap-2",
						children: [/* @__PURE__ */ jsx(FabricSwatch, {
							pattern: fabric.pattern,
							className: "size-12"
						}), /* @__PURE__ */ jsx(FabricSwatch, {
							pattern: fabric.pattern,
							shape: "square",
							className: "size-16"
						})]
					}), /* @__PURE__ */ jsx("span", { children: fabric.name[locale] })]
				}, fabric.name.es))
			})]
		})
	] });
});
function meta$1({ matches, location }) {
	return pageMeta(matches, {
		titleKey: "garment.gallery.meta.title",
		descriptionKey: "garment.gallery.meta.description",
		path: location.pathname,
		noindex: true
	});
}
// app/routes/not-found.tsx
var not_found_exports = /* @__PURE__ */ __exportAll({
	default: () => not_found_default,
	loader: () => loader$2,
	meta: () => meta
});
/** Any unknown path: the designed page, with a real HTTP 404. */
function loader$2() {
	return data(null, { status: 404 });
}
var not_found_default = UNSAFE_withComponentProps(function NotFound() {
	return /* @__PURE__ */ jsx(PageMessage, { status: 404 });
});
function meta({ matches, location }) {
	return pageMeta(matches, {
		titleKey: "common.notFound.metaTitle",
		path: location.pathname,
		noindex: true
	});
}
// app/routes/resources/newsletter.ts
var newsletter_exports = /* @__PURE__ */ __exportAll({
	action: () => action$1,
	loader: () => loader$1
});
/** Nothing to show here: the form lives on the pages that carry the newsletter section. */
function loader$1() {
	return redirect("/");
}
/**
* The newsletter form posts here. With JavaScript (a fetcher) it answers data; a browser without
* JavaScript sends `redirectTo` and is sent back there with `?newsletter=<outcome>`. The answer is
* the same whether or not the address was already subscribed.
*/
async function action$1({ request }) {
	requireSameOrigin(request);
	const form = await request.formData().catch(() => null) ?? new FormData();
	const parsed = newsletterSubscribeSchema.safeParse({ email: form.get("email") });
	let outcome = "sent";
	if (!parsed.success) outcome = parsed.error.issues[0]?.message === "required" ? "required" : "invalid";
	else try {
		const { locale } = detectLocale(request);
		await subscribeToNewsletter({
			email: parsed.data.email,
			locale,
			origin: mailLinkOrigin(request)
		});
	} catch (error) {
		console.error("[newsletter] subscription failed", error);
		outcome = "unavailable";
	}
	const back = computeNewsletterReturnPath(form.get("redirectTo"), outcome);
	if (back) return redirect(back, 303);
	return data({ outcome }, { status: outcome === "sent" ? 200 : outcome === "unavailable" ? 503 : 400 });
}
// app/routes/resources/basket.ts
var basket_exports = /* @__PURE__ */ __exportAll({
	action: () => action,
	loader: () => loader
});
/** The basket as data, for the sidebar; never cached (it is personal). */
async function loader({ request }) {
	return data(await getBasketSummary(request, getLocale(request)), { headers: { "Cache-Control": "private, no-store" } });
}
var intents = z.discriminatedUnion("intent", [z.object({
	intent: z.literal("delete"),
	itemId: z.string().min(1).max(64)
})]);
async function action({ request }) {
	requireSameOrigin(request);
	const parsed = intents.safeParse(Object.fromEntries(await request.formData()));
	if (!parsed.success) return data({
		ok: false,
		error: "invalid"
	}, { status: 400 });
	if (!await deleteBasketItem(request, parsed.data.itemId)) return data({
		ok: false,
		error: "itemNotFound"
	}, { status: 404 });
	return { ok: true };
}
// \0virtual:react-router/server-manifest
var server_manifest_default = {
	"entry": {
		"module": "/assets/entry.client-CRlQMwx5.js",
		"imports": ["/assets/jsx-runtime-D7HEpFij.js", "/assets/react-dom-V-MGIPxc.js"],
		"css": []
	},
	"routes": {
		"root": {
			"id": "root",
			"parentId": void 0,
			"path": "",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/root-Cba07Imi.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/react-dom-V-MGIPxc.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/config-CCW0t9XP.js"
			],
			"css": ["/assets/root-L6iB-C5p.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/shell": {
			"id": "routes/shell",
			"parentId": "root",
			"path": void 0,
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/shell-6dX43kGK.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/icons-uC6CtEMv.js",
				"/assets/cn-BFkPXsMX.js",
				"/assets/config-CCW0t9XP.js",
				"/assets/page-message-BRJdVYR8.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/home": {
			"id": "routes/home",
			"parentId": "routes/shell",
			"path": void 0,
			"index": true,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/home-B1qLnEWb.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/icons-uC6CtEMv.js",
				"/assets/cn-BFkPXsMX.js",
				"/assets/meta-BKMPbqB7.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/info/values": {
			"id": "routes/info/values",
			"parentId": "routes/shell",
			"path": "values",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/values-e-9Dek_k.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/art-kit-CGHXyQnt.js",
				"/assets/cn-BFkPXsMX.js",
				"/assets/meta-BKMPbqB7.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/info/process": {
			"id": "routes/info/process",
			"parentId": "routes/shell",
			"path": "process",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/process-CxsrTqLf.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/figure-vars-eLKnRBQ8.js",
				"/assets/art-kit-CGHXyQnt.js",
				"/assets/process-art-BhaZQP8_.js",
				"/assets/cn-BFkPXsMX.js",
				"/assets/meta-BKMPbqB7.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/info/how-it-works": {
			"id": "routes/info/how-it-works",
			"parentId": "routes/shell",
			"path": "how-it-works",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/how-it-works-DlOgzVYO.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/art-kit-CGHXyQnt.js",
				"/assets/process-art-BhaZQP8_.js",
				"/assets/cn-BFkPXsMX.js",
				"/assets/meta-BKMPbqB7.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/info/faq": {
			"id": "routes/info/faq",
			"parentId": "routes/shell",
			"path": "faq",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/faq-Bxx_01xF.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/react-dom-V-MGIPxc.js",
				"/assets/icons-uC6CtEMv.js",
				"/assets/figure-vars-eLKnRBQ8.js",
				"/assets/art-kit-CGHXyQnt.js",
				"/assets/process-art-BhaZQP8_.js",
				"/assets/meta-BKMPbqB7.js",
				"/assets/cn-BFkPXsMX.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/info/shipping-policy": {
			"id": "routes/info/shipping-policy",
			"parentId": "routes/shell",
			"path": "shipping-policy",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/shipping-policy-CJY2FwES.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/policy-layout-BfsSFsEI.js",
				"/assets/meta-BKMPbqB7.js",
				"/assets/cn-BFkPXsMX.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/info/return-policy": {
			"id": "routes/info/return-policy",
			"parentId": "routes/shell",
			"path": "return-policy",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/return-policy-BYAynFDv.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/figure-vars-eLKnRBQ8.js",
				"/assets/policy-layout-BfsSFsEI.js",
				"/assets/meta-BKMPbqB7.js",
				"/assets/cn-BFkPXsMX.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/info/contact": {
			"id": "routes/info/contact",
			"parentId": "routes/shell",
			"path": "contact",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/contact-Dz-Gi7nY.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/policy-layout-BfsSFsEI.js",
				"/assets/meta-BKMPbqB7.js",
				"/assets/cn-BFkPXsMX.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/info/terms": {
			"id": "routes/info/terms",
			"parentId": "routes/shell",
			"path": "terms",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/terms-Dkl4r1Ns.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/policy-layout-BfsSFsEI.js",
				"/assets/meta-BKMPbqB7.js",
				"/assets/cn-BFkPXsMX.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/info/returns-exchanges": {
			"id": "routes/info/returns-exchanges",
			"parentId": "routes/shell",
			"path": "returns-exchanges",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/returns-exchanges-o4FeqAX6.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/icons-uC6CtEMv.js",
				"/assets/cn-BFkPXsMX.js",
				"/assets/meta-BKMPbqB7.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/newsletter/confirm": {
			"id": "routes/newsletter/confirm",
			"parentId": "routes/shell",
			"path": "newsletter/confirm/:token",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/confirm-BmkpWGQq.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/newsletter-message-BnQcKVBN.js",
				"/assets/meta-BKMPbqB7.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/newsletter/unsubscribe": {
			"id": "routes/newsletter/unsubscribe",
			"parentId": "routes/shell",
			"path": "newsletter/unsubscribe/:token",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/unsubscribe-Bm4zTLc7.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/newsletter-message-BnQcKVBN.js",
				"/assets/meta-BKMPbqB7.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/collection": {
			"id": "routes/collection",
			"parentId": "routes/shell",
			"path": "collection",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/collection-Dy-LiRzF.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/format-CGwlelUG.js",
				"/assets/garment-preview-DRlO8qG4.js",
				"/assets/meta-BKMPbqB7.js",
				"/assets/config-CCW0t9XP.js",
				"/assets/fabric-patterns-B38BncNr.js",
				"/assets/cn-BFkPXsMX.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/collection-detail": {
			"id": "routes/collection-detail",
			"parentId": "routes/shell",
			"path": "collection/:id",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/collection-detail-B_ujfB3z.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/format-CGwlelUG.js",
				"/assets/garment-preview-DRlO8qG4.js",
				"/assets/not-found-panel-CGvqhknd.js",
				"/assets/meta-BKMPbqB7.js",
				"/assets/config-CCW0t9XP.js",
				"/assets/fabric-patterns-B38BncNr.js",
				"/assets/cn-BFkPXsMX.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/fabric": {
			"id": "routes/fabric",
			"parentId": "routes/shell",
			"path": "fabric/:fabricId",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/fabric-BYOq5mcO.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/fabric-swatch-C8kbydbE.js",
				"/assets/format-CGwlelUG.js",
				"/assets/icons-uC6CtEMv.js",
				"/assets/not-found-panel-CGvqhknd.js",
				"/assets/meta-BKMPbqB7.js",
				"/assets/fabric-patterns-B38BncNr.js",
				"/assets/cn-BFkPXsMX.js",
				"/assets/config-CCW0t9XP.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/product-customize": {
			"id": "routes/product-customize",
			"parentId": "routes/shell",
			"path": "product/customize",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/product-customize-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/product-customizer": {
			"id": "routes/product-customizer",
			"parentId": "routes/shell",
			"path": "product/:id",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/product-customizer-B0FSjU7u.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/format-CGwlelUG.js",
				"/assets/fabric-swatch-C8kbydbE.js",
				"/assets/cn-BFkPXsMX.js",
				"/assets/garment-description-B_ehAObL.js",
				"/assets/garment-preview-DRlO8qG4.js",
				"/assets/not-found-panel-CGvqhknd.js",
				"/assets/meta-BKMPbqB7.js",
				"/assets/config-CCW0t9XP.js",
				"/assets/fabric-patterns-B38BncNr.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/cart": {
			"id": "routes/cart",
			"parentId": "routes/shell",
			"path": "cart",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/cart-cL3jTq40.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/confirm-delete-dialog-DsNTjMNP.js",
				"/assets/format-CGwlelUG.js",
				"/assets/meta-BKMPbqB7.js",
				"/assets/config-CCW0t9XP.js",
				"/assets/cn-BFkPXsMX.js",
				"/assets/garment-preview-DRlO8qG4.js",
				"/assets/fabric-swatch-C8kbydbE.js",
				"/assets/fabric-patterns-B38BncNr.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/dev/preview-gallery": {
			"id": "routes/dev/preview-gallery",
			"parentId": "routes/shell",
			"path": "dev/preview-gallery",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/preview-gallery-CLdNvtZD.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/useTranslation-Dgp9f_Go.js",
				"/assets/fabric-swatch-C8kbydbE.js",
				"/assets/garment-preview-DRlO8qG4.js",
				"/assets/garment-description-B_ehAObL.js",
				"/assets/meta-BKMPbqB7.js",
				"/assets/fabric-patterns-B38BncNr.js",
				"/assets/cn-BFkPXsMX.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/not-found": {
			"id": "routes/not-found",
			"parentId": "routes/shell",
			"path": "*",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/not-found-DEhG3jbn.js",
			"imports": [
				"/assets/jsx-runtime-D7HEpFij.js",
				"/assets/page-message-BRJdVYR8.js",
				"/assets/meta-BKMPbqB7.js",
				"/assets/useTranslation-Dgp9f_Go.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/resources/newsletter": {
			"id": "routes/resources/newsletter",
			"parentId": "root",
			"path": "resources/newsletter",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/newsletter-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/resources/basket": {
			"id": "routes/resources/basket",
			"parentId": "root",
			"path": "resources/basket",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/basket-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		}
	},
	"url": "/assets/manifest-f92c76c5.js",
	"version": "f92c76c5",
	"sri": void 0
};
// \0virtual:react-router/server-build
var assetsBuildDirectory = "build-preview/client";
var basename = "/";
var future = {
	"unstable_optimizeDeps": false,
	"v8_passThroughRequests": false,
	"v8_trailingSlashAwareDataRequests": false,
	"unstable_previewServerPrerendering": false,
	"v8_middleware": false,
	"v8_splitRouteModules": false,
	"v8_viteEnvironmentApi": false
};
var ssr = true;
var isSpaMode = false;
var prerender = [];
var routeDiscovery = {
	"mode": "lazy",
	"manifestPath": "/__manifest"
};
var publicPath = "/";
var entry = { module: entry_server_exports };
var routes = {
	"root": {
		id: "root",
		parentId: void 0,
		path: "",
		index: void 0,
		caseSensitive: void 0,
		module: root_exports
	},
	"routes/shell": {
		id: "routes/shell",
		parentId: "root",
		path: void 0,
		index: void 0,
		caseSensitive: void 0,
		module: shell_exports
	},
	"routes/home": {
		id: "routes/home",
		parentId: "routes/shell",
		path: void 0,
		index: true,
		caseSensitive: void 0,
		module: home_exports
	},
	"routes/info/values": {
		id: "routes/info/values",
		parentId: "routes/shell",
		path: "values",
		index: void 0,
		caseSensitive: void 0,
		module: values_exports
	},
	"routes/info/process": {
		id: "routes/info/process",
		parentId: "routes/shell",
		path: "process",
		index: void 0,
		caseSensitive: void 0,
		module: process_exports
	},
	"routes/info/how-it-works": {
		id: "routes/info/how-it-works",
		parentId: "routes/shell",
		path: "how-it-works",
		index: void 0,
		caseSensitive: void 0,
		module: how_it_works_exports
	},
	"routes/info/faq": {
		id: "routes/info/faq",
		parentId: "routes/shell",
		path: "faq",
		index: void 0,
		caseSensitive: void 0,
		module: faq_exports
	},
	"routes/info/shipping-policy": {
		id: "routes/info/shipping-policy",
		parentId: "routes/shell",
		path: "shipping-policy",
		index: void 0,
		caseSensitive: void 0,
		module: shipping_policy_exports
	},
	"routes/info/return-policy": {
		id: "routes/info/return-policy",
		parentId: "routes/shell",
		path: "return-policy",
		index: void 0,
		caseSensitive: void 0,
		module: return_policy_exports
	},
	"routes/info/contact": {
		id: "routes/info/contact",
		parentId: "routes/shell",
		path: "contact",
		index: void 0,
		caseSensitive: void 0,
		module: contact_exports
	},
	"routes/info/terms": {
		id: "routes/info/terms",
		parentId: "routes/shell",
		path: "terms",
		index: void 0,
		caseSensitive: void 0,
		module: terms_exports
	},
	"routes/info/returns-exchanges": {
		id: "routes/info/returns-exchanges",
		parentId: "routes/shell",
		path: "returns-exchanges",
		index: void 0,
		caseSensitive: void 0,
		module: returns_exchanges_exports
	},
	"routes/newsletter/confirm": {
		id: "routes/newsletter/confirm",
		parentId: "routes/shell",
		path: "newsletter/confirm/:token",
		index: void 0,
		caseSensitive: void 0,
		module: confirm_exports
	},
	"routes/newsletter/unsubscribe": {
		id: "routes/newsletter/unsubscribe",
		parentId: "routes/shell",
		path: "newsletter/unsubscribe/:token",
		index: void 0,
		caseSensitive: void 0,
		module: unsubscribe_exports
	},
	"routes/collection": {
		id: "routes/collection",
		parentId: "routes/shell",
		path: "collection",
		index: void 0,
		caseSensitive: void 0,
		module: collection_exports
	},
	"routes/collection-detail": {
		id: "routes/collection-detail",
		parentId: "routes/shell",
		path: "collection/:id",
		index: void 0,
		caseSensitive: void 0,
		module: collection_detail_exports
	},
	"routes/fabric": {
		id: "routes/fabric",
		parentId: "routes/shell",
		path: "fabric/:fabricId",
		index: void 0,
		caseSensitive: void 0,
		module: fabric_exports
	},
	"routes/product-customize": {
		id: "routes/product-customize",
		parentId: "routes/shell",
		path: "product/customize",
		index: void 0,
		caseSensitive: void 0,
		module: product_customize_exports
	},
	"routes/product-customizer": {
		id: "routes/product-customizer",
		parentId: "routes/shell",
		path: "product/:id",
		index: void 0,
		caseSensitive: void 0,
		module: product_customizer_exports
	},
	"routes/cart": {
		id: "routes/cart",
		parentId: "routes/shell",
		path: "cart",
		index: void 0,
		caseSensitive: void 0,
		module: cart_exports
	},
	"routes/dev/preview-gallery": {
		id: "routes/dev/preview-gallery",
		parentId: "routes/shell",
		path: "dev/preview-gallery",
		index: void 0,
		caseSensitive: void 0,
		module: preview_gallery_exports
	},
	"routes/not-found": {
		id: "routes/not-found",
		parentId: "routes/shell",
		path: "*",
		index: void 0,
		caseSensitive: void 0,
		module: not_found_exports
	},
	"routes/resources/newsletter": {
		id: "routes/resources/newsletter",
		parentId: "root",
		path: "resources/newsletter",
		index: void 0,
		caseSensitive: void 0,
		module: newsletter_exports
	},
	"routes/resources/basket": {
		id: "routes/resources/basket",
		parentId: "root",
		path: "resources/basket",
		index: void 0,
		caseSensitive: void 0,
		module: basket_exports
	}
};
var allowedActionOrigins = false;
export { allowedActionOrigins, server_manifest_default as assets, assetsBuildDirectory, basename, entry, future, isSpaMode, prerender, publicPath, routeDiscovery, routes, ssr };
