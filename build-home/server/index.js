import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { Form, Link, Links, Meta, NavLink, Outlet, Scripts, ScrollRestoration, ServerRouter, UNSAFE_withComponentProps, UNSAFE_withErrorBoundaryProps, data, isRouteErrorResponse, useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { I18nextProvider, useTranslation } from "react-i18next";
import i18next from "i18next";
import { eq, sql } from "drizzle-orm";
import { check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import path from "node:path";
import "@electric-sql/pglite";
import "pg";
import { z } from "zod";
import { clsx } from "clsx";
import { twMerge } from "tailwind-merge";
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
// app/i18n/config.ts
var supportedLocales = ["es", "en"];
var localeCookieName = "i18next";
var localeStorageKey = "i18nextLng";
function isLocale(value) {
	return typeof value === "string" && supportedLocales.includes(value);
}
function readCookie(header, name) {
	if (!header) return void 0;
	for (const part of header.split(";")) {
		const [key, ...rest] = part.trim().split("=");
		if (key === name) return decodeURIComponent(rest.join("="));
	}
}
/** Best supported match for an Accept-Language header, honouring q-values. */
function localeFromAcceptLanguage(header) {
	if (!header) return void 0;
	const ranked = header.split(",").map((entry, index) => {
		const [tag = "", ...params] = entry.trim().split(";");
		const q = params.find((p) => p.trim().startsWith("q="));
		return {
			tag: tag.toLowerCase(),
			q: q ? Number(q.trim().slice(2)) : 1,
			index
		};
	}).filter((e) => e.tag && Number.isFinite(e.q) && e.q > 0).sort((a, b) => b.q - a.q || a.index - b.index);
	for (const { tag } of ranked) {
		const base = tag.split("-")[0];
		if (isLocale(base)) return base;
	}
}
/**
* The server's half of the spec's detection order: query `lng`, cookie `i18next`, then the
* browser's languages. (Local storage is read by the client, see LocaleSync.)
*/
function detectLocale(request) {
	const query = new URL(request.url).searchParams.get("lng");
	if (isLocale(query)) return {
		locale: query,
		fromQuery: true
	};
	const cookie = readCookie(request.headers.get("Cookie"), localeCookieName);
	if (isLocale(cookie)) return {
		locale: cookie,
		fromQuery: false
	};
	return {
		locale: localeFromAcceptLanguage(request.headers.get("Accept-Language")) ?? "es",
		fromQuery: false
	};
}
function localeCookie(locale) {
	return `${localeCookieName}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
/** BCP 47 tags used with Intl for dates and money. */
var intlLocale = {
	es: "es-ES",
	en: "en-GB"
};
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
	es: { common: {
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
	} },
	en: { common: {
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
	} }
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
	ErrorBoundary: () => ErrorBoundary$1,
	Layout: () => Layout,
	default: () => root_default,
	loader: () => loader$2,
	shouldRevalidate: () => shouldRevalidate
});
function loader$2({ request }) {
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
function shouldRevalidate({ nextUrl, currentUrl, defaultShouldRevalidate }) {
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
var ErrorBoundary$1 = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
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
// app/modules/content/format.ts
/** 1 = Monday … 7 = Sunday, named in the reader's language. */
function weekdayName(day, locale) {
	const date = new Date(Date.UTC(2024, 0, day));
	return new Intl.DateTimeFormat(intlLocale[locale], {
		weekday: "long",
		timeZone: "UTC"
	}).format(date);
}
/** e.g. "lunes a viernes, 10:00–14:00" / "Monday to Friday, 10:00–14:00". */
function formatSupportHours(settings, locale) {
	const { hoursDays, hoursTime } = settings.contact;
	const from = weekdayName(hoursDays.from, locale);
	const to = weekdayName(hoursDays.to, locale);
	return `${from}${locale === "es" ? " a " : " to "}${to}, ${hoursTime.open}–${hoursTime.close}`;
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
pgTable("products", {
	id: serial("id").primaryKey(),
	categoryId: integer("category_id").notNull().references(() => categories.id, { onDelete: "restrict" }),
	name: jsonb("name").$type().notNull(),
	intro: jsonb("intro").$type().notNull(),
	basePriceCents: integer("base_price_cents").notNull(),
	position: integer("position").notNull().default(0),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("products_category_id_idx").on(t.categoryId), check("products_base_price_nonnegative", sql`${t.basePriceCents} >= 0`)]);
pgTable("fabrics", {
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
pgTable("parts", {
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
pgTable("newsletter_subscriptions", {
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
pgTable("return_requests", {
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
// app/utils/cn.ts
function cn(...inputs) {
	return twMerge(clsx(inputs));
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
function Header({ user, basketCount }) {
	const { t } = useTranslation();
	const { pathname } = useLocation();
	const variant = headerVariantFor(pathname);
	const badge = formatBadge(basketCount);
	return /* @__PURE__ */ jsx("header", {
		"data-variant": variant,
		className: cn("inset-x-0 top-0 z-40", variant === "solid" ? "fixed border-b border-line/70 bg-white/95 text-ink backdrop-blur" : "absolute bg-transparent text-white"),
		children: /* @__PURE__ */ jsxs("div", {
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
		})
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
	ErrorBoundary: () => ErrorBoundary,
	default: () => shell_default,
	loader: () => loader$1
});
async function loader$1({ request }) {
	const { locale } = detectLocale(request);
	const settings = await getStoreSettings();
	return {
		footer: {
			storeName: settings.storeName,
			socialUrl: settings.socialUrl,
			supportHours: formatSupportHours(settings, locale)
		},
		user: null,
		basketCount: 0
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
var ErrorBoundary = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
	const data = useRouteLoaderData("routes/shell");
	const status = isRouteErrorResponse(error) ? error.status : 500;
	if (status >= 500) console.error(error);
	return /* @__PURE__ */ jsx(Frame, {
		data,
		children: /* @__PURE__ */ jsx(PageMessage, { status })
	});
});
// app/routes/home.tsx
var home_exports = /* @__PURE__ */ __exportAll({ default: () => home_default });
var home_default = UNSAFE_withComponentProps(function Home() {
	return /* @__PURE__ */ jsx("div", {
		className: "bg-night pt-32 text-white container-page",
		children: "home"
	});
});
// app/routes/info/values.tsx
var values_exports = /* @__PURE__ */ __exportAll({ default: () => values_default });
var values_default = UNSAFE_withComponentProps(function Page() {
	return /* @__PURE__ */ jsx("div", {
		className: "pt-32 container-page",
		children: "values"
	});
});
// app/routes/info/process.tsx
var process_exports = /* @__PURE__ */ __exportAll({ default: () => process_default });
var process_default = UNSAFE_withComponentProps(function Page() {
	return /* @__PURE__ */ jsx("div", {
		className: "pt-32 container-page",
		children: "process"
	});
});
// app/routes/info/how-it-works.tsx
var how_it_works_exports = /* @__PURE__ */ __exportAll({ default: () => how_it_works_default });
var how_it_works_default = UNSAFE_withComponentProps(function Page() {
	return /* @__PURE__ */ jsx("div", {
		className: "pt-32 container-page",
		children: "how-it-works"
	});
});
// app/routes/info/faq.tsx
var faq_exports = /* @__PURE__ */ __exportAll({ default: () => faq_default });
var faq_default = UNSAFE_withComponentProps(function Page() {
	return /* @__PURE__ */ jsx("div", {
		className: "pt-32 container-page",
		children: "faq"
	});
});
// app/routes/info/shipping-policy.tsx
var shipping_policy_exports = /* @__PURE__ */ __exportAll({ default: () => shipping_policy_default });
var shipping_policy_default = UNSAFE_withComponentProps(function Page() {
	return /* @__PURE__ */ jsx("div", {
		className: "pt-32 container-page",
		children: "shipping-policy"
	});
});
// app/routes/info/return-policy.tsx
var return_policy_exports = /* @__PURE__ */ __exportAll({ default: () => return_policy_default });
var return_policy_default = UNSAFE_withComponentProps(function Page() {
	return /* @__PURE__ */ jsx("div", {
		className: "pt-32 container-page",
		children: "return-policy"
	});
});
// app/routes/info/contact.tsx
var contact_exports = /* @__PURE__ */ __exportAll({ default: () => contact_default });
var contact_default = UNSAFE_withComponentProps(function Page() {
	return /* @__PURE__ */ jsx("div", {
		className: "pt-32 container-page",
		children: "contact"
	});
});
// app/routes/info/terms.tsx
var terms_exports = /* @__PURE__ */ __exportAll({ default: () => terms_default });
var terms_default = UNSAFE_withComponentProps(function Page() {
	return /* @__PURE__ */ jsx("div", {
		className: "pt-32 container-page",
		children: "terms"
	});
});
// app/routes/info/returns-exchanges.tsx
var returns_exchanges_exports = /* @__PURE__ */ __exportAll({ default: () => returns_exchanges_default });
var returns_exchanges_default = UNSAFE_withComponentProps(function Page() {
	return /* @__PURE__ */ jsx("div", {
		className: "pt-32 container-page",
		children: "returns-exchanges"
	});
});
// app/routes/newsletter/confirm.tsx
var confirm_exports = /* @__PURE__ */ __exportAll({ default: () => confirm_default });
var confirm_default = UNSAFE_withComponentProps(function Page() {
	return /* @__PURE__ */ jsx("div", {
		className: "pt-32 container-page",
		children: "confirm"
	});
});
// app/routes/newsletter/unsubscribe.tsx
var unsubscribe_exports = /* @__PURE__ */ __exportAll({ default: () => unsubscribe_default });
var unsubscribe_default = UNSAFE_withComponentProps(function Page() {
	return /* @__PURE__ */ jsx("div", {
		className: "pt-32 container-page",
		children: "unsubscribe"
	});
});
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
// app/routes/not-found.tsx
var not_found_exports = /* @__PURE__ */ __exportAll({
	default: () => not_found_default,
	loader: () => loader,
	meta: () => meta
});
/** Any unknown path: the designed page, with a real HTTP 404. */
function loader() {
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
// \0virtual:react-router/server-manifest
var server_manifest_default = {
	"entry": {
		"module": "/assets/entry.client-CecllVlH.js",
		"imports": ["/assets/jsx-runtime-VumDEvGr.js"],
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
			"module": "/assets/root-Dld9agcJ.js",
			"imports": [
				"/assets/jsx-runtime-VumDEvGr.js",
				"/assets/useTranslation-BBExgbyv.js",
				"/assets/config-CEMFM2I9.js"
			],
			"css": ["/assets/root-CIwKx0jM.css"],
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
			"module": "/assets/shell-CqFw43oY.js",
			"imports": [
				"/assets/jsx-runtime-VumDEvGr.js",
				"/assets/useTranslation-BBExgbyv.js",
				"/assets/config-CEMFM2I9.js",
				"/assets/page-message-vUWku5GG.js"
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
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/home-DggmIJvU.js",
			"imports": ["/assets/jsx-runtime-VumDEvGr.js"],
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
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/values-DhyW0lsK.js",
			"imports": ["/assets/jsx-runtime-VumDEvGr.js"],
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
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/process-DWH4yjvE.js",
			"imports": ["/assets/jsx-runtime-VumDEvGr.js"],
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
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/how-it-works-O-Giq_61.js",
			"imports": ["/assets/jsx-runtime-VumDEvGr.js"],
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
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/faq-8vrjxbdx.js",
			"imports": ["/assets/jsx-runtime-VumDEvGr.js"],
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
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/shipping-policy-CsqMLi8v.js",
			"imports": ["/assets/jsx-runtime-VumDEvGr.js"],
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
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/return-policy-DVfCvXGh.js",
			"imports": ["/assets/jsx-runtime-VumDEvGr.js"],
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
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/contact-T6hoVcPs.js",
			"imports": ["/assets/jsx-runtime-VumDEvGr.js"],
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
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/terms-DO7I0VYB.js",
			"imports": ["/assets/jsx-runtime-VumDEvGr.js"],
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
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/returns-exchanges-BEZJtFH3.js",
			"imports": ["/assets/jsx-runtime-VumDEvGr.js"],
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
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/confirm-WdDqreRO.js",
			"imports": ["/assets/jsx-runtime-VumDEvGr.js"],
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
			"hasAction": false,
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/unsubscribe-BJkmwcmR.js",
			"imports": ["/assets/jsx-runtime-VumDEvGr.js"],
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
			"module": "/assets/not-found-DkfhuG_U.js",
			"imports": [
				"/assets/jsx-runtime-VumDEvGr.js",
				"/assets/page-message-vUWku5GG.js",
				"/assets/useTranslation-BBExgbyv.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		}
	},
	"url": "/assets/manifest-95be9659.js",
	"version": "95be9659",
	"sri": void 0
};
// \0virtual:react-router/server-build
var assetsBuildDirectory = "build-home/client";
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
	"routes/not-found": {
		id: "routes/not-found",
		parentId: "routes/shell",
		path: "*",
		index: void 0,
		caseSensitive: void 0,
		module: not_found_exports
	}
};
var allowedActionOrigins = false;
export { allowedActionOrigins, server_manifest_default as assets, assetsBuildDirectory, basename, entry, future, isSpaMode, prerender, publicPath, routeDiscovery, routes, ssr };
