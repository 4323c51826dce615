CREATE TABLE "basket_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"basket_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"fabric_id" integer,
	"parts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"measurements" jsonb,
	"personal_data" jsonb,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"incomplete_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fabric_problem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_items_status_check" CHECK ("basket_items"."status" in ('complete', 'incomplete'))
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fabric_locks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fabric_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric_locks" ADD CONSTRAINT "fabric_locks_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric_locks" ADD CONSTRAINT "fabric_locks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_items_basket_id_idx" ON "basket_items" USING btree ("basket_id","created_at");--> statement-breakpoint
CREATE INDEX "basket_items_fabric_product_idx" ON "basket_items" USING btree ("fabric_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_token_hash_key" ON "baskets" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_user_id_key" ON "baskets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fabric_locks_fabric_product_key" ON "fabric_locks" USING btree ("fabric_id","product_id");--> statement-breakpoint
CREATE INDEX "fabric_locks_product_idx" ON "fabric_locks" USING btree ("product_id");