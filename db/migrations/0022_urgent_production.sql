ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "urgent_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "production_max_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_urgent_check" CHECK ("orders"."urgent" or "orders"."urgent_cents" = 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."shipping_cents" >= 0 and "orders"."urgent_cents" >= 0 and "orders"."gift_card_cents" >= 0 and "orders"."total_cents" >= 0 and "orders"."vat_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" + "orders"."shipping_cents" + "orders"."urgent_cents" - "orders"."gift_card_cents");--> statement-breakpoint
-- Urgent production (docs/product.md#delivery): the order's statement (0009) writes its choice, its
-- surcharge and the workshop's days as the checkout computed them; otherwise unchanged.
CREATE OR REPLACE FUNCTION "gemela_place_order"(p jsonb) RETURNS jsonb
LANGUAGE plpgsql
-- Its statements are the same on every call: plan them once per connection, not on each call.
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_basket uuid := (p->>'basketId')::uuid;
  v_now timestamptz := (p->>'now')::timestamptz;
  v_order_id uuid;
  v_number text;
  v_seq bigint;
  v_fabric int;
  v_product int;
  v_problem text;
  v_sale record;
BEGIN
  PERFORM 1 FROM baskets WHERE id = v_basket FOR UPDATE;
  SELECT o.id, o.number INTO v_order_id, v_number FROM orders o WHERE o.idempotency_key = p->>'idempotencyKey';
  IF FOUND THEN
    RETURN jsonb_build_object('outcome', 'repeated', 'orderId', v_order_id, 'number', v_number);
  END IF;

  IF (SELECT coalesce(jsonb_object_agg(i.id::text, i.xmin::text), '{}'::jsonb) FROM basket_items i WHERE i.basket_id = v_basket)
     IS DISTINCT FROM p->'basketVersion'
     -- Each priced piece as the checkout read it ({"id": cents}); looked up by primary key.
     OR (SELECT coalesce(jsonb_object_agg(x.id::text, x.base_price_cents), '{}'::jsonb) FROM products x
          WHERE x.id = ANY (ARRAY(SELECT jsonb_object_keys(p->'prices'->'products')::int))) IS DISTINCT FROM p->'prices'->'products'
     OR (SELECT coalesce(jsonb_object_agg(x.id::text, x.price_cents), '{}'::jsonb) FROM fabrics x
          WHERE x.id = ANY (ARRAY(SELECT jsonb_object_keys(p->'prices'->'fabrics')::int))) IS DISTINCT FROM p->'prices'->'fabrics'
     OR (SELECT coalesce(jsonb_object_agg(x.id::text, x.surcharge_cents), '{}'::jsonb) FROM parts x
          WHERE x.id = ANY (ARRAY(SELECT jsonb_object_keys(p->'prices'->'parts')::int))) IS DISTINCT FROM p->'prices'->'parts'
  THEN
    RETURN jsonb_build_object('outcome', 'stale');
  END IF;

  -- A combination another order already holds: answered after one indexed read, nothing written but her mark.
  SELECT l.fabric_id, l.product_id INTO v_fabric, v_product
    FROM fabric_locks l
    JOIN jsonb_to_recordset(p->'sales') AS s(fabric_id int, product_id int) ON s.fabric_id = l.fabric_id AND s.product_id = l.product_id
   ORDER BY l.fabric_id, l.product_id
   LIMIT 1;
  IF FOUND THEN
    UPDATE basket_items SET fabric_problem = 'locked', updated_at = v_now
     WHERE basket_id = v_basket AND fabric_id = v_fabric AND product_id = v_product;
    RETURN jsonb_build_object('outcome', 'fabricTaken', 'problem', 'locked', 'fabricId', v_fabric, 'productId', v_product);
  END IF;

  BEGIN
    v_seq := nextval('order_number_seq');
    -- As app/modules/orders/order-number.ts formats it: GM-<year>-<six digits or more>.
    v_number := 'GM-' || (p->>'year') || '-' || CASE WHEN v_seq < 1000000 THEN lpad(v_seq::text, 6, '0') ELSE v_seq::text END;
    INSERT INTO orders (number, idempotency_key, user_id, email, locale, status, contact, address, is_gift, dedication,
                        shipping_method, shipping_cents, urgent, urgent_cents, subtotal_cents, gift_card_cents, total_cents, vat_cents,
                        payment_method, delivery_min_days, delivery_max_days, production_max_days, hold_expires_at, placed_at, updated_at)
    SELECT v_number, p->>'idempotencyKey', o.user_id, o.email, o.locale, 'pending_payment', o.contact, o.address, o.is_gift, o.dedication,
           o.shipping_method, o.shipping_cents, coalesce(o.urgent, false), coalesce(o.urgent_cents, 0), o.subtotal_cents, o.gift_card_cents, o.total_cents, o.vat_cents,
           o.payment_method, o.delivery_min_days, o.delivery_max_days, o.production_max_days, o.hold_expires_at, v_now, v_now
      FROM jsonb_populate_record(NULL::orders, p->'order') o
    RETURNING id INTO v_order_id;

    INSERT INTO order_items (order_id, position, kind, product_id, fabric_id, design, size, complexity, fabric_metres,
                             base_price_cents, fabric_price_cents, parts_price_cents, total_cents)
    SELECT v_order_id, i.position, 'garment', i.product_id, i.fabric_id, i.design, i.size, i.complexity, i.fabric_metres,
           i.base_price_cents, i.fabric_price_cents, i.parts_price_cents, i.total_cents
      FROM jsonb_populate_recordset(NULL::order_items, p->'items') i;

    INSERT INTO order_events (order_id, at, actor, actor_id, from_status, to_status)
    VALUES (v_order_id, v_now, 'customer', p->'order'->>'user_id', NULL, 'pending_payment');

    FOR v_sale IN
      SELECT s.fabric_id, s.product_id, s.metres FROM jsonb_to_recordset(p->'sales') AS s(fabric_id int, product_id int, metres numeric)
       ORDER BY s.fabric_id, s.product_id
    LOOP
      v_fabric := v_sale.fabric_id;
      v_product := v_sale.product_id;
      INSERT INTO fabric_locks (fabric_id, product_id, order_id) VALUES (v_sale.fabric_id, v_sale.product_id, v_order_id)
        ON CONFLICT DO NOTHING;
      IF NOT FOUND THEN
        v_problem := 'locked';
        RAISE EXCEPTION USING ERRCODE = 'GM001', MESSAGE = 'fabric taken';
      END IF;
      UPDATE fabrics SET stock_metres = stock_metres - v_sale.metres WHERE id = v_sale.fabric_id AND stock_metres >= v_sale.metres;
      IF NOT FOUND THEN
        v_problem := 'soldOut';
        RAISE EXCEPTION USING ERRCODE = 'GM001', MESSAGE = 'fabric sold out';
      END IF;
    END LOOP;

    IF p->'giftCard' IS NOT NULL AND jsonb_typeof(p->'giftCard') = 'object' THEN
      UPDATE gift_cards SET balance_cents = balance_cents - (p->'giftCard'->>'cents')::int
       WHERE id = (p->'giftCard'->>'id')::uuid AND status = 'active' AND balance_cents >= (p->'giftCard'->>'cents')::int;
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'GM002', MESSAGE = 'gift card short';
      END IF;
      INSERT INTO gift_card_uses (gift_card_id, order_id, amount_cents, at)
      VALUES ((p->'giftCard'->>'id')::uuid, v_order_id, (p->'giftCard'->>'cents')::int, v_now);
    END IF;

    DELETE FROM basket_items WHERE basket_id = v_basket;
    UPDATE baskets SET updated_at = v_now WHERE id = v_basket;
    DELETE FROM checkout_drafts WHERE basket_id = v_basket;

    IF (p->>'paidInFull')::boolean THEN
      UPDATE orders SET status = 'paid', paid_at = v_now, hold_expires_at = NULL, updated_at = v_now WHERE id = v_order_id;
      INSERT INTO order_events (order_id, at, actor, actor_id, from_status, to_status, note)
      VALUES (v_order_id, v_now, 'payment', NULL, 'pending_payment', 'paid', 'gift card');
    END IF;

    INSERT INTO mail_outbox (kind, dedupe_key, to_address, locale, payload, run_after)
    VALUES ('order-confirmation', 'order-confirmation:' || v_order_id, p->'order'->>'email', p->'order'->>'locale',
            jsonb_build_object('orderId', v_order_id), now())
    ON CONFLICT DO NOTHING;
  EXCEPTION
    WHEN SQLSTATE 'GM001' THEN
      UPDATE basket_items SET fabric_problem = v_problem, updated_at = v_now
       WHERE basket_id = v_basket AND fabric_id = v_fabric AND product_id = v_product;
      RETURN jsonb_build_object('outcome', 'fabricTaken', 'problem', v_problem, 'fabricId', v_fabric, 'productId', v_product);
    WHEN SQLSTATE 'GM002' THEN
      RETURN jsonb_build_object('outcome', 'giftCard');
  END;

  RETURN jsonb_build_object('outcome', 'placed', 'orderId', v_order_id, 'number', v_number);
END
$$;
