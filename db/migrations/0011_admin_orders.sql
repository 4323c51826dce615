ALTER TABLE "order_events" ADD COLUMN "actor_email" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_ref" text;--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("placed_at","id");--> statement-breakpoint
CREATE INDEX "orders_payment_method_idx" ON "orders" USING btree ("payment_method","placed_at","id");--> statement-breakpoint
CREATE INDEX "orders_email_prefix_idx" ON "orders" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_number_sequence_idx" ON "orders" USING btree (substr("number", 9));--> statement-breakpoint
CREATE INDEX "orders_full_name_search_idx" ON "orders" USING gin (to_tsvector('simple', "contact" ->> 'fullName'));--> statement-breakpoint
CREATE INDEX "orders_needs_refund_idx" ON "orders" USING btree ("placed_at") WHERE "orders"."needs_refund";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_check" CHECK ("payments"."refund_cents" >= 0 and "payments"."refund_cents" <= "payments"."amount_cents");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_status_check" CHECK ("payments"."refund_status" is null or "payments"."refund_status" in ('pending', 'succeeded', 'failed', 'manual'));