ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_auto_refund_idx" ON "payments" USING btree ("refunded_at") WHERE "payments"."refund_reason" in ('not_payable', 'duplicate');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_reason_check" CHECK ("payments"."refund_reason" is null or "payments"."refund_reason" in ('cancelled', 'not_payable', 'duplicate'));