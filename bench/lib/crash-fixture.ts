import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '../../apps/server/src/shared/password.js';
import { n, one, type Sql } from './crash-store.js';
import { DAY_MS, shanghaiDay } from './sqlite.js';

/** The crash bench's (crash.ts) own rows, written straight into the store before the load. */

export const PAY_PWD = '135790';

export interface Pupil {
  id: number;
  token: string;
  addressId: number;
}

export interface Fixture {
  pupils: Pupil[];
  goods: { id: number; stock: number }[];
  campId: number;
  taskIds: number[];
  benchUserIds: number[];
}

/** Pupils with points, a payment password, a token and an address; goods; a running camp of 21 tasks. */
export async function writeFixture(db: Sql, pupils: number, prefix: string): Promise<Fixture> {
  const now = Date.now();
  const hash = await hashPassword(PAY_PWD);
  const out: Fixture = { pupils: [], goods: [], campId: 0, taskIds: [], benchUserIds: [] };
  for (let i = 0; i < pupils; i++) {
    const { id } = await one<{ id: number }>(
      db,
      `insert into users (account, password_hash, pay_pwd_hash, nickname, points, created_at, updated_at)
       values (?, ?, ?, ?, 100000, ?, ?) returning id`,
      [`${prefix}_${i}`, hash, hash, `崩溃${i}`, now, now],
    );
    await db.all(
      `insert into points_ledger (user_id, delta, balance_after, reason, ref, created_at)
       values (?, 100000, 100000, 'operator_grant', 'bench', ?)`,
      [id, now],
    );
    const token = randomBytes(32).toString('base64url');
    await db.all(
      `insert into auth_tokens (token_hash, user_id, device, created_at, expires_at) values (?, ?, 'bench', ?, ?)`,
      [createHash('sha256').update(token).digest('hex'), id, now, now + DAY_MS],
    );
    const address = await one<{ id: number }>(
      db,
      `insert into addresses (user_id, name, phone, province_code, province_name, city_code, city_name,
       district_code, district_name, detail, is_default, created_at, updated_at)
       values (?, '压测', '13800000000', '11', '北京市', '1101', '市辖区', '110101', '东城区', '东长安街1号', 1, ?, ?)
       returning id`,
      [id, now, now],
    );
    out.pupils.push({ id: n(id), token, addressId: n(address.id) });
    out.benchUserIds.push(n(id));
  }
  const category = await one<{ id: number }>(db, 'select id from goods_categories order by id limit 1');
  for (let g = 0; g < 3; g++) {
    const stock = 400;
    const { id } = await one<{ id: number }>(
      db,
      `insert into goods (name, pictures, description, category_id, points, stock, limit_per_user, on_shelf,
       exchanged, created_at, updated_at) values (?, '[]', '', ?, ?, ?, 0, 1, 0, ?, ?) returning id`,
      [`崩溃商品${g}`, category.id, 10 + g, stock, now, now],
    );
    out.goods.push({ id: n(id), stock });
  }
  const DAYS = 21;
  const today = shanghaiDay(now);
  const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);
  const { id: campId } = await one<{ id: number }>(
    db,
    `insert into checkin_camps (title, kind, cover, intro, version, start_date, end_date, grade_ids,
     points_per_checkin, prize_days, prize_text, rules, service_qr, service_phone, enabled,
     enrolled_count, checkin_count, task_count, created_at, updated_at)
     values ('崩溃打卡营', 'reading', '', '', '', ?, ?, '', 5, 0, '', '', '', '', 1, 0, 0, ?, ?, ?) returning id`,
    [
      shanghaiDay(dayStart(today) - (DAYS - 1) * DAY_MS),
      shanghaiDay(dayStart(today) + 9 * DAY_MS),
      DAYS,
      now,
      now,
    ],
  );
  out.campId = n(campId);
  for (let d = 1; d <= DAYS; d++) {
    const { id } = await one<{ id: number }>(
      db,
      `insert into checkin_tasks (camp_id, day_index, title, content, picture, audio, checkin_count,
       created_at, updated_at) values (?, ?, ?, '', '', '', 0, ?, ?) returning id`,
      [out.campId, d, `第${d}天 朗读`, now, now],
    );
    out.taskIds.push(n(id));
  }
  return out;
}
