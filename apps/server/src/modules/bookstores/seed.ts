import type { ModuleSeed } from '../../db/seed.js';
import { formatDate } from '../../shared/time.js';
import { recordChange } from '../archives/index.js';

const DAY = 24 * 3600_000;

interface StoreSeed {
  who: string;
  name: string;
  areaCode: string;
  address: string;
  contact: string;
  phone: string;
  lng: number;
  lat: number;
}

/** Bookshops of the demo: three in 杭州 for `staff` (李业务), two in 苏州 for `zhaoyewu` (赵业务). */
export const STORE_SEED: StoreSeed[] = [
  {
    who: 'staff',
    name: '博库书城（文二路店）',
    areaCode: '330106',
    address: '杭州市西湖区文二路38号',
    contact: '陈店长',
    phone: '0571-88908888',
    lng: 120.1436,
    lat: 30.2826,
  },
  {
    who: 'staff',
    name: '杭州新华书店（解放路店）',
    areaCode: '330102',
    address: '杭州市上城区解放路165号',
    contact: '王经理',
    phone: '13857101234',
    lng: 120.1737,
    lat: 30.2573,
  },
  {
    who: 'staff',
    name: '滨江新华书店（江南大道店）',
    areaCode: '330108',
    address: '杭州市滨江区江南大道588号',
    contact: '刘主管',
    phone: '0571-86690011',
    lng: 120.212,
    lat: 30.2084,
  },
  {
    who: 'zhaoyewu',
    name: '苏州书城（人民路店）',
    areaCode: '320508',
    address: '苏州市姑苏区人民路1388号',
    contact: '周店长',
    phone: '0512-65223456',
    lng: 120.6222,
    lat: 31.3053,
  },
  {
    who: 'zhaoyewu',
    name: '凤凰书城（园区店）',
    areaCode: '320576',
    address: '苏州工业园区苏州大道东265号',
    contact: '吴经理',
    phone: '13962101234',
    lng: 120.7179,
    lat: 31.3189,
  },
];

/** Demo books shipped to the shops (those of the catalogue seed that exist). */
const BOOKS = ['131', '132', '221', '231', '332', '111'];

/** Shops, 90 days of shipments (about one a week a book) and a stock count each month. */
export const bookstoreSeed: ModuleSeed = {
  after: ['account', 'books'],
  async run({ trx, demo, now }) {
    if (!demo) return null;
    // A filled store is left alone (seeds run at every start).
    if (await trx.selectFrom('bookstores').select('id').limit(1).executeTakeFirst()) return null;
    const users = await trx
      .selectFrom('users')
      .select(['id', 'account'])
      .where(
        'account',
        'in',
        STORE_SEED.map((s) => s.who),
      )
      .execute();
    const userId = new Map(users.map((u) => [u.account, u.id]));
    const books = (
      await trx
        .selectFrom('books')
        .select('book_no')
        .where('book_no', 'in', BOOKS)
        .orderBy('book_no')
        .execute()
    ).map((b) => b.book_no);
    if (books.length === 0) return null;
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const counts = { bookstores: 0, store_shipments: 0, store_stock_counts: 0 };
    for (const [i, s] of STORE_SEED.entries()) {
      const by = userId.get(s.who);
      if (by === undefined) continue;
      const at = now - (92 - i) * DAY;
      const store = await trx
        .insertInto('bookstores')
        .values({
          name: s.name,
          area_code: s.areaCode,
          address: s.address,
          contact: s.contact,
          phone: s.phone,
          lng: s.lng,
          lat: s.lat,
          remark: '',
          created_by: by,
          created_at: at,
          updated_by: by,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      counts.bookstores++;
      await recordChange(trx, {
        kind: 'store',
        recordId: store.id,
        areaCode: s.areaCode,
        userId: by,
        action: 'create',
        fields: ['书店名称', '所在区域', '地址', '联系人', '联系电话', '经度', '纬度'],
        at,
      });
      for (const [b, bookNo] of books.entries()) {
        if ((b + i) % 3 === 2) continue; // not every shop carries every book
        for (let daysAgo = 88 - ((b * 2 + i) % 6); daysAgo >= 1; daysAgo -= 6 + Math.floor(rand() * 5)) {
          const day = now - daysAgo * DAY;
          const quantity = 20 + Math.floor(rand() * 9) * 10;
          const row = await trx
            .insertInto('store_shipments')
            .values({
              store_id: store.id,
              area_code: s.areaCode,
              book_no: bookNo,
              quantity,
              shipped_on: formatDate(day),
              waybill: `SF${String(1000000000 + Math.floor(rand() * 8999999999)).slice(0, 12)}`,
              remark: '',
              created_by: by,
              created_at: day,
              updated_by: by,
              updated_at: day,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          counts.store_shipments++;
          await recordChange(trx, {
            kind: 'send',
            recordId: row.id,
            areaCode: s.areaCode,
            userId: by,
            action: 'create',
            fields: ['书店', '书号', '发货数量', '发货日期', '运单号'],
            at: day,
          });
        }
        for (const daysAgo of [75, 45, 15]) {
          const day = now - (daysAgo + i) * DAY;
          const row = await trx
            .insertInto('store_stock_counts')
            .values({
              store_id: store.id,
              area_code: s.areaCode,
              book_no: bookNo,
              quantity: 30 + Math.floor(rand() * 12) * 10,
              counted_on: formatDate(day),
              remark: daysAgo === 15 ? '月末盘点' : '',
              created_by: by,
              created_at: day,
              updated_by: by,
              updated_at: day,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          counts.store_stock_counts++;
          await recordChange(trx, {
            kind: 'kucun',
            recordId: row.id,
            areaCode: s.areaCode,
            userId: by,
            action: 'create',
            fields: ['书店', '书号', '库存数量', '盘点日期'],
            at: day,
          });
        }
      }
    }
    return counts;
  },
};
