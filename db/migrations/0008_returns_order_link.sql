ALTER TABLE "return_requests" DROP CONSTRAINT "return_requests_reason_check";--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_requests_order_id_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_reason_check" CHECK ("return_requests"."reason" in ('size', 'adjustment', 'quality', 'different', 'defect', 'other'));