import { sql } from 'kysely';
import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/**
 * 0002: the points shop (goods, cart, orders, addresses). Written before the module split, it also
 * creates the address module's table and stays one migration, owned here. Stock and balances carry CHECK constraints
 * as a last line of defence; the services never rely on them (conditional updates come first).
 */
async function shop(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'goods_categories')
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('icon', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await id(db, 'goods')
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('pictures', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('goods_categories.id'))
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points > 0`))
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('limit_per_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('on_shelf', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('exchanged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('goods_shelf_category')
    .on('goods')
    .columns(['on_shelf', 'category_id'])
    .execute();

  await db.schema
    .createTable('cart_lines')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_lines_pk', ['user_id', 'goods_id'])
    .execute();

  await id(db, 'addresses')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('province_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('city_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('district_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('district_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('detail', 'varchar(200)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute();

  await id(db, 'orders')
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('total_points', 'integer', (c) => c.notNull().check(sql`total_points > 0`))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('waybill_no', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('cancel_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('shipped_at', 'bigint')
    .addColumn('completed_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .execute();
  // One order per (user, idempotency key): concurrent duplicate commits collide here.
  await db.schema
    .createIndex('orders_user_key')
    .on('orders')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('orders_user_created')
    .on('orders')
    .columns(['user_id', 'created_at'])
    .execute();
  // The expiry sweep looks up unpaid orders by expiry.
  await db.schema
    .createIndex('orders_status_expires')
    .on('orders')
    .columns(['status', 'expires_at'])
    .execute();

  await id(db, 'order_items')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('picture', 'varchar(512)', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();
  await db.schema.createIndex('order_items_goods').on('order_items').column('goods_id').execute();

  // The opening grant of the first seed used a free-text reason; the ledger now uses the contract's codes.
  await db
    .updateTable('points_ledger')
    .set({ reason: 'operator_grant' })
    .where('reason', '=', '新用户赠送')
    .execute();
}

/** The operators' order list: all users' orders by status, newest first. */
async function shopAdmin(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('orders_status_created')
    .on('orders')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('orders_created').on('orders').column('created_at').execute();
}

export const shopMigrations: ModuleMigrations = { '0002_shop': shop, '0031_shop_admin': shopAdmin };
