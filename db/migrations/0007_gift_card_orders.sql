ALTER TABLE "orders" DROP CONSTRAINT "orders_shipping_method_check";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_check" CHECK ("orders"."address" is not null or "orders"."shipping_method" = 'email');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_method_check" CHECK ("orders"."shipping_method" in ('standard', 'express', 'pickup', 'email'));