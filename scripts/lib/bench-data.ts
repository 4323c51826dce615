/**
 * A shop grown old, written straight into a benchmark's throwaway database with `generate_series`
 * (seconds, not a loop of inserts): many orders (bench:admin-orders, bench:load) and a catalogue of
 * many fabrics offered on every product (bench:load). `run` executes one SQL statement.
 */
type Run = (statement: string) => Promise<unknown>

function count(n: number, what: string): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${what} must be a whole number ≥ 0 (got ${n})`)
  return n
}

/** `orders` orders over the last two years, every status and payment method, each with one item (a gift card: no fabric is taken). */
export async function insertManyOrders(run: Run, orders: number) {
  const n = count(orders, 'orders')
  await run(`
    insert into orders (number, idempotency_key, email, locale, status, contact, address, shipping_method, shipping_cents, subtotal_cents,
                        total_cents, vat_cents, payment_method, delivery_min_days, delivery_max_days, placed_at, updated_at, needs_refund)
    select 'GM-' || to_char(now() - (i * interval '631 seconds'), 'YYYY') || '-' || lpad((1000000 + i)::text, 7, '0'),
           gen_random_uuid()::text,
           'clienta' || i || '@example.com', 'es',
           (array['pending_payment','paid','in_production','shipped','delivered','delivered','delivered','cancelled','expired'])[1 + i % 9],
           jsonb_build_object('fullName', (array['Lucía','Marta','Ana','Carmen','Elena','Sofía','Paula','Irene'])[1 + i % 8] || ' ' ||
                              (array['García','Fernández','López','Martín','Sánchez','Pérez','Gómez','Ruiz','Díaz'])[1 + i % 9] || ' ' || i,
                              'phone', '600000000', 'prefs', jsonb_build_object('whatsapp', false, 'email', true, 'sms', false)),
           jsonb_build_object('street', 'Calle Mayor ' || i, 'postalCode', '28013', 'city', 'Madrid', 'province', 'Madrid', 'country', 'España'),
           'standard', 0, 9000 + i % 5000, 9000 + i % 5000, 1562, (array['card','transfer','card','test_card','gift_card'])[1 + i % 5],
           10, 15, now() - (i * interval '631 seconds'), now(), i % 997 = 0
    from generate_series(1, ${n}) as i`)
  await run(`
    insert into order_items (order_id, position, kind, gift_card, base_price_cents, total_cents)
    select id, 0, 'gift_card', '{"amountCents":5000,"recipientName":"A","recipientEmail":"a@example.com","senderName":"B","message":"","sendOn":"2026-01-01"}'::jsonb,
           total_cents, total_cents from orders o
    where not exists (select 1 from order_items i where i.order_id = o.id)`)
  await run('analyze orders')
  await run('analyze order_items')
}

/**
 * Copies of the catalogue's fabrics (name and slug numbered, the rest as the model: material, price,
 * pattern, stock) until the shop has `total` fabrics, each offered on every product, as an admin
 * adding them in the back office would leave it. After the seeded ones in the catalogue's order.
 * The storefront's change feed announces it to the running nodes (migration 0018).
 */
export async function growFabrics(run: Run, total: number) {
  const n = count(total, 'fabrics')
  await run(`
    with models as (
      select *, row_number() over (order by position, id) - 1 as k, count(*) over () as n from fabrics where archived_at is null
    ), added as (
      insert into fabrics (slug, name, subname, material, price_cents, type, thread, composition, color, technique, wrinkle_resistance,
                           seasonality, iron_effort, perceived_weight, softness, brightness, aspect, origin, uniformity, wash_instructions,
                           description, pattern, images, stock_metres, position)
      select m.slug || '-' || g, jsonb_build_object('es', (m.name->>'es') || ' ' || g, 'en', (m.name->>'en') || ' ' || g),
             m.subname, m.material, m.price_cents, m.type, m.thread, m.composition, m.color, m.technique, m.wrinkle_resistance,
             m.seasonality, m.iron_effort, m.perceived_weight, m.softness, m.brightness, m.aspect, m.origin, m.uniformity, m.wash_instructions,
             m.description, m.pattern, m.images, m.stock_metres, 1000 + g
      from generate_series(1, greatest(0, ${n} - (select count(*) from fabrics where archived_at is null))) as g
      join models m on m.k = g % m.n
      returning id
    )
    insert into product_fabrics (product_id, fabric_id)
    select p.id, a.id from products p cross join added a where p.archived_at is null
    on conflict do nothing`)
  await run('analyze fabrics')
  await run('analyze product_fabrics')
}
