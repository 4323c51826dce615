import { n as BasketItemCard, t as ConfirmDeleteDialog, u as formatMoney } from "./confirm-delete-dialog-Dut9qGjw.js";
import { Link, useFetcher, useLocation } from "react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useTranslation } from "react-i18next";
// app/modules/basket/components/basket-sidebar.tsx
/**
* 'Mi cesta (n)' sliding in from the right, on the native <dialog> (focus trap, Escape, inert page).
* Its content is fetched when it opens, so pages do not carry the basket in their HTML.
*/
function BasketSidebar({ open, onClose }) {
	const { t, i18n } = useTranslation();
	const locale = i18n.language;
	const ref = useRef(null);
	const fetcher = useFetcher();
	const [removing, setRemoving] = useState(null);
	const location = useLocation();
	const load = fetcher.load;
	useEffect(() => {
		const dialog = ref.current;
		if (!dialog) return;
		if (open && !dialog.open) {
			dialog.showModal();
			load("/resources/basket");
		} else if (!open && dialog.open) dialog.close();
	}, [open, load]);
	useEffect(() => {
		onClose();
	}, [location.pathname, location.search]);
	const afterDelete = useCallback(() => {
		setRemoving(null);
		load("/resources/basket");
	}, [load]);
	const summary = fetcher.data;
	const incomplete = summary?.items.some((i) => i.status !== "complete") ?? false;
	return /* @__PURE__ */ jsxs("dialog", {
		ref,
		"aria-labelledby": "basket-sidebar-title",
		onClose,
		onClick: (e) => {
			if (e.target === ref.current) onClose();
		},
		className: "fixed inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-full max-w-md bg-paper p-0 text-ink shadow-2xl backdrop:bg-ink/40 open:flex open:animate-[slide-in_0.35s_var(--ease-soft)] open:flex-col",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-center justify-between border-b border-line px-6 py-5",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "basket-sidebar-title",
					className: "font-display text-3xl",
					children: t("basket.sidebar.title", { count: summary?.count ?? 0 })
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					onClick: onClose,
					className: "grid size-10 place-items-center rounded-full hover:bg-black/5",
					"aria-label": t("basket.sidebar.close"),
					children: /* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: "text-2xl leading-none",
						children: "×"
					})
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "flex-1 overflow-y-auto px-6",
				"aria-busy": fetcher.state === "loading",
				children: !summary ? /* @__PURE__ */ jsx("p", {
					className: "py-10 text-center text-muted",
					children: t("basket.sidebar.loading")
				}) : summary.items.length === 0 ? /* @__PURE__ */ jsxs("div", {
					className: "flex h-full flex-col items-center justify-center py-16 text-center",
					children: [
						/* @__PURE__ */ jsx("p", {
							className: "font-display text-3xl",
							children: t("basket.sidebar.emptyTitle")
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-2 text-ink-soft",
							children: t("basket.sidebar.emptyText")
						}),
						/* @__PURE__ */ jsx(Link, {
							to: "/collection",
							className: "mt-8 rounded-full bg-ink px-6 py-3 text-white hover:bg-ink-soft",
							children: t("basket.sidebar.explore")
						})
					]
				}) : /* @__PURE__ */ jsx("ul", {
					className: "divide-y divide-line",
					children: summary.items.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(BasketItemCard, {
						item,
						variant: "sidebar",
						onDelete: () => setRemoving(item.id)
					}) }, item.id))
				})
			}),
			summary && summary.items.length > 0 ? /* @__PURE__ */ jsxs("div", {
				className: "border-t border-line bg-white px-6 py-5",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "flex items-baseline justify-between",
						children: [/* @__PURE__ */ jsx("span", {
							className: "font-medium",
							children: t("basket.sidebar.total")
						}), /* @__PURE__ */ jsx("span", {
							className: "font-display text-3xl",
							children: formatMoney(summary.totalCents, locale)
						})]
					}),
					incomplete ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
						role: "status",
						className: "mt-3 rounded-xl bg-warn/10 px-3 py-2 text-sm text-warn",
						children: t("basket.sidebar.incompleteWarning")
					}), /* @__PURE__ */ jsx("button", {
						type: "button",
						disabled: true,
						className: "mt-3 w-full cursor-not-allowed rounded-full bg-line py-3.5 text-muted",
						children: t("basket.sidebar.completeProducts")
					})] }) : /* @__PURE__ */ jsx(Link, {
						to: "/checkout",
						className: "mt-3 block w-full rounded-full bg-ink py-3.5 text-center text-white hover:bg-ink-soft",
						children: t("basket.sidebar.checkout")
					}),
					/* @__PURE__ */ jsx(Link, {
						to: "/cart",
						className: "mt-3 block text-center text-sm underline underline-offset-4",
						children: t("basket.sidebar.viewCart")
					})
				]
			}) : null,
			removing ? /* @__PURE__ */ jsx(ConfirmDeleteDialog, {
				itemId: removing,
				action: "/resources/basket",
				onDone: afterDelete,
				cancel: /* @__PURE__ */ jsx("button", {
					type: "button",
					onClick: () => setRemoving(null),
					className: "rounded-full border border-line px-5 py-2.5 hover:border-ink",
					children: t("basket.confirmDelete.cancel")
				})
			}) : null
		]
	});
}
export { BasketSidebar };
