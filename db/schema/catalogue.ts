import { sql } from 'drizzle-orm'
import { type AnyPgColumn, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { LocalizedText } from './types.ts'
import { orders } from './orders.ts'

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** tops, shirts or trousers: decides the garment drawing and its parts. */
    garmentKind: text('garment_kind').notNull(),
    /** Metres of fabric one garment of this category consumes (docs/product.md#fabric-lock-and-stock). */
    fabricMetres: numeric('fabric_metres', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** Part types offered by the customizer, in step order after the fabric. */
    partTypes: jsonb('part_types').$type<string[]>().notNull(),
    position: integer('position').notNull().default(0),
    /** Deleted by an admin while orders or baskets still name it: hidden from the shop, kept for them. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), check('categories_fabric_metres_positive', sql`${t.fabricMetres} > 0`)],
)

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    intro: jsonb('intro').$type<LocalizedText>().notNull(),
    basePriceCents: integer('base_price_cents').notNull(),
    /** basic or complex: which production time of the store settings its delivery window uses. */
    complexity: text('complexity').$type<'basic' | 'complex'>().notNull().default('basic'),
    /**
     * The fabric its design starts in and its card is drawn in (the white shirt in a white fabric);
     * when it is not offered or not available, the first fabric that is.
     */
    defaultFabricId: integer('default_fabric_id').references((): AnyPgColumn => fabrics.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    /** Deleted by an admin while orders or baskets still name it: hidden from the shop, kept for them. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_id_idx').on(t.categoryId),
    check('products_base_price_nonnegative', sql`${t.basePriceCents} >= 0`),
    check('products_complexity_check', sql`${t.complexity} in ('basic', 'complex')`),
  ],
)

/**
 * A product's photographs (docs/product.md#photographs): several, in the owner's order, each with
 * its description in both languages. They lead the product's page and card; the drawing stands in
 * without them and stays beside them. `key` names the stored files (app/utils/media.ts).
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    alt: jsonb('alt').$type<LocalizedText>().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_photos_product_idx').on(t.productId, t.position), uniqueIndex('product_photos_key_key').on(t.key)],
)

export type FabricFamily = 'algodon' | 'seda' | 'lino'
export type FabricPattern = {
  /** The drawing of the swatch: solid, stripes, gingham, dots, floral, leopard, herringbone, linen. */
  kind: string
  base: string
  accent: string
}

export const fabrics = pgTable(
  'fabrics',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    subname: jsonb('subname').$type<LocalizedText>().notNull(),
    /** Family used by the customizer filter chips. */
    material: text('material').$type<FabricFamily>().notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    /** basic or premium. */
    type: text('type').notNull(),
    thread: jsonb('thread').$type<LocalizedText>().notNull(),
    composition: jsonb('composition').$type<LocalizedText>().notNull(),
    color: jsonb('color').$type<LocalizedText>().notNull(),
    technique: jsonb('technique').$type<LocalizedText>().notNull(),
    wrinkleResistance: jsonb('wrinkle_resistance').$type<LocalizedText>().notNull(),
    seasonality: jsonb('seasonality').$type<LocalizedText>().notNull(),
    ironEffort: jsonb('iron_effort').$type<LocalizedText>().notNull(),
    perceivedWeight: jsonb('perceived_weight').$type<LocalizedText>().notNull(),
    softness: jsonb('softness').$type<LocalizedText>().notNull(),
    brightness: jsonb('brightness').$type<LocalizedText>().notNull(),
    aspect: jsonb('aspect').$type<LocalizedText>().notNull(),
    origin: jsonb('origin').$type<LocalizedText>().notNull(),
    uniformity: jsonb('uniformity').$type<LocalizedText>().notNull(),
    washInstructions: jsonb('wash_instructions').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    pattern: jsonb('pattern').$type<FabricPattern>().notNull(),
    /** Up to two uploaded image paths; the generated swatch stands in when empty. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    stockMetres: numeric('stock_metres', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    /** How wide the fabric is woven (cm, selvage to selvage): a design's metres are its pattern laid on this width (docs/atelier.md). */
    widthCm: integer('width_cm').notNull().default(140),
    position: integer('position').notNull().default(0),
    /** Deleted by an admin while orders or baskets still name it: hidden from the shop, kept for them. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fabrics_slug_key').on(t.slug),
    index('fabrics_material_idx').on(t.material),
    check('fabrics_stock_nonnegative', sql`${t.stockMetres} >= 0`),
    check('fabrics_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('fabrics_images_max_two', sql`jsonb_array_length(${t.images}) <= 2`),
    check('fabrics_width_range', sql`${t.widthCm} between 90 and 330`),
  ],
)

export const parts = pgTable(
  'parts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    /** collar, cuff, sleeve, leg or waistband. */
    type: text('type').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    image: text('image'),
    surchargeCents: integer('surcharge_cents').notNull().default(0),
    /**
     * Part types a design with this part does without (a short sleeve has no cuff): their step is
     * skipped and their surcharge dropped (docs/product.md#what-each-product-offers, app/modules/catalogue/part-rules.ts).
     */
    omitsTypes: jsonb('omits_types').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    /** Deleted by an admin while orders or baskets still name it: hidden from the shop, kept for them. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('parts_slug_key').on(t.slug), index('parts_type_idx').on(t.type), check('parts_surcharge_nonnegative', sql`${t.surchargeCents} >= 0`)],
)

export const sizes = pgTable(
  'sizes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    chest: text('chest').notNull(),
    waist: text('waist').notNull(),
    hip: text('hip').notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('sizes_name_key').on(t.name)],
)

/**
 * Which fabrics each product is offered in (docs/product.md#what-each-product-offers): the customizer
 * lists only these, the basket and the checkout refuse the others. A new fabric is offered on every
 * product; the product's form in the back office narrows it.
 */
export const productFabrics = pgTable(
  'product_fabrics',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fabricId: integer('fabric_id')
      .notNull()
      .references(() => fabrics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.fabricId] }), index('product_fabrics_fabric_idx').on(t.fabricId)],
)

/**
 * Which parts each product offers for the steps of its category (collars, cuffs, sleeves, leg cuts,
 * waistbands): at least one of each type the category's design has. A new part is offered on every
 * product whose category has its type.
 */
export const productParts = pgTable(
  'product_parts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.partId] }), index('product_parts_part_idx').on(t.partId)],
)

/**
 * A fabric-plus-garment combination is sold once (docs/product.md#fabric-lock-and-stock): the unique key is the lock.
 * Orders take it in the same transaction as the stock decrement; an unpaid order releases it. The
 * catalogue owns it with the stock it guards (docs/decisions/007-module-tables-and-transactions.md).
 */
export const fabricLocks = pgTable(
  'fabric_locks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fabricId: integer('fabric_id')
      .notNull()
      .references(() => fabrics.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The order holding it; deleting the lock (hold expired, order cancelled) frees the combination. */
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fabric_locks_fabric_product_key').on(t.fabricId, t.productId), index('fabric_locks_product_idx').on(t.productId)],
)
