-- Placing an order in two round trips (docs/decisions/009-placing-an-order-in-one-call.md).
--
-- The checkout module reads the basket and the prices (gemela_checkout_snapshot), computes the order (totals, delivery window,
-- the snapshot of every garment) in TypeScript, and hands it here. This function writes it in the
-- caller's single statement, so the whole order is one round trip and one transaction:
--   1. locks the basket row (two presses of "place order" wait for each other);
--   2. answers 'repeated' when this idempotency key already placed an order;
--   3. answers 'stale' when the basket or a price changed since the checkout read them (the caller
--      reads again and retries): the version is every item's xmin, the prices are compared one by one;
--   4. answers 'fabricTaken' (and marks her basket items) when another order holds a combination;
--   5. writes the order, its items and its first event, takes each fabric's lock and metres in
--      ascending (fabric, product) order, spends the gift card, empties the basket, drops the draft
--      and queues the confirmation e-mail. A lock lost to a concurrent order, metres run out or a
--      gift card short of balance undo all of step 5 (a sub-block) and answer 'fabricTaken' or
--      'giftCard'.
-- The database's constraints still decide every race: the lock's unique key, the stock's and the
-- gift card balance's checks.
--> statement-breakpoint
-- What the checkout computes an order from, in one round trip: the basket's items oldest first with
-- their row versions (xmin: any insert, change or removal of an item changes the set), and the
-- products, fabrics and parts they name, in both languages, with their prices. Null when there is no
-- such basket.
CREATE FUNCTION "gemela_checkout_snapshot"(p_basket uuid) RETURNS jsonb
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN (WITH items AS (
    SELECT i.id, i.product_id, i.fabric_id, i.parts, i.measurements, i.status, i.fabric_problem, i.xmin::text AS version, i.created_at
      FROM basket_items i
     WHERE i.basket_id = p_basket
  )
  SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM baskets WHERE id = p_basket) THEN NULL ELSE jsonb_build_object(
    'items', coalesce((SELECT jsonb_agg(jsonb_build_object('id', i.id, 'productId', i.product_id, 'fabricId', i.fabric_id, 'parts', i.parts,
                                                          'measurements', i.measurements, 'status', i.status, 'fabricProblem', i.fabric_problem,
                                                          'version', i.version) ORDER BY i.created_at, i.id) FROM items i), '[]'::jsonb),
    'products', coalesce((SELECT jsonb_agg(jsonb_build_object('id', pr.id, 'name', pr.name, 'category', c.name, 'garmentKind', c.garment_kind,
                                                             'partTypes', c.part_types, 'basePriceCents', pr.base_price_cents,
                                                             'complexity', pr.complexity, 'fabricMetres', c.fabric_metres))
                            FROM products pr JOIN categories c ON c.id = pr.category_id
                           WHERE pr.id IN (SELECT product_id FROM items)), '[]'::jsonb),
    'fabrics', coalesce((SELECT jsonb_agg(jsonb_build_object('id', f.id, 'slug', f.slug, 'name', f.name, 'priceCents', f.price_cents, 'pattern', f.pattern))
                           FROM fabrics f WHERE f.id IN (SELECT fabric_id FROM items)), '[]'::jsonb),
    'parts', coalesce((SELECT jsonb_agg(jsonb_build_object('id', pa.id, 'slug', pa.slug, 'type', pa.type, 'name', pa.name, 'surchargeCents', pa.surcharge_cents))
                         FROM parts pa
                        WHERE pa.id IN (SELECT (v.value)::int FROM items i, jsonb_each_text(i.parts) v WHERE v.value ~ '^[0-9]+$')), '[]'::jsonb)
  ) END);
END
$$;
--> statement-breakpoint
CREATE FUNCTION "gemela_place_order"(p jsonb) RETURNS jsonb
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
                        shipping_method, shipping_cents, subtotal_cents, gift_card_cents, total_cents, vat_cents,
                        payment_method, delivery_min_days, delivery_max_days, hold_expires_at, placed_at, updated_at)
    SELECT v_number, p->>'idempotencyKey', o.user_id, o.email, o.locale, 'pending_payment', o.contact, o.address, o.is_gift, o.dedication,
           o.shipping_method, o.shipping_cents, o.subtotal_cents, o.gift_card_cents, o.total_cents, o.vat_cents,
           o.payment_method, o.delivery_min_days, o.delivery_max_days, o.hold_expires_at, v_now, v_now
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
