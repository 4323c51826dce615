-- The admin's order search (docs/product.md#admin-orders-unpaid-holds-confirming-a-transfer): the words of her name and of her
-- e-mail, by their starts, in any case and without accents, on one index (orderSearchVector, db/schema/orders.ts): the
-- name-only index found neither 'lucia' for Lucía nor 'example.com'. The dashboard counts revenue by the day it was paid.
DROP INDEX "orders_full_name_search_idx";--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin (to_tsvector('simple', translate(lower(("contact" ->> 'fullName') || ' ' || "email"), 'áéíóúàèìòùäëïöüâêîôûñçÁÉÍÓÚÀÈÌÒÙÄËÏÖÜÂÊÎÔÛÑÇ@.-_+', 'aeiouaeiouaeiouaeiouncaeiouaeiouaeiouaeiounc     ')));--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");