-- gemela_place_order (migration 0009, docs/decisions/009-placing-an-order-in-one-call.md; as 0026 left it) also
-- checks each fabric's width. The checkout lays every garment's pattern on its fabric's width to count its metres
-- (garment-drafts.server.ts, migration 0030); an admin who re-measures a fabric between that read and this write
-- would otherwise have the order take, charge and keep metres laid on the old width. The caller hands the widths
-- it used (`widths`: {"fabric id": cm}) and gets 'stale' — nothing written; it reads again and retries — when one
-- differs, as for a changed price. Everything else is as 0026 left it.
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
  v_key bigint;
  v_unpaid uuid[];
  v_orders int;
  v_garments int;
  v_metres numeric;
  v_limit text;
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
     -- Each fabric's width the metres were laid on ({"id": cm}, migration 0032); a caller that sends none (an older node
     -- during a rolling restart) is checked as before.
     OR (p ? 'widths' AND (SELECT coalesce(jsonb_object_agg(x.id::text, x.width_cm), '{}'::jsonb) FROM fabrics x
          WHERE x.id = ANY (ARRAY(SELECT jsonb_object_keys(p->'widths')::int))) IS DISTINCT FROM p->'widths')
  THEN
    RETURN jsonb_build_object('outcome', 'stale');
  END IF;

  -- What she already holds unpaid (issue 31): counted by client address, by e-mail and by account,
  -- each under its own transaction-scoped advisory lock, taken in ascending order (no deadlock), so
  -- two placements by one customer wait for each other and the second counts the first's order.
  IF jsonb_typeof(p->'limits') = 'object' THEN
    FOR v_key IN
      SELECT DISTINCT hashtextextended(k, 0)
        FROM unnest(ARRAY['hold:client:' || (p->'limits'->>'clientKey'), 'hold:email:' || lower(p->'order'->>'email'), 'hold:user:' || (p->'order'->>'user_id')]) AS k
       WHERE k IS NOT NULL
       ORDER BY 1
    LOOP
      PERFORM pg_advisory_xact_lock(v_key);
    END LOOP;
    -- Read after the locks, so in a snapshot that holds every order committed before them.
    v_unpaid := ARRAY(
      SELECT o.id FROM orders o WHERE o.status = 'pending_payment' AND o.client_key = p->'limits'->>'clientKey'
      UNION SELECT o.id FROM orders o WHERE o.status = 'pending_payment' AND lower(o.email) = lower(p->'order'->>'email')
      UNION SELECT o.id FROM orders o WHERE o.status = 'pending_payment' AND o.user_id = p->'order'->>'user_id');
    -- Only garments hold anything: an unpaid order of gift cards does not count.
    SELECT count(DISTINCT i.order_id), count(*), coalesce(sum(i.fabric_metres), 0) INTO v_orders, v_garments, v_metres
      FROM order_items i WHERE i.order_id = ANY (v_unpaid) AND i.kind = 'garment';
    SELECT CASE
             WHEN v_orders + 1 > (p->'limits'->>'orders')::int THEN 'orders'
             WHEN v_garments + jsonb_array_length(p->'sales') > (p->'limits'->>'garments')::int THEN 'garments'
             WHEN v_metres + coalesce(sum(s.metres), 0) > (p->'limits'->>'metres')::numeric THEN 'metres'
           END INTO v_limit
      FROM jsonb_to_recordset(p->'sales') AS s(metres numeric);
    IF v_limit IS NOT NULL THEN
      -- Nothing written: what she holds, oldest first, and which of it this basket or account placed.
      RETURN jsonb_build_object('outcome', 'holdLimit', 'limit', v_limit, 'pending', coalesce((
        SELECT jsonb_agg(jsonb_build_object('number', o.number, 'until', o.hold_expires_at,
                                            'mine', coalesce(o.user_id = p->'order'->>'user_id', false) OR o.idempotency_key LIKE v_basket::text || ':%')
                         ORDER BY o.placed_at, o.id)
          FROM orders o
         WHERE o.id = ANY (v_unpaid) AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.kind = 'garment')), '[]'::jsonb));
    END IF;
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
                        payment_method, delivery_min_days, delivery_max_days, production_max_days, hold_expires_at, client_key, placed_at, updated_at)
    SELECT v_number, p->>'idempotencyKey', o.user_id, o.email, o.locale, 'pending_payment', o.contact, o.address, o.is_gift, o.dedication,
           o.shipping_method, o.shipping_cents, coalesce(o.urgent, false), coalesce(o.urgent_cents, 0), o.subtotal_cents, o.gift_card_cents, o.total_cents, o.vat_cents,
           o.payment_method, o.delivery_min_days, o.delivery_max_days, o.production_max_days, o.hold_expires_at, o.client_key, v_now, v_now
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
