CREATE TABLE "pattern_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"files" jsonb,
	"pieces" jsonb,
	"a4_pages" integer,
	"a0_pages" integer,
	"ms" real,
	"drafted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pattern_jobs_status_check" CHECK ("pattern_jobs"."status" in ('pending', 'done', 'failed')),
	CONSTRAINT "pattern_jobs_done_check" CHECK ("pattern_jobs"."status" <> 'done' or "pattern_jobs"."files" is not null)
);
--> statement-breakpoint
ALTER TABLE "pattern_jobs" ADD CONSTRAINT "pattern_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pattern_jobs" ADD CONSTRAINT "pattern_jobs_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pattern_jobs_order_item_key" ON "pattern_jobs" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "pattern_jobs_order_idx" ON "pattern_jobs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pattern_jobs_due_idx" ON "pattern_jobs" USING btree ("run_after") WHERE "pattern_jobs"."status" = 'pending';