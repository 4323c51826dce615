CREATE TABLE "gift_card_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_email" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_events_kind_check" CHECK ("gift_card_events"."kind" in ('resent', 'voided'))
);
--> statement-breakpoint
ALTER TABLE "gift_card_events" ADD CONSTRAINT "gift_card_events_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_events_card_idx" ON "gift_card_events" USING btree ("gift_card_id","at");--> statement-breakpoint
CREATE INDEX "gift_cards_created_idx" ON "gift_cards" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "gift_cards_recipient_idx" ON "gift_cards" USING btree (lower("recipient_email"));--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "gift_cards_last4_idx" ON "gift_cards" USING btree ("code_last4");