CREATE TABLE "fabric_stock_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fabric_stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"fabric_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text DEFAULT 'adjustment' NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"before_metres" numeric(7, 2) NOT NULL,
	"after_metres" numeric(7, 2) NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "fabric_stock_movements_kind_check" CHECK ("fabric_stock_movements"."kind" in ('adjustment')),
	CONSTRAINT "fabric_stock_movements_metres_check" CHECK ("fabric_stock_movements"."before_metres" >= 0 and "fabric_stock_movements"."after_metres" >= 0),
	CONSTRAINT "fabric_stock_movements_reason_check" CHECK (length("fabric_stock_movements"."reason") between 1 and 300)
);
--> statement-breakpoint
ALTER TABLE "fabric_stock_movements" ADD CONSTRAINT "fabric_stock_movements_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric_stock_movements" ADD CONSTRAINT "fabric_stock_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fabric_stock_movements_fabric_idx" ON "fabric_stock_movements" USING btree ("fabric_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");