CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"garment_kind" text NOT NULL,
	"fabric_metres" numeric(5, 2) NOT NULL,
	"part_types" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_fabric_metres_positive" CHECK ("categories"."fabric_metres" > 0)
);
--> statement-breakpoint
CREATE TABLE "fabrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"subname" jsonb NOT NULL,
	"material" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"thread" jsonb NOT NULL,
	"composition" jsonb NOT NULL,
	"color" jsonb NOT NULL,
	"technique" jsonb NOT NULL,
	"wrinkle_resistance" jsonb NOT NULL,
	"seasonality" jsonb NOT NULL,
	"iron_effort" jsonb NOT NULL,
	"perceived_weight" jsonb NOT NULL,
	"softness" jsonb NOT NULL,
	"brightness" jsonb NOT NULL,
	"aspect" jsonb NOT NULL,
	"origin" jsonb NOT NULL,
	"uniformity" jsonb NOT NULL,
	"wash_instructions" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"pattern" jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock_metres" numeric(7, 2) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fabrics_stock_nonnegative" CHECK ("fabrics"."stock_metres" >= 0),
	CONSTRAINT "fabrics_price_nonnegative" CHECK ("fabrics"."price_cents" >= 0),
	CONSTRAINT "fabrics_images_max_two" CHECK (jsonb_array_length("fabrics"."images") <= 2)
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text,
	"surcharge_cents" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parts_surcharge_nonnegative" CHECK ("parts"."surcharge_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"intro" jsonb NOT NULL,
	"base_price_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_base_price_nonnegative" CHECK ("products"."base_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"chest" text NOT NULL,
	"waist" text NOT NULL,
	"hip" text NOT NULL,
	"description" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"locale" text DEFAULT 'es' NOT NULL,
	"confirm_token" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_status_check" CHECK ("newsletter_subscriptions"."status" in ('pending', 'active', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'es' NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_reason_check" CHECK ("return_requests"."reason" in ('size', 'quality', 'different', 'defect', 'other'))
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "fabrics_slug_key" ON "fabrics" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "fabrics_material_idx" ON "fabrics" USING btree ("material");--> statement-breakpoint
CREATE UNIQUE INDEX "parts_slug_key" ON "parts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "parts_type_idx" ON "parts" USING btree ("type");--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sizes_name_key" ON "sizes" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_confirm_token_key" ON "newsletter_subscriptions" USING btree ("confirm_token");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_unsubscribe_token_key" ON "newsletter_subscriptions" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_status_idx" ON "newsletter_subscriptions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "return_requests_created_at_idx" ON "return_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "return_requests_order_number_idx" ON "return_requests" USING btree ("order_number");