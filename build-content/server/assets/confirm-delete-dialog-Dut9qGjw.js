import { Link, useFetcher } from "react-router";
import { useEffect, useId, useRef } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useTranslation } from "react-i18next";
import { clsx } from "clsx";
import { twMerge } from "tailwind-merge";
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
function formatMoney(cents, locale, currency = "EUR") {
	return new Intl.NumberFormat(intlLocale[locale], {
		style: "currency",
		currency
	}).format(cents / 100);
}
function formatRange(range) {
	return range.min === range.max ? String(range.min) : `${range.min}-${range.max}`;
}
// app/modules/basket/basket-status.ts
/** The fields an item can miss, in the order the customer meets them. */
function computeIncompleteFields(choices, partTypes) {
	const missing = [];
	if (choices.fabricId == null) missing.push("fabric");
	for (const type of partTypes) if (choices.parts[type] == null) missing.push(type);
	if (!choices.hasMeasurements) missing.push("measurements");
	return missing;
}
function computeItemStatus(choices, partTypes) {
	const incompleteFields = computeIncompleteFields(choices, partTypes);
	return {
		status: incompleteFields.length === 0 ? "complete" : "incomplete",
		incompleteFields
	};
}
/**
* Where the basket's edit button opens the customizer: complete → summary; only measurements missing
* → measurements; otherwise the first missing design step (fabric is step 1, then the part types);
* with no design step missing but measurements → measurements; default → fabric.
*/
function computeEditTarget(incompleteFields, partTypes) {
	if (incompleteFields.length === 0) return { kind: "summary" };
	if (incompleteFields.length === 1 && incompleteFields[0] === "measurements") return { kind: "measurements" };
	const first = ["fabric", ...partTypes].findIndex((field) => incompleteFields.includes(field));
	if (first !== -1) return {
		kind: "design",
		step: first + 1
	};
	if (incompleteFields.includes("measurements")) return { kind: "measurements" };
	return {
		kind: "design",
		step: 1
	};
}
/** The query string value of `step` for a target. */
function stepParam(target) {
	return target.kind === "design" ? String(target.step) : target.kind;
}
/** /cart's edit button label key: 'Ver resumen', 'Seleccionar talla' or 'Continuar'. */
function cartEditLabelKey(target) {
	if (target.kind === "summary") return "viewSummary";
	if (target.kind === "measurements") return "selectSize";
	return "continue";
}
// app/utils/cn.ts
function cn(...inputs) {
	return twMerge(clsx(inputs));
}
// app/modules/catalogue/fabric-patterns.tsx
var patternKinds = [
	"solid",
	"stripes",
	"gingham",
	"dots",
	"floral",
	"leopard",
	"herringbone",
	"oxford",
	"sheen",
	"linen"
];
function patternKind(kind) {
	return patternKinds.includes(kind) ? kind : "solid";
}
var hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Colours come from the admin's data: anything that is not a plain hex colour falls back. */
function safeColor(value, fallback) {
	return value && hex.test(value) ? value : fallback;
}
function rgb(color) {
	const h = color.slice(1);
	const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h;
	return [
		0,
		2,
		4
	].map((i) => parseInt(full.slice(i, i + 2), 16));
}
/** `a` mixed with `weight` of `b` (0 → a, 1 → b), as hex. */
function mixColor(a, b, weight) {
	const [x, y] = [rgb(a), rgb(b)];
	return `#${x.map((v, i) => Math.round(v + (y[i] - v) * weight).toString(16).padStart(2, "0")).join("")}`;
}
/** Relative luminance (WCAG), 0 for black to 1 for white. */
function luminance(color) {
	const [r, g, b] = rgb(color).map((v) => {
		const c = v / 255;
		return c <= .03928 ? c / 12.92 : ((c + .055) / 1.055) ** 2.4;
	});
	return .2126 * r + .7152 * g + .0722 * b;
}
function normalizePattern(pattern) {
	const base = safeColor(pattern.base, "#efe6d8");
	return {
		kind: patternKind(pattern.kind),
		base,
		accent: safeColor(pattern.accent, mixColor(base, "#1f1a17", .35))
	};
}
var r1 = (n) => Math.round(n * 10) / 10;
var circle = (x, y, r) => `M${r1(x - r)} ${r1(y)}a${r} ${r} 0 1 0 ${r * 2} 0a${r} ${r} 0 1 0 ${-r * 2} 0`;
var arc = (x, y, r, from, to) => {
	const p = (deg) => [r1(x + r * Math.cos(deg * Math.PI / 180)), r1(y + r * Math.sin(deg * Math.PI / 180))];
	const [ax, ay] = p(from);
	const [bx, by] = p(to);
	return `M${ax} ${ay}A${r} ${r} 0 0 1 ${bx} ${by}`;
};
/** Almond blossoms: [x, y, size, rotation]. The tile is 72 units; motifs that cross an edge repeat. */
var blossoms = [
	[
		14,
		16,
		1,
		0
	],
	[
		46,
		10,
		.8,
		30
	],
	[
		38,
		42,
		1.1,
		12
	],
	[
		66,
		56,
		.85,
		50
	],
	[
		10,
		58,
		.75,
		20
	],
	[
		-6,
		58,
		.85,
		50
	],
	[
		82,
		58,
		.75,
		20
	]
];
var petals = blossoms.map(([x, y, s, rot]) => [
	0,
	72,
	144,
	216,
	288
].map((a) => {
	const rad = (a + rot) * Math.PI / 180;
	return circle(x + Math.cos(rad) * 3.3 * s, y + Math.sin(rad) * 3.3 * s, r1(2.7 * s));
}).join("")).join("");
var hearts = blossoms.map(([x, y, s]) => circle(x, y, r1(1.3 * s))).join("");
var branches = "M-2 30C10 26 18 22 26 12M26 12C30 6 40 4 46 10M26 12C28 20 34 30 38 42M38 42C46 50 56 54 66 56M38 42C30 48 20 52 10 58M70 30C82 26 90 22 98 12";
var buds = [
	circle(30, 6, 1.4),
	circle(56, 24, 1.2),
	circle(22, 36, 1.3),
	circle(54, 64, 1.2),
	circle(4, 44, 1.1)
].join("");
/** Leopard rosettes: [x, y, radius, rotation]. Tile 64. */
var rosettes = [
	[
		12,
		12,
		6,
		0
	],
	[
		42,
		8,
		5,
		70
	],
	[
		30,
		34,
		6.5,
		140
	],
	[
		56,
		36,
		5,
		200
	],
	[
		10,
		50,
		5.5,
		260
	],
	[
		42,
		58,
		5.5,
		320
	],
	[
		74,
		12,
		6,
		0
	],
	[
		-8,
		36,
		5,
		200
	],
	[
		76,
		8,
		5,
		70
	]
];
var rosetteRings = rosettes.map(([x, y, r, rot]) => [
	arc(x, y, r, rot, rot + 95),
	arc(x, y, r, rot + 130, rot + 215),
	arc(x, y, r, rot + 250, rot + 320)
].join("")).join("");
var rosetteHearts = rosettes.map(([x, y, r]) => circle(x, y, r1(r * .62))).join("");
var leopardSpecks = [
	circle(24, 20, 1.3),
	circle(52, 20, 1.1),
	circle(20, 62, 1.2),
	circle(60, 50, 1),
	circle(28, 50, 1)
].join("");
var linenWarp = "M0 5H40M0 13H40M0 22H40M0 31H40M0 37H40";
var linenSlubs = "M4 9H15M22 18H36M8 27H20M26 35H33M-2 2H6M34 2H42";
var linenWeft = "M6 0V40M17 0V40M29 0V40";
/**
* The paint server for a fabric: reference it with `fill="url(#id)"`. `scale` multiplies the
* tile size; `angle` turns the weave (sleeves follow their own grain).
*/
function FabricPaint({ id, pattern, scale = 1, angle = 0 }) {
	const { kind, base, accent } = normalizePattern(pattern);
	const transform = `rotate(${angle}) scale(${scale})`;
	const tile = (size, children, height = size) => /* @__PURE__ */ jsxs("pattern", {
		id,
		width: size,
		height,
		patternUnits: "userSpaceOnUse",
		patternTransform: transform,
		children: [/* @__PURE__ */ jsx("rect", {
			width: size,
			height,
			fill: base
		}), children]
	});
	switch (kind) {
		case "stripes": return tile(9, /* @__PURE__ */ jsx("rect", {
			x: "3.6",
			width: "1.3",
			height: "9",
			fill: accent
		}));
		case "gingham": return tile(14, /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("rect", {
			width: "7",
			height: "14",
			fill: accent,
			opacity: "0.42"
		}), /* @__PURE__ */ jsx("rect", {
			width: "14",
			height: "7",
			fill: accent,
			opacity: "0.42"
		})] }));
		case "dots": return tile(20, /* @__PURE__ */ jsx("path", {
			d: circle(5, 5, 2.4) + circle(15, 15, 2.4),
			fill: accent
		}));
		case "floral": return tile(72, /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx("path", {
				d: branches,
				fill: "none",
				stroke: mixColor(accent, base, .25),
				strokeWidth: "1.1",
				strokeLinecap: "round"
			}),
			/* @__PURE__ */ jsx("path", {
				d: petals,
				fill: mixColor(accent, base, .55)
			}),
			/* @__PURE__ */ jsx("path", {
				d: buds,
				fill: mixColor(accent, base, .3)
			}),
			/* @__PURE__ */ jsx("path", {
				d: hearts,
				fill: accent
			})
		] }));
		case "leopard": return tile(64, /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx("path", {
				d: rosetteHearts,
				fill: mixColor(base, accent, .28)
			}),
			/* @__PURE__ */ jsx("path", {
				d: rosetteRings,
				fill: "none",
				stroke: accent,
				strokeWidth: "2.6",
				strokeLinecap: "round"
			}),
			/* @__PURE__ */ jsx("path", {
				d: leopardSpecks,
				fill: accent
			})
		] }));
		case "herringbone": return tile(12, /* @__PURE__ */ jsx("path", {
			d: "M0 3L6 0M0 6L6 3M0 9L6 6M0 12L6 9M0 15L6 12M6 0L12 3M6 3L12 6M6 6L12 9M6 9L12 12M6 -3L12 0",
			stroke: accent,
			strokeWidth: "1.1"
		}));
		case "oxford": return tile(5, /* @__PURE__ */ jsx("path", {
			d: "M0 0.5h2.5M2.5 3h2.5",
			stroke: accent,
			strokeWidth: "1.3",
			opacity: "0.6"
		}));
		case "sheen": return /* @__PURE__ */ jsxs("linearGradient", {
			id,
			gradientUnits: "userSpaceOnUse",
			x1: "0",
			y1: "0",
			x2: 140 * scale,
			y2: 90 * scale,
			spreadMethod: "reflect",
			gradientTransform: `rotate(${angle})`,
			children: [
				/* @__PURE__ */ jsx("stop", {
					offset: "0",
					stopColor: base
				}),
				/* @__PURE__ */ jsx("stop", {
					offset: "0.38",
					stopColor: mixColor(base, accent, .85)
				}),
				/* @__PURE__ */ jsx("stop", {
					offset: "0.55",
					stopColor: base
				}),
				/* @__PURE__ */ jsx("stop", {
					offset: "1",
					stopColor: mixColor(base, "#6b5f55", .12)
				})
			]
		});
		case "linen": return tile(40, /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx("path", {
				d: linenWeft,
				stroke: accent,
				strokeWidth: "0.6",
				opacity: "0.35"
			}),
			/* @__PURE__ */ jsx("path", {
				d: linenWarp,
				stroke: accent,
				strokeWidth: "0.7",
				opacity: "0.55"
			}),
			/* @__PURE__ */ jsx("path", {
				d: linenSlubs,
				stroke: accent,
				strokeWidth: "1.4",
				strokeLinecap: "round",
				opacity: "0.7"
			})
		] }));
		default: return tile(10, /* @__PURE__ */ jsx("path", {
			d: circle(2, 3, .5) + circle(7, 8, .45) + circle(8, 2, .35),
			fill: accent,
			opacity: "0.5"
		}));
	}
}
// app/modules/customizer/components/garment/geometry.ts
var n = (v) => Math.round(v * 10) / 10;
var pt = ([x, y]) => `${n(x)} ${n(y)}`;
var mirror = ([x, y]) => [400 - x, y];
/** An open run of cubic segments from `start`. */
function run(start, segs) {
	return `M${pt(start)}` + segs.map(([a, b, c]) => `C${pt(a)} ${pt(b)} ${pt(c)}`).join("");
}
/** The same run, mirrored to the right half. */
function mirrorRun(start, segs) {
	return run(mirror(start), segs.map(([a, b, c]) => [
		mirror(a),
		mirror(b),
		mirror(c)
	]));
}
/**
* A closed symmetric outline: `left` runs from `start` (on the centre line) round the left half
* to a point on the centre line; the right half is that run mirrored and walked back.
*/
function symmetric(start, left) {
	const points = [start, ...left.map((s) => s[2])];
	const back = left.map(([a, b], i) => [
		mirror(b),
		mirror(a),
		mirror(points[i])
	]).reverse();
	return `${run(start, left)}${back.map(([a, b, c]) => `C${pt(a)} ${pt(b)} ${pt(c)}`).join("")}Z`;
}
/** A straight segment written as a cubic, so it can sit in a run. */
function line(from, to) {
	const [x0, y0] = from;
	const [x1, y1] = to;
	return [
		[x0 + (x1 - x0) / 3, y0 + (y1 - y0) / 3],
		[x0 + (x1 - x0) * 2 / 3, y0 + (y1 - y0) * 2 / 3],
		to
	];
}
/** A point of the drawing in a frame's own coordinates (x across, y along the axis). */
function toFrame(f, [x, y]) {
	const a = f.angle * Math.PI / 180;
	const dx = x - f.x;
	const dy = y - f.y;
	return [dx * Math.cos(a) + dy * Math.sin(a), -dx * Math.sin(a) + dy * Math.cos(a)];
}
function frameTransform(f) {
	return `translate(${n(f.x)} ${n(f.y)}) rotate(${f.angle})`;
}
// app/modules/customizer/components/garment/paint.tsx
var ink = "#2b2420";
function makePaint(id, fabric) {
	if (!fabric) return {
		id,
		fill: "#f6f0e5",
		ink: "#8a7d70",
		thread: "#8a7d70",
		blank: true
	};
	const dark = luminance(fabric.base) < .16;
	return {
		id,
		fill: `url(#${id}f)`,
		ink,
		thread: dark ? mixColor(fabric.base, "#f6f0e5", .6) : mixColor(fabric.base, ink, .55),
		blank: false
	};
}
/** Gradients and filters every drawing shares (ids are prefixed with the drawing's own id). */
function PaintDefs({ paint }) {
	const { id } = paint;
	const dark = "#2b2420";
	const stop = (offset, color, opacity) => /* @__PURE__ */ jsx("stop", {
		offset,
		stopColor: color,
		stopOpacity: opacity
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("linearGradient", {
			id: `${id}body`,
			x1: "0",
			y1: "0",
			x2: "1",
			y2: "0",
			children: [
				stop(0, dark, .2),
				stop(.14, dark, .05),
				stop(.36, "#ffffff", .14),
				stop(.6, "#ffffff", 0),
				stop(.86, dark, .07),
				stop(1, dark, .22)
			]
		}),
		/* @__PURE__ */ jsxs("linearGradient", {
			id: `${id}sleeve`,
			x1: "0",
			y1: "0",
			x2: "1",
			y2: "0",
			children: [
				stop(0, dark, .2),
				stop(.32, "#ffffff", .12),
				stop(.62, "#ffffff", 0),
				stop(1, dark, .24)
			]
		}),
		/* @__PURE__ */ jsxs("linearGradient", {
			id: `${id}band`,
			x1: "0",
			y1: "0",
			x2: "0",
			y2: "1",
			children: [stop(0, "#ffffff", .14), stop(1, dark, .12)]
		}),
		/* @__PURE__ */ jsxs("linearGradient", {
			id: `${id}inside`,
			x1: "0",
			y1: "0",
			x2: "0",
			y2: "1",
			children: [stop(0, dark, .42), stop(1, dark, .26)]
		}),
		/* @__PURE__ */ jsxs("linearGradient", {
			id: `${id}legs`,
			x1: "0",
			y1: "0",
			x2: "1",
			y2: "0",
			children: [
				stop(0, dark, .2),
				stop(.12, "#ffffff", .1),
				stop(.3, "#ffffff", .02),
				stop(.46, dark, .1),
				stop(.5, dark, .16),
				stop(.54, dark, .1),
				stop(.7, "#ffffff", .08),
				stop(.88, dark, .04),
				stop(1, dark, .22)
			]
		}),
		/* @__PURE__ */ jsx("pattern", {
			id: `${id}rib`,
			width: "2.6",
			height: "10",
			patternUnits: "userSpaceOnUse",
			children: /* @__PURE__ */ jsx("path", {
				d: "M1.3 0V10",
				stroke: paint.thread,
				strokeWidth: "0.7",
				opacity: "0.45"
			})
		}),
		/* @__PURE__ */ jsx("filter", {
			id: `${id}shadow`,
			x: "-10%",
			y: "-10%",
			width: "120%",
			height: "125%",
			colorInterpolationFilters: "sRGB",
			children: /* @__PURE__ */ jsx("feDropShadow", {
				dx: "0",
				dy: "7",
				stdDeviation: "7",
				floodColor: "#3a2a1f",
				floodOpacity: "0.16"
			})
		})
	] });
}
/** A piece of cloth: fabric fill, volume shading and the ink outline. */
function Piece({ d, paint, shade = "body", rib = false }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("path", {
			d,
			fill: paint.fill
		}),
		rib ? /* @__PURE__ */ jsx("path", {
			d,
			fill: `url(#${paint.id}rib)`
		}) : null,
		/* @__PURE__ */ jsx("path", {
			d,
			fill: paint.blank && shade !== "inside" ? "none" : `url(#${paint.id}${shade})`,
			fillOpacity: paint.blank ? .35 : 1,
			stroke: paint.ink,
			strokeWidth: "1.6",
			strokeLinejoin: "round",
			strokeDasharray: paint.blank ? "5 3.5" : void 0
		})
	] });
}
/** Topstitching: a fine dashed thread line. */
function Stitch({ d, paint }) {
	return /* @__PURE__ */ jsx("path", {
		d,
		fill: "none",
		stroke: paint.thread,
		strokeWidth: "0.8",
		strokeDasharray: "2.2 1.8",
		strokeLinecap: "round"
	});
}
/** A seam, dart or fold: a fine solid line, quieter than the outline. */
function Seam({ d, paint, opacity = .7 }) {
	return /* @__PURE__ */ jsx("path", {
		d,
		fill: "none",
		stroke: paint.ink,
		strokeWidth: "1",
		strokeLinecap: "round",
		opacity
	});
}
/** Soft drape folds: the quietest lines of the drawing. */
function Folds({ d, paint }) {
	return /* @__PURE__ */ jsx("path", {
		d,
		fill: "none",
		stroke: paint.ink,
		strokeWidth: "0.9",
		strokeLinecap: "round",
		opacity: "0.28"
	});
}
/** Mother-of-pearl buttons with two holes. */
function Buttons({ at, r = 3, paint }) {
	const holes = at.map(([x, y]) => `M${x - r * .32} ${y}h0.01M${x + r * .32} ${y}h0.01`).join("");
	return /* @__PURE__ */ jsxs(Fragment, { children: [at.map(([x, y]) => /* @__PURE__ */ jsx("circle", {
		cx: x,
		cy: y,
		r,
		fill: "#f8f4ec",
		stroke: paint.ink,
		strokeWidth: "0.8"
	}, `${x} ${y}`)), /* @__PURE__ */ jsx("path", {
		d: holes,
		stroke: paint.ink,
		strokeWidth: r * .34,
		strokeLinecap: "round",
		opacity: "0.7"
	})] });
}
// app/modules/customizer/components/garment/bottoms.tsx
/** Waistband: top and bottom edge heights and half-widths. */
var bands = {
	classic: {
		top: 54,
		bottom: 78,
		topHalf: 70,
		bottomHalf: 72
	},
	high: {
		top: 36,
		bottom: 84,
		topHalf: 66,
		bottomHalf: 72
	},
	elastic: {
		top: 54,
		bottom: 80,
		topHalf: 70,
		bottomHalf: 72
	}
};
/** Leg cuts: outer hem, inner hem and the outer seam's control points. */
var legs = {
	straight: {
		outer: [121, 470],
		inner: [191, 472],
		c1: [112, 230],
		c2: [118, 380],
		ic: [193, 360]
	},
	slim: {
		outer: [143, 470],
		inner: [189, 472],
		c1: [110, 226],
		c2: [132, 380],
		ic: [190, 376]
	},
	wide: {
		outer: [82, 470],
		inner: [197, 472],
		c1: [108, 214],
		c2: [90, 360],
		ic: [198, 380]
	}
};
function trousersOutline(cut, waist) {
	const b = bands[waist];
	const leg = legs[cut];
	const hip = [113, b.bottom + 76];
	const segs = [
		line([200, b.bottom], [200 - b.bottomHalf, b.bottom]),
		[
			[200 - b.bottomHalf - 3, b.bottom + 26],
			[hip[0] + 1, hip[1] - 30],
			hip
		],
		[
			leg.c1,
			leg.c2,
			leg.outer
		],
		[
			[leg.outer[0] + 20, leg.outer[1] + 2],
			[leg.inner[0] - 20, leg.inner[1] + 1],
			leg.inner
		],
		[
			leg.ic,
			[199, 270],
			[200, 216]
		]
	];
	return {
		d: symmetric([200, b.bottom], segs),
		leg
	};
}
function skirtOutline(waist) {
	const b = bands[waist];
	return symmetric([200, b.bottom], [
		line([200, b.bottom], [200 - b.bottomHalf, b.bottom]),
		[
			[125, b.bottom + 30],
			[118, 150],
			[114, 178]
		],
		[
			[106, 270],
			[97, 360],
			[90, 440]
		],
		[
			[122, 448],
			[164, 452],
			[200, 452]
		]
	]);
}
function Waistband({ style, paint, loops }) {
	const { top, bottom, topHalf, bottomHalf } = bands[style];
	const l = 200 - topHalf;
	const r = 200 + topHalf;
	const d = `M${l} ${top}Q200 ${top + 4} ${r} ${top}L${200 + bottomHalf} ${bottom}Q200 ${bottom + 4} ${200 - bottomHalf} ${bottom}Z`;
	const stitch = `M${l + 1} ${top + 3}Q200 ${top + 7} ${r - 1} ${top + 3}M${200 - bottomHalf + 1} ${bottom - 3}Q200 ${bottom + 1} ${200 + bottomHalf - 1} ${bottom - 3}`;
	const mid = (top + bottom) / 2;
	if (style === "elastic") {
		const gathers = [
			0,
			5,
			10,
			15,
			20,
			25,
			30,
			35
		].flatMap((dx) => [l + 4 + dx, r - 4 - dx]).map((x) => `M${x} ${top + 5}q1.4 ${(bottom - top - 10) / 2} 0 ${bottom - top - 8}`).join("");
		return /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx(Piece, {
				d,
				paint,
				shade: "band"
			}),
			/* @__PURE__ */ jsx(Stitch, {
				d: stitch,
				paint
			}),
			/* @__PURE__ */ jsx(Seam, {
				d: gathers,
				paint,
				opacity: .45
			})
		] });
	}
	const loopXs = loops ? [
		l + 16,
		l + 46,
		r - 46,
		r - 16
	] : [];
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(Piece, {
			d,
			paint,
			shade: "band"
		}),
		/* @__PURE__ */ jsx(Stitch, {
			d: stitch,
			paint
		}),
		/* @__PURE__ */ jsx(Seam, {
			d: `M196 ${top + 2}V${bottom + 2}`,
			paint,
			opacity: .7
		}),
		loopXs.map((x) => /* @__PURE__ */ jsx(Piece, {
			d: `M${x - 2.6} ${top - 2}h5.2v${bottom - top + 7}h-5.2Z`,
			paint,
			shade: "band"
		}, x)),
		/* @__PURE__ */ jsx(Buttons, {
			at: style === "high" ? [[207, top + 13], [207, bottom - 12]] : [[207, mid + 1]],
			r: 3.2,
			paint
		})
	] });
}
function Trousers({ cut, waist, paint }) {
	const { d, leg } = trousersOutline(cut, waist);
	const b = bands[waist].bottom;
	const hemMid = (leg.outer[0] + leg.inner[0]) / 2;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("path", {
			d,
			fill: paint.fill
		}),
		/* @__PURE__ */ jsx("path", {
			d,
			fill: paint.blank ? "none" : `url(#${paint.id}legs)`,
			stroke: paint.ink,
			strokeWidth: "1.6",
			strokeLinejoin: "round",
			strokeDasharray: paint.blank ? "5 3.5" : void 0
		}),
		/* @__PURE__ */ jsx(Seam, {
			d: `M143 ${b}C145 ${b + 28} 135 ${b + 50} 117 ${b + 60}M257 ${b}C255 ${b + 28} 265 ${b + 50} 283 ${b + 60}`,
			paint
		}),
		/* @__PURE__ */ jsx(Seam, {
			d: `M200 ${b}V206`,
			paint,
			opacity: .6
		}),
		/* @__PURE__ */ jsx(Stitch, {
			d: `M212 ${b + 2}V176Q212 192 200.5 194`,
			paint
		}),
		/* @__PURE__ */ jsx(Seam, {
			d: `M157 ${b + 74}C157 ${b + 180} ${hemMid} 380 ${hemMid} 466M243 ${b + 74}C243 ${b + 180} ${400 - hemMid} 380 ${400 - hemMid} 466`,
			paint,
			opacity: .22
		}),
		/* @__PURE__ */ jsx(Stitch, {
			d: `M${leg.outer[0] + 1} ${leg.outer[1] - 7}L${leg.inner[0] - 1} ${leg.inner[1] - 6}M${399 - leg.outer[0]} ${leg.outer[1] - 7}L${401 - leg.inner[0]} ${leg.inner[1] - 6}`,
			paint
		}),
		/* @__PURE__ */ jsx(Folds, {
			d: "M190 228q-6 10 -4 22M210 228q6 10 4 22",
			paint
		}),
		/* @__PURE__ */ jsx(Waistband, {
			style: waist,
			paint,
			loops: true
		})
	] });
}
function Skirt({ waist, paint }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(Piece, {
			d: skirtOutline(waist),
			paint
		}),
		/* @__PURE__ */ jsx(Folds, {
			d: "M152 190C146 280 136 360 128 444M178 220C176 300 172 380 170 450M248 190C254 280 264 360 272 444M222 220C224 300 228 380 230 450",
			paint
		}),
		/* @__PURE__ */ jsx(Stitch, {
			d: "M93 432C124 440 164 444 200 444C236 444 276 440 307 432",
			paint
		}),
		/* @__PURE__ */ jsx(Waistband, {
			style: waist,
			paint,
			loops: false
		})
	] });
}
// app/modules/customizer/components/garment/collar.tsx
/** Left collar leaves, from the fold at the side of the neck: outer edge, point, front edge, neck edge. */
var start = [166, 62];
var neckEdge = [
	[190, 90],
	[179, 80],
	[174, 71]
];
var leaves = {
	classic: {
		segs: [
			[
				[163, 80],
				[165, 102],
				[170, 124]
			],
			[
				[180, 117],
				[190, 107],
				[198, 97]
			],
			neckEdge
		],
		centre: [176, 90]
	},
	spread: {
		segs: [
			[
				[160, 74],
				[155, 90],
				[149, 106]
			],
			[
				[164, 106],
				[182, 101],
				[197, 93]
			],
			[
				[188, 86],
				[178, 78],
				[174, 71]
			]
		],
		centre: [172, 86]
	},
	"button-down": {
		segs: [
			[
				[161, 86],
				[164, 112],
				[172, 133]
			],
			[
				[182, 125],
				[191, 111],
				[198, 97]
			],
			neckEdge
		],
		centre: [177, 94],
		button: [175.5, 124]
	}
};
var leafPaths = Object.fromEntries(Object.entries(leaves).map(([style, leaf]) => [style, {
	left: `${run(start, leaf.segs)}Z`,
	right: `${mirrorRun(start, leaf.segs)}Z`
}]));
/** The inside of the back neck, seen through the opening, and the collar's back above it. */
var inside = "M178 64C184 58 216 58 222 64C220 80 210 92 200 97C190 92 180 80 178 64Z";
var backCollar = "M166 62C176 49 224 49 234 62L226 71C214 63 186 63 174 71Z";
var stand = "M183 88C190 96 210 96 217 88L217 100C210 106 190 106 183 100Z";
/** Stitching inset from the edge: the leaf itself, drawn a little smaller about its centre. */
function inset([x, y], k = .86) {
	return `translate(${x} ${y}) scale(${k}) translate(${-x} ${-y})`;
}
/** A shirt collar (with its stand and top button) or, on knit tops, a polo collar in rib. */
function ShirtCollar({ style, paint, polo }) {
	const leaf = leaves[style];
	const paths = leafPaths[style];
	const [cx, cy] = leaf.centre;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(Piece, {
			d: inside,
			paint,
			shade: "inside"
		}),
		/* @__PURE__ */ jsx(Piece, {
			d: backCollar,
			paint,
			shade: "band",
			rib: polo
		}),
		polo ? null : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Piece, {
			d: stand,
			paint,
			shade: "band"
		}), /* @__PURE__ */ jsx(Buttons, {
			at: [[200, 99]],
			r: 2.4,
			paint
		})] }),
		/* @__PURE__ */ jsx(Piece, {
			d: paths.right,
			paint,
			shade: "band",
			rib: polo
		}),
		/* @__PURE__ */ jsx(Piece, {
			d: paths.left,
			paint,
			shade: "band",
			rib: polo
		}),
		polo ? null : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("g", {
			transform: inset([cx, cy]),
			children: /* @__PURE__ */ jsx(Stitch, {
				d: paths.left,
				paint
			})
		}), /* @__PURE__ */ jsx("g", {
			transform: inset([400 - cx, cy]),
			children: /* @__PURE__ */ jsx(Stitch, {
				d: paths.right,
				paint
			})
		})] }),
		leaf.button ? /* @__PURE__ */ jsx(Buttons, {
			at: [[leaf.button[0], leaf.button[1]], [400 - leaf.button[0], leaf.button[1]]],
			r: 1.9,
			paint
		}) : null
	] });
}
/** A round knit neckline: the back neck band, the inside, and the front rib band. */
function CrewNeck({ paint, rib }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(Piece, {
			d: "M172 64C186 52 214 52 228 64L220 63C208 57 192 57 180 63Z",
			paint,
			shade: "band",
			rib
		}),
		/* @__PURE__ */ jsx(Piece, {
			d: "M180 63C192 57 208 57 220 63C216 80 206 85 200 85C194 85 184 80 180 63Z",
			paint,
			shade: "inside"
		}),
		/* @__PURE__ */ jsx(Piece, {
			d: "M174 64C177 80 188 91 200 91C212 91 223 80 226 64L220 63C216 80 206 85 200 85C194 85 184 80 180 63Z",
			paint,
			shade: "band",
			rib
		})
	] });
}
// app/modules/customizer/components/garment/sleeve.tsx
/** Where the sleeve meets the body (left half): shoulder point, underarm, and a point inside the body. */
var shoulder = [124, 84];
var underarm = [134, 172];
var tucked = [160, 130];
/**
* Each sleeve is drawn along its own axis (the frame's origin is the middle of the wrist or hem),
* so the fabric's grain follows the sleeve like real cloth cut on the straight grain.
*/
function sleeveFrame(angle, length) {
	const a = angle * Math.PI / 180;
	const mid = [(shoulder[0] + underarm[0]) / 2, (shoulder[1] + underarm[1]) / 2];
	return {
		x: mid[0] - length * Math.sin(a),
		y: mid[1] + length * Math.cos(a),
		angle
	};
}
var cuts = {
	long: {
		frame: sleeveFrame(23, 232),
		half: 16
	},
	short: {
		frame: sleeveFrame(40, 90),
		half: 31
	}
};
function outline(cut) {
	const { frame, half } = cuts[cut];
	const [sx, sy] = toFrame(frame, shoulder);
	const [ax, ay] = toFrame(frame, underarm);
	const [tx, ty] = toFrame(frame, tucked);
	const r = (v) => Math.round(v * 10) / 10;
	return `M${r(sx)} ${r(sy)}C${r(sx - 4)} ${r(sy * .6)} ${-half - 2} ${r(sy * .28)} ${-half} 0L${half} 0C${half + .5} ${r(ay * .35)} ${r(ax - .5)} ${r(ay * .75)} ${r(ax)} ${r(ay)}L${r(tx)} ${r(ty)}Z`;
}
var outlines = {
	long: outline("long"),
	short: outline("short")
};
function LongCuff({ style, half, paint, shirt }) {
	const w = half + 1.5;
	const pleats = shirt ? /* @__PURE__ */ jsx(Seam, {
		d: `M-3 0L-2.4 -13M5 0L5.4 -10`,
		paint,
		opacity: .45
	}) : null;
	const placket = shirt ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Seam, {
		d: `M${half - 7} 0L${half - 7.6} -30`,
		paint,
		opacity: .55
	}), /* @__PURE__ */ jsx(Buttons, {
		at: [[half - 4.6, -18]],
		r: 1.6,
		paint
	})] }) : null;
	switch (style) {
		case "french": {
			const f = w + 1;
			return /* @__PURE__ */ jsxs(Fragment, { children: [
				pleats,
				placket,
				/* @__PURE__ */ jsx(Piece, {
					d: `M${f - 1} 3H${f + 5}Q${f + 7.5} 3 ${f + 7.5} 6V31Q${f + 7.5} 34 ${f + 5} 34H${f - 1}Z`,
					paint,
					shade: "band"
				}),
				/* @__PURE__ */ jsx(Piece, {
					d: `M${-f} 0H${f}V36H${-f}Z`,
					paint,
					shade: "band"
				}),
				/* @__PURE__ */ jsx(Seam, {
					d: `M${-f} 4.5H${f}`,
					paint,
					opacity: .45
				}),
				/* @__PURE__ */ jsx(Stitch, {
					d: `M${-f + 2.5} 33H${f - 2.5}`,
					paint
				}),
				/* @__PURE__ */ jsx("path", {
					d: `M${f - 3} 19H${f + 4}`,
					stroke: "#8a6a2e",
					strokeWidth: "1.6",
					strokeLinecap: "round"
				}),
				/* @__PURE__ */ jsx("circle", {
					cx: f + 4.5,
					cy: "19",
					r: "3.8",
					fill: "#c8a35a",
					stroke: "#6e5220",
					strokeWidth: "0.8"
				}),
				/* @__PURE__ */ jsx("circle", {
					cx: f + 3.4,
					cy: "17.9",
					r: "1.2",
					fill: "#f4e4b8"
				})
			] });
		}
		case "rounded": return /* @__PURE__ */ jsxs(Fragment, { children: [
			pleats,
			placket,
			/* @__PURE__ */ jsx(Piece, {
				d: `M${-w} 0H${w}V18Q${w} 29 ${w - 10} 29H${-w + 10}Q${-w} 29 ${-w} 18Z`,
				paint,
				shade: "band"
			}),
			/* @__PURE__ */ jsx(Stitch, {
				d: `M${-w + 2.6} 2.6H${w - 2.6}V18Q${w - 2.6} 26.4 ${w - 10} 26.4H${-w + 10}Q${-w + 2.6} 26.4 ${-w + 2.6} 18Z`,
				paint
			}),
			/* @__PURE__ */ jsx(Buttons, {
				at: [[w - 7, 14]],
				r: 2.6,
				paint
			})
		] });
		case "classic": return /* @__PURE__ */ jsxs(Fragment, { children: [
			pleats,
			placket,
			/* @__PURE__ */ jsx(Piece, {
				d: `M${-w} 0H${w}V28H${-w}Z`,
				paint,
				shade: "band"
			}),
			/* @__PURE__ */ jsx(Stitch, {
				d: `M${-w + 2.6} 2.6H${w - 2.6}V25.4H${-w + 2.6}Z`,
				paint
			}),
			/* @__PURE__ */ jsx(Buttons, {
				at: [[w - 7, 14]],
				r: 2.6,
				paint
			})
		] });
		case "rib": return /* @__PURE__ */ jsx(Piece, {
			d: `M${-half + 1} 0H${half - 1}V15H${-half + 1}Z`,
			paint,
			shade: "band",
			rib: true
		});
		default: return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Piece, {
			d: `M${-half} 0H${half}V9H${-half}Z`,
			paint,
			shade: "band"
		}), /* @__PURE__ */ jsx(Stitch, {
			d: `M${-half + 2} 6H${half - 2}`,
			paint
		})] });
	}
}
function ShortHem({ style, half, paint }) {
	const w = half + 1.2;
	switch (style) {
		case "french": return /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx(Piece, {
				d: `M${-w} -25H${w}V0H${-w}Z`,
				paint,
				shade: "band"
			}),
			/* @__PURE__ */ jsx(Seam, {
				d: `M${-w} -12.5H${w}`,
				paint,
				opacity: .6
			}),
			/* @__PURE__ */ jsx(Stitch, {
				d: `M${-w + 2} -22.5H${w - 2}M${-w + 2} -15H${w - 2}M${-w + 2} -10H${w - 2}M${-w + 2} -2.5H${w - 2}`,
				paint
			})
		] });
		case "rounded": return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Piece, {
			d: `M${-w} -14H${w}V-7Q${w} 0 ${w - 7} 0H${-w + 7}Q${-w} 0 ${-w} -7Z`,
			paint,
			shade: "band"
		}), /* @__PURE__ */ jsx(Stitch, {
			d: `M${-w + 2.4} -11.6H${w - 2.4}`,
			paint
		})] });
		case "classic": return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Piece, {
			d: `M${-w} -14H${w}V0H${-w}Z`,
			paint,
			shade: "band"
		}), /* @__PURE__ */ jsx(Stitch, {
			d: `M${-w + 2.4} -11.6H${w - 2.4}M${-w + 2.4} -2.4H${w - 2.4}`,
			paint
		})] });
		case "rib": return /* @__PURE__ */ jsx(Piece, {
			d: `M${-half} -12H${half}V0H${-half}Z`,
			paint,
			shade: "band",
			rib: true
		});
		default: return /* @__PURE__ */ jsx(Stitch, {
			d: `M${-half + 2} -5H${half - 2}`,
			paint
		});
	}
}
/** The left sleeve with its cuff; the right one is the same drawing mirrored. */
function Sleeve({ cut, cuff, paint, shirt }) {
	const { frame, half } = cuts[cut];
	return /* @__PURE__ */ jsxs("g", {
		transform: frameTransform(frame),
		children: [/* @__PURE__ */ jsx(Piece, {
			d: outlines[cut],
			paint,
			shade: "sleeve"
		}), cut === "long" ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Folds, {
			d: `M${-half + 1} -118q7 4 13 0M${-half + 2} -106q5 2 9 0M${half - 1} -124q-8 5 -15 1M${half} -40q-5 2 -9 1`,
			paint
		}), /* @__PURE__ */ jsx(LongCuff, {
			style: cuff,
			half,
			paint,
			shirt
		})] }) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Folds, {
			d: `M${half - 2} -44q-10 4 -18 1M${-half + 3} -70q8 3 14 1`,
			paint
		}), /* @__PURE__ */ jsx(ShortHem, {
			style: cuff,
			half,
			paint
		})] })]
	});
}
// app/modules/customizer/components/garment/top.tsx
/** A shirt: shaped waist, darts, a shirttail hem, placket and buttons. */
var shirtBody = symmetric([200, 92], [
	[
		[190, 92],
		[179, 82],
		[176, 64]
	],
	[
		[158, 70],
		[140, 77],
		[124, 84]
	],
	[
		[127, 112],
		[128, 146],
		[134, 172]
	],
	[
		[141, 204],
		[148, 236],
		[147, 268]
	],
	[
		[146, 304],
		[138, 344],
		[137, 384]
	],
	[
		[152, 404],
		[176, 412],
		[200, 412]
	]
]);
/** A knit top: softer waist, straight hem. */
var knitBody = symmetric([200, 91], [
	[
		[188, 91],
		[177, 80],
		[174, 64]
	],
	[
		[156, 70],
		[140, 77],
		[124, 84]
	],
	[
		[127, 112],
		[128, 146],
		[134, 172]
	],
	[
		[140, 206],
		[145, 238],
		[145, 270]
	],
	[
		[145, 306],
		[141, 350],
		[140, 394]
	],
	[
		[160, 396],
		[180, 397],
		[200, 397]
	]
]);
var shirtButtons = [
	122,
	168,
	214,
	260,
	306,
	352
].map((y) => [200, y]);
function ShirtDetails({ paint }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(Seam, {
			d: "M166 196Q172 262 167 330M234 196Q228 262 233 330",
			paint,
			opacity: .4
		}),
		/* @__PURE__ */ jsx(Seam, {
			d: "M208 104V411.6",
			paint,
			opacity: .75
		}),
		/* @__PURE__ */ jsx(Stitch, {
			d: "M192 104V411M206 104V411",
			paint
		}),
		/* @__PURE__ */ jsx(Stitch, {
			d: "M139 380C154 398 176 406 192 407M261 380C246 398 224 406 208 407",
			paint
		}),
		/* @__PURE__ */ jsx(Folds, {
			d: "M150 250q10 6 12 16M250 250q-10 6 -12 16M176 150q6 10 4 22",
			paint
		}),
		/* @__PURE__ */ jsx(Buttons, {
			at: shirtButtons,
			paint
		})
	] });
}
function KnitDetails({ paint, polo }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(Stitch, {
			d: "M141 387C160 389 180 390 200 390C220 390 240 389 259 387",
			paint
		}),
		/* @__PURE__ */ jsx(Folds, {
			d: "M150 256q9 8 10 18M250 256q-9 8 -10 18M188 300q4 14 0 28",
			paint
		}),
		polo ? /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx(Piece, {
				d: "M192 92H208V168H192Z",
				paint,
				shade: "band"
			}),
			/* @__PURE__ */ jsx(Stitch, {
				d: "M194.5 94V165.5H205.5V94",
				paint
			}),
			/* @__PURE__ */ jsx(Buttons, {
				at: [[200, 116], [200, 144]],
				r: 2.7,
				paint
			})
		] }) : null
	] });
}
/**
* Shirts and knit tops, front view. The right sleeve is the left one mirrored; the body is drawn
* over the sleeves so its armhole makes the seam.
*/
function TopGarment({ shirt, sleeve, cuff, collar, paint }) {
	const sleeveDrawing = /* @__PURE__ */ jsx(Sleeve, {
		cut: sleeve,
		cuff,
		paint,
		shirt
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		sleeveDrawing,
		/* @__PURE__ */ jsx("g", {
			transform: "matrix(-1 0 0 1 400 0)",
			children: sleeveDrawing
		}),
		/* @__PURE__ */ jsx(Piece, {
			d: shirt ? shirtBody : knitBody,
			paint
		}),
		shirt ? /* @__PURE__ */ jsx(ShirtDetails, { paint }) : /* @__PURE__ */ jsx(KnitDetails, {
			paint,
			polo: collar !== null
		}),
		collar ? /* @__PURE__ */ jsx(ShirtCollar, {
			style: collar,
			paint,
			polo: !shirt
		}) : /* @__PURE__ */ jsx(CrewNeck, {
			paint,
			rib: !shirt
		})
	] });
}
// app/modules/customizer/components/garment-preview.tsx
/** The drawing's fixed proportions: give the parent this aspect ratio and nothing shifts. */
var garmentAspect = "4 / 5";
/** Reads a part slug ('collar-button-down') as one of the styles the drawing knows. */
function style(slug, type, known) {
	const name = slug?.startsWith(`${type}-`) ? slug.slice(type.length + 1) : null;
	return name && known.includes(name) ? name : null;
}
/** The styles the drawing shows for a design; unknown or missing parts fall back to calm defaults. */
function resolveGarment(design) {
	const { parts } = design;
	const knit = design.kind === "top";
	return {
		sleeve: style(parts.sleeve, "sleeve", ["long", "short"]) ?? (knit ? "short" : "long"),
		cuff: style(parts.cuff, "cuff", [
			"classic",
			"french",
			"rounded"
		]) ?? (knit ? "rib" : "plain"),
		collar: style(parts.collar, "collar", [
			"classic",
			"button-down",
			"spread"
		]),
		leg: style(parts.leg, "leg", [
			"straight",
			"slim",
			"wide"
		]) ?? "straight",
		waist: style(parts.waistband, "waistband", [
			"classic",
			"high",
			"elastic"
		]) ?? "classic"
	};
}
/**
* The live garment drawing: a fashion flat of the design in its fabric, drawn as one inline SVG
* the server renders too. `label` is its text alternative; `decorative` hides it from assistive
* technology where the same words are already on the page (product cards).
*/
function GarmentPreview({ design, label, className, decorative = false }) {
	const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
	const fabric = design.fabric ? normalizePattern(design.fabric.pattern) : null;
	const paint = makePaint(id, fabric);
	const look = resolveGarment(design);
	const shirt = design.kind === "shirt";
	return /* @__PURE__ */ jsxs("svg", {
		viewBox: "0 0 400 500",
		width: "100%",
		height: "100%",
		preserveAspectRatio: "xMidYMid meet",
		className: cn("block", className),
		focusable: "false",
		"data-garment": design.kind,
		...decorative ? { "aria-hidden": true } : {
			role: "img",
			"aria-label": label
		},
		children: [/* @__PURE__ */ jsxs("defs", { children: [fabric ? /* @__PURE__ */ jsx(FabricPaint, {
			id: `${id}f`,
			pattern: fabric
		}) : null, /* @__PURE__ */ jsx(PaintDefs, { paint })] }), /* @__PURE__ */ jsx("g", {
			filter: `url(#${id}shadow)`,
			strokeLinecap: "round",
			children: design.kind === "trousers" ? /* @__PURE__ */ jsx(Trousers, {
				cut: look.leg,
				waist: look.waist,
				paint
			}) : design.kind === "skirt" ? /* @__PURE__ */ jsx(Skirt, {
				waist: look.waist,
				paint
			}) : /* @__PURE__ */ jsx(TopGarment, {
				shirt,
				sleeve: look.sleeve,
				cuff: look.cuff,
				collar: look.collar,
				paint
			})
		})]
	});
}
// app/modules/catalogue/components/fabric-swatch.tsx
/**
* A drawn fabric sample: the fabric's pattern in a circle (chips, summaries) or a square (fabric
* cards, detail page), with a soft light from the top left so it reads as cloth, not a flat colour.
* With a label it is an image with that text alternative; without one it is decorative.
*/
function FabricSwatch({ pattern, label, className, shape = "circle" }) {
	const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
	const fabric = normalizePattern(pattern);
	const dark = luminance(fabric.base) < .18;
	const outline = shape === "circle" ? /* @__PURE__ */ jsx("circle", {
		cx: "32",
		cy: "32",
		r: "31.25"
	}) : /* @__PURE__ */ jsx("rect", {
		x: "0.75",
		y: "0.75",
		width: "62.5",
		height: "62.5",
		rx: "3"
	});
	return /* @__PURE__ */ jsxs("svg", {
		viewBox: "0 0 64 64",
		className: cn("block", className),
		...label ? {
			role: "img",
			"aria-label": label
		} : { "aria-hidden": true },
		focusable: "false",
		children: [
			/* @__PURE__ */ jsxs("defs", { children: [/* @__PURE__ */ jsx(FabricPaint, {
				id: `${id}f`,
				pattern: fabric,
				scale: .9
			}), /* @__PURE__ */ jsxs("linearGradient", {
				id: `${id}l`,
				x1: "0",
				y1: "0",
				x2: "1",
				y2: "1",
				children: [
					/* @__PURE__ */ jsx("stop", {
						offset: "0",
						stopColor: "#ffffff",
						stopOpacity: "0.28"
					}),
					/* @__PURE__ */ jsx("stop", {
						offset: "0.5",
						stopColor: "#ffffff",
						stopOpacity: "0"
					}),
					/* @__PURE__ */ jsx("stop", {
						offset: "1",
						stopColor: "#1f1a17",
						stopOpacity: "0.16"
					})
				]
			})] }),
			/* @__PURE__ */ jsx("g", {
				fill: `url(#${id}f)`,
				children: outline
			}),
			/* @__PURE__ */ jsx("g", {
				fill: `url(#${id}l)`,
				stroke: dark ? "#ffffff" : "#1f1a17",
				strokeOpacity: dark ? .25 : .18,
				strokeWidth: "1.5",
				children: outline
			})
		]
	});
}
// app/modules/basket/components/basket-item-card.tsx
/** Creation date and time as the spec asks (day, month, year, hour, minute), in the shop's time zone. */
function formatCreated(iso, locale) {
	return new Intl.DateTimeFormat(intlLocale[locale], {
		day: "2-digit",
		month: "2-digit",
		year: "numeric",
		hour: "2-digit",
		minute: "2-digit",
		timeZone: "Europe/Madrid"
	}).format(new Date(iso));
}
function editHref(item) {
	return `/product/${item.productId}?item=${item.id}&step=${stepParam(item.editTarget)}`;
}
function StatusBadge({ status }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx("span", {
		className: cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium", status === "complete" ? "bg-ok/10 text-ok" : "bg-warn/15 text-warn"),
		children: status === "complete" ? t("basket.item.complete") : t("basket.item.incomplete")
	});
}
/** One basket item, as the sidebar (compact) or /cart (full) shows it. */
function BasketItemCard({ item, variant, deleteHref, onDelete }) {
	const { t, i18n } = useTranslation();
	const locale = i18n.language;
	const missing = item.incompleteFields.map((f) => t(`basket.item.fields.${f}`)).join(", ");
	const editLabel = variant === "page" ? t(`basket.item.${cartEditLabelKey(item.editTarget)}`) : item.status === "complete" ? t("basket.item.edit") : t("basket.item.continue");
	const design = {
		kind: item.garmentKind,
		fabric: item.fabric ? {
			pattern: item.fabric.pattern,
			name: item.fabric.name
		} : null,
		parts: Object.fromEntries(Object.entries(item.parts).map(([type, part]) => [type, part?.slug ?? null]))
	};
	const size = item.measurements ? item.measurements.type === "standard" ? t("basket.item.sizeStandard", { size: item.measurements.size }) : t("basket.item.sizeCustom", { name: item.measurements.profileName }) : null;
	const headingId = `item-${item.id}`;
	return /* @__PURE__ */ jsxs("article", {
		"aria-labelledby": headingId,
		className: cn("flex gap-4", variant === "page" ? "rounded-2xl border border-line bg-white p-4 md:gap-6 md:p-5" : "py-5"),
		children: [/* @__PURE__ */ jsx("div", {
			className: cn("shrink-0 overflow-hidden rounded-xl bg-cream", variant === "page" ? "w-28 md:w-40" : "w-20"),
			style: { aspectRatio: garmentAspect },
			children: /* @__PURE__ */ jsx(GarmentPreview, {
				design,
				label: "",
				decorative: true,
				className: "h-full w-full"
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "min-w-0 flex-1",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap items-start justify-between gap-2",
					children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h3", {
						id: headingId,
						className: cn("font-display leading-tight", variant === "page" ? "text-2xl" : "text-xl"),
						children: item.productName
					}), /* @__PURE__ */ jsx("p", {
						className: "text-xs text-muted",
						children: t("basket.item.created", { date: formatCreated(item.createdAt, locale) })
					})] }), /* @__PURE__ */ jsx(StatusBadge, { status: item.status })]
				}),
				item.incompleteFields.length > 0 ? /* @__PURE__ */ jsxs("p", {
					className: "mt-2 text-sm text-warn",
					children: [
						t("basket.item.missing"),
						" ",
						missing
					]
				}) : null,
				item.fabricProblem ? /* @__PURE__ */ jsx("p", {
					className: "mt-1 text-sm text-danger",
					children: t("basket.item.fabricProblem")
				}) : null,
				/* @__PURE__ */ jsxs("dl", {
					className: "mt-3 space-y-1 text-sm",
					children: [
						/* @__PURE__ */ jsxs("div", {
							className: "flex items-center gap-2",
							children: [
								/* @__PURE__ */ jsx("dt", {
									className: "sr-only",
									children: t("basket.item.fabric")
								}),
								item.fabric ? /* @__PURE__ */ jsx(FabricSwatch, {
									pattern: item.fabric.pattern,
									className: "size-5 shrink-0",
									shape: "circle"
								}) : null,
								/* @__PURE__ */ jsxs("dd", { children: [item.fabric ? item.fabric.name : t("basket.item.noFabric"), item.fabric ? /* @__PURE__ */ jsxs("span", {
									className: "text-muted",
									children: [" · ", item.fabric.priceCents > 0 ? `+${formatMoney(item.fabric.priceCents, locale)}` : t("basket.item.included")]
								}) : null] })
							]
						}),
						item.partTypes.map((type) => /* @__PURE__ */ jsxs("div", {
							className: "flex gap-1.5",
							children: [/* @__PURE__ */ jsxs("dt", {
								className: "text-muted",
								children: [t(`customizer.stepNames.${type}`), ":"]
							}), /* @__PURE__ */ jsx("dd", { children: item.parts[type]?.name ?? "—" })]
						}, type)),
						/* @__PURE__ */ jsxs("div", {
							className: "flex gap-1.5",
							children: [/* @__PURE__ */ jsxs("dt", {
								className: "text-muted",
								children: [t("basket.item.size"), ":"]
							}), /* @__PURE__ */ jsx("dd", {
								className: size ? "" : "font-medium text-warn",
								children: size ?? t("basket.item.noSize")
							})]
						})
					]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "mt-4 flex flex-wrap items-center justify-between gap-3",
					children: [/* @__PURE__ */ jsx("p", {
						className: "font-display text-2xl",
						"aria-label": `${t("basket.item.price")}: ${formatMoney(item.totalCents, locale)}`,
						children: formatMoney(item.totalCents, locale)
					}), /* @__PURE__ */ jsxs("div", {
						className: "flex items-center gap-2",
						children: [onDelete ? /* @__PURE__ */ jsx("button", {
							type: "button",
							onClick: onDelete,
							className: "rounded-full px-3 py-2 text-sm text-muted underline-offset-2 hover:text-danger hover:underline",
							"aria-label": t("basket.item.deleteLabel", { name: item.productName }),
							children: t("basket.item.delete")
						}) : deleteHref ? /* @__PURE__ */ jsx(Link, {
							to: deleteHref,
							preventScrollReset: true,
							className: "rounded-full px-3 py-2 text-sm text-muted underline-offset-2 hover:text-danger hover:underline",
							"aria-label": t("basket.item.deleteLabel", { name: item.productName }),
							children: t("basket.item.delete")
						}) : null, /* @__PURE__ */ jsx(Link, {
							to: editHref(item),
							className: "rounded-full border border-ink px-4 py-2 text-sm hover:bg-ink hover:text-white",
							children: editLabel
						})]
					})]
				})
			]
		})]
	});
}
// app/modules/basket/components/confirm-delete-dialog.tsx
/**
* '¿Eliminar producto?' on the native <dialog>. It is rendered open by the server when the URL asks
* for it (so it works without JavaScript) and becomes modal once the page is interactive.
*/
function ConfirmDeleteDialog({ itemId, action, cancel, onDone }) {
	const { t } = useTranslation();
	const ref = useRef(null);
	const fetcher = useFetcher();
	useEffect(() => {
		const dialog = ref.current;
		if (dialog && !dialog.matches(":modal")) {
			dialog.close();
			dialog.showModal();
		}
	}, []);
	useEffect(() => {
		if (fetcher.state === "idle" && fetcher.data) onDone?.();
	}, [
		fetcher.state,
		fetcher.data,
		onDone
	]);
	const busy = fetcher.state !== "idle";
	return /* @__PURE__ */ jsxs("dialog", {
		ref,
		open: true,
		"aria-labelledby": "confirm-delete-title",
		"aria-describedby": "confirm-delete-text",
		className: "fixed inset-0 z-50 m-auto w-[min(92vw,26rem)] rounded-2xl bg-white p-6 text-ink shadow-2xl backdrop:bg-ink/50",
		onCancel: (e) => {
			e.preventDefault();
			onDone?.();
		},
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "confirm-delete-title",
				className: "font-display text-3xl",
				children: t("basket.confirmDelete.title")
			}),
			/* @__PURE__ */ jsx("p", {
				id: "confirm-delete-text",
				className: "mt-3 text-ink-soft",
				children: t("basket.confirmDelete.text")
			}),
			/* @__PURE__ */ jsxs(fetcher.Form, {
				method: "post",
				action,
				className: "mt-6 flex justify-end gap-3",
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "intent",
						value: "delete"
					}),
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "itemId",
						value: itemId
					}),
					cancel,
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						disabled: busy,
						className: "rounded-full bg-danger px-5 py-2.5 text-white hover:bg-danger/90 disabled:opacity-60",
						children: busy ? t("basket.confirmDelete.deleting") : t("basket.confirmDelete.confirm")
					})
				]
			})
		]
	});
}
export { localeCookieName as _, garmentAspect as a, computeItemStatus as c, formatRange as d, formatSupportHours as f, localeCookie as g, isLocale as h, GarmentPreview as i, stepParam as l, intlLocale as m, BasketItemCard as n, cn as o, detectLocale as p, FabricSwatch as r, computeEditTarget as s, ConfirmDeleteDialog as t, formatMoney as u, localeStorageKey as v, supportedLocales as y };
