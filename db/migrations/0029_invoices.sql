CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year"),
	CONSTRAINT "invoice_counters_last_check" CHECK ("invoice_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_requests" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"customer" jsonb NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"rectifies_id" uuid,
	"replaced_by_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"customer_name" text NOT NULL,
	"customer_tax_id" text,
	"base_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "invoices_series_check" CHECK ("invoices"."series" in ('F', 'R')),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('simplified', 'full', 'rectifying')),
	CONSTRAINT "invoices_rectifying_check" CHECK (("invoices"."series" = 'R') = ("invoices"."kind" = 'rectifying') and ("invoices"."series" = 'R') = ("invoices"."rectifies_id" is not null)),
	CONSTRAINT "invoices_totals_check" CHECK ("invoices"."total_cents" = "invoices"."base_cents" + "invoices"."vat_cents"),
	CONSTRAINT "invoices_sign_check" CHECK (("invoices"."series" = 'F' and "invoices"."total_cents" >= 0) or ("invoices"."series" = 'R' and "invoices"."total_cents" <= 0)),
	CONSTRAINT "invoices_sequence_check" CHECK ("invoices"."sequence" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_rectifies_id_invoices_id_fk" FOREIGN KEY ("rectifies_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_sequence_key" ON "invoices" USING btree ("series","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_sale_key" ON "invoices" USING btree ("order_id") WHERE "invoices"."series" = 'F' and "invoices"."replaced_by_id" is null;--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_tax_id_idx" ON "invoices" USING btree ("customer_tax_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_name_search_idx" ON "invoices" USING gin (to_tsvector('simple', "customer_name"));