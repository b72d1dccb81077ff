import type pg from 'pg';
import type { ProvinceSizes } from './province.js';
import { DAY_MS, shanghaiDay } from './sqlite.js';

const HOUR_MS = 3_600_000;

export interface FillReport {
  seconds: number;
  steps: { step: string; seconds: number; rows: number }[];
  counts: Record<string, number>;
  invariants: Record<string, boolean>;
}

/** The Shanghai midnight (epoch ms) of a YYYY-MM-DD day. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

/** How many fill camps beside the demo's running one. */
const OTHER_CAMPS = 5;
/** The days of a fill camp's run that are over (it started 20 days ago; today is its 21st and last). */
const OTHER_CAMP_DAYS = 20;
/** A member checks in on 1 to POSTS_SPREAD consecutive days (4 on average). */
const POSTS_SPREAD = 7;
/** Points of a check-in (the demo's running camp gives 5 too). */
const CHECKIN_POINTS = 5;

/**
 * Fills the (migrated and seeded, server stopped) database to `sizes` in a few set-based statements on
 * one session, keeping every invariant the app relies on: foreign keys, unique keys, each balance equal
 * to its ledger sum and each ledger row's balance_after the running balance, and the counters that
 * cache counts (camps' members and check-ins, tasks' and days' check-ins, members' days, streaks and
 * likes, posts' likes). Then VACUUM ANALYZE, and the invariants checked over the whole store.
 *
 * - Users 1…N join over the year (more of them lately); each has a login at joining and one later, and
 *   F = (ledger − check-ins) / users ledger rows (operator grants of 5, every fifth a deduction of 5)
 *   spread from joining to now, or, for the camps' members, to before the camps.
 * - Check-ins: half in the demo's running camp (the one the rankings read), half in five camps of 21
 *   days that end today; members are the earliest users, each on 1–7 consecutive past days of one camp,
 *   with the camp's reward (a checkin_rewards row and a ledger row of 5 points). In the running camp a
 *   post has 0–2 likes from other members.
 * - Books spread over every grade, cebie and subject of the dictionaries, `onShelf` of them on the shelf; every
 *   tenth has ten lessons with one video item each. 200 of those items have a daily play counter over
 *   the year.
 */
export async function fillProvince(
  client: pg.Client,
  sizes: ProvinceSizes,
  log: (line: string) => void = () => undefined,
): Promise<FillReport> {
  const t0 = performance.now();
  const steps: FillReport['steps'] = [];
  const step = async (name: string, sql: string, params: unknown[] = []) => {
    const s0 = performance.now();
    const r = await client.query(sql, params);
    const seconds = (performance.now() - s0) / 1000;
    steps.push({ step: name, seconds, rows: r.rowCount ?? 0 });
    log(`  ${name}: ${r.rowCount ?? 0} rows in ${seconds.toFixed(1)} s`);
    return r;
  };
  await client.query(`set synchronous_commit = off`);
  await client.query(`set work_mem = '256MB'`);
  await client.query(`set maintenance_work_mem = '512MB'`);

  const now = Date.now();
  const today = shanghaiDay(now);
  const yearAgo = now - 365 * DAY_MS;
  const U = sizes.users;
  const C = sizes.checkins;
  const F = Math.floor((sizes.ledger - C) / U);
  /** A user's balance after their F grants and deductions. */
  const fillerSum = 5 * F - 10 * Math.floor(F / 5);

  const one = async <T>(sql: string, params: unknown[] = []) =>
    (await client.query(sql, params)).rows[0] as T;
  const admin = await one<{ id: number }>(`select id from users where account = 'admin'`);
  const readCamp = await one<{ id: number; start_date: string; grade_ids: string; task_count: number }>(
    `select id, start_date, grade_ids, task_count from checkin_camps
     where enabled = 1 and start_date <= $1 and end_date >= $1 order by id limit 1`,
    [today],
  );
  const readDays = Math.min(
    Math.round((dayStart(today) - dayStart(readCamp.start_date)) / DAY_MS),
    readCamp.task_count,
  );
  if (readDays < 3) throw new Error(`the running camp has ${readDays} past days; 3 are needed`);
  const base = async (table: string) =>
    Number((await one<{ m: string }>(`select coalesce(max(id), 0) as m from ${table}`)).m);
  const userBase = await base('users');
  const postBase = await base('checkin_posts');
  const membersRead = Math.round(C / 2 / ((1 + POSTS_SPREAD) / 2));
  const membersOther = Math.round((C - C / 2) / ((1 + POSTS_SPREAD) / 2));
  const members = membersRead + membersOther;
  const otherStart = shanghaiDay(dayStart(today) - OTHER_CAMP_DAYS * DAY_MS);
  /** The fill camps' members' own history ends the day before the earliest camp starts. */
  const historyEnd = Math.min(dayStart(otherStart), dayStart(readCamp.start_date)) - DAY_MS;
  // A user's joining (epoch ms): the square root spreads more of them over the recent months.
  const joined = `(${yearAgo}::bigint + floor(${365 * DAY_MS}::float8 * sqrt((n - 0.5) / ${U}::float8))::bigint)`;
  const historyTo = `(case when n <= ${members} then ${historyEnd}::bigint else ${now - 60_000}::bigint end)`;

  // 1. The fill camps, 21 days each ending today, and their tasks.
  const camps = await step(
    'checkin_camps',
    `insert into checkin_camps (title, kind, cover, intro, version, start_date, end_date, grade_ids,
       points_per_checkin, prize_days, prize_text, rules, service_qr, service_phone, enabled,
       enrolled_count, checkin_count, task_count, created_at, updated_at)
     select '全省21天阅读打卡营' || c, 'reading', '', '', '', $1, $2, $3, ${CHECKIN_POINTS}, 0, '', '', '', '', 1,
       0, 0, ${OTHER_CAMP_DAYS + 1}, ${now - 30 * DAY_MS}, ${now - 30 * DAY_MS}
     from generate_series(1, ${OTHER_CAMPS}) c order by c returning id`,
    [otherStart, today, readCamp.grade_ids],
  );
  const otherIds = (camps.rows as { id: number }[]).map((r) => r.id);
  await step(
    'checkin_tasks',
    `insert into checkin_tasks (camp_id, day_index, title, content, picture, audio, checkin_count, created_at, updated_at)
     select c, d, '第' || d || '天 朗读', '朗读今天的课文三遍，录下最好的一遍。', '', '', 0, ${now - 30 * DAY_MS}, ${now - 30 * DAY_MS}
     from unnest($1::int[]) c, generate_series(1, ${OTHER_CAMP_DAYS + 1}) d`,
    [otherIds],
  );

  // 2. The members: user n's camp, posts, last day and first post id (a helper table of this session).
  await client.query(`create temporary table prov_members (
      n int primary key, user_id int not null, camp_id int not null, m int not null, posts int not null,
      last_index int not null, start_ms bigint not null, first_post bigint not null, liked boolean not null)`);
  await step(
    'members (session table)',
    `insert into prov_members
     select n, ${userBase} + n, camp_id, m, posts, last_index, start_ms,
       ${postBase} + sum(posts) over (order by n) - posts, liked
     from (
       select n, m, 1 + m % ${POSTS_SPREAD} as posts,
         case when read then ${readCamp.id} else ($1::int[])[1 + m % ${OTHER_CAMPS}] end as camp_id,
         case when read then ${readDays} else ${OTHER_CAMP_DAYS} end - m % 3 as last_index,
         case when read then ${dayStart(readCamp.start_date)}::bigint else ${dayStart(otherStart)}::bigint end as start_ms,
         read as liked
       from (select n, n <= ${membersRead} as read,
               case when n <= ${membersRead} then n - 1 else n - ${membersRead} - 1 end as m
             from generate_series(1, ${members}) n) s
     ) t`,
    [otherIds],
  );

  // 3. Users, each with the balance of the ledger written below (explicit ids: the rows below name them).
  await step(
    'users',
    `insert into users (id, account, phone, password_hash, nickname, avatar, points, created_at, updated_at)
     select ${userBase} + n, 'p' || lpad(n::text, 7, '0'), '19' || lpad(n::text, 9, '0'), '!', '学生' || n, '',
       ${fillerSum} + ${CHECKIN_POINTS} * coalesce(p.posts, 0), ${joined}, ${joined}
     from generate_series(1, ${U}) n left join prov_members p using (n)`,
  );
  await client.query(`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);

  // 4. Two logins each: at joining and at a moment since.
  await step(
    'auth_tokens',
    `insert into auth_tokens (token_hash, user_id, device, created_at, expires_at)
     select md5('a' || n || s) || md5('b' || n || s), ${userBase} + n, '', at, at + ${30 * DAY_MS}
     from (select n, s, case when s = 0 then ${joined}
             else ${joined} + ((${now}::bigint - ${joined}) * ((n * 7919) % 1000)) / 1000 end as at
           from generate_series(1, ${U}::bigint) n, generate_series(0, 1) s) t`,
  );

  // 5. The grants and deductions: row k of F for user n, the running balance in balance_after.
  await step(
    'points_ledger (grants and deductions)',
    `insert into points_ledger (user_id, delta, balance_after, reason, ref, created_at)
     select ${userBase} + n, case when k % 5 = 0 then -5 else 5 end, 5 * k - 10 * (k / 5),
       case when k % 5 = 0 then 'operator_deduct' else 'operator_grant' end, 'operator:' || ${admin.id},
       ${joined} + ((${historyTo} - ${joined}) * k) / ${F + 1}
     from (select (g - 1) / ${F} + 1 as n, (g - 1) % ${F} + 1 as k
           from generate_series(1, ${U * F}::bigint) g) s`,
  );

  // 6. Their check-ins: post j (1…posts, in time order) on day index last − posts + j, at a time of that day.
  const dayOf = (j: string) => `(last_index - posts + ${j})`;
  const atOf = (j: string) =>
    `(start_ms + (${dayOf(j)} - 1) * ${DAY_MS}::bigint + ${7 * HOUR_MS} + (m::bigint * 7919 + ${dayOf(j)} * 104729) % ${12 * HOUR_MS})`;
  const postDay = dayOf('j');
  const postAt = atOf('j');
  const likesOf = `(case when liked then (m + ${postDay}) % 3 else 0 end)`;
  await step(
    'checkin_posts',
    `insert into checkin_posts (id, camp_id, task_id, user_id, day, content, media, like_count, comment_count,
       hidden, created_at, updated_at)
     select first_post + j, p.camp_id, t.id, user_id,
       to_char(to_timestamp((${postAt} + ${8 * HOUR_MS}) / 1000) at time zone 'UTC', 'YYYY-MM-DD'),
       '第' || ${postDay} || '天打卡：读了三遍，越读越流利。', 'text', ${likesOf}, 0, 0, ${postAt}, ${postAt}
     from prov_members p cross join lateral generate_series(1, p.posts) j
     join checkin_tasks t on t.camp_id = p.camp_id and t.day_index = ${postDay}`,
  );
  await client.query(
    `select setval(pg_get_serial_sequence('checkin_posts', 'id'), (select max(id) from checkin_posts))`,
  );

  // 7. Likes from the next members of the running camp, a minute apart after the post.
  await step(
    'checkin_likes',
    `insert into checkin_likes (post_id, user_id, created_at)
     select first_post + j, ${userBase} + 1 + (m + 1 + i) % ${membersRead}, ${postAt} + (i + 1) * 60000
     from prov_members p cross join lateral generate_series(1, p.posts) j
     cross join lateral generate_series(0, ${likesOf} - 1) i
     where p.liked`,
  );

  // 8. The reward of each first check-in of a task, and its ledger row after the member's history.
  await step(
    'checkin_rewards',
    `insert into checkin_rewards (task_id, user_id, post_id, points, created_at)
     select t.id, user_id, first_post + j, ${CHECKIN_POINTS}, ${postAt}
     from prov_members p cross join lateral generate_series(1, p.posts) j
     join checkin_tasks t on t.camp_id = p.camp_id and t.day_index = ${postDay}`,
  );
  await step(
    'points_ledger (check-in rewards)',
    `insert into points_ledger (user_id, delta, balance_after, reason, ref, created_at)
     select user_id, ${CHECKIN_POINTS}, ${fillerSum} + ${CHECKIN_POINTS} * j, 'checkin', 'checkin:' || (first_post + j), ${postAt}
     from prov_members p cross join lateral generate_series(1, p.posts) j`,
  );

  // 9. The members' summaries: days, the streak (consecutive days up to the last), likes received.
  const lastAt = atOf('posts');
  await step(
    'checkin_enrolments',
    `insert into checkin_enrolments (camp_id, user_id, grade_id, days, days_at, streak, streak_at, last_day,
       likes_received, likes_at, checkin_count, created_at)
     select p.camp_id, p.user_id, null, posts, ${lastAt}, posts, ${lastAt},
       to_char(to_timestamp((start_ms + (last_index - 1) * ${DAY_MS}::bigint + ${8 * HOUR_MS}) / 1000) at time zone 'UTC', 'YYYY-MM-DD'),
       coalesce(l.n, 0), coalesce(l.at, start_ms - ${DAY_MS}), posts, start_ms - ${DAY_MS}
     from prov_members p
     left join (select post.user_id, count(*) as n, max(k.created_at) as at
                from checkin_likes k join checkin_posts post on post.id = k.post_id
                where k.post_id > ${postBase} group by post.user_id) l on l.user_id = p.user_id`,
  );

  // 10. The counters of the camps, tasks and days the fill touched (the running camp's add to the seed's).
  const touched = [readCamp.id, ...otherIds];
  await step(
    'checkin counters',
    `with posts as (select camp_id, task_id, day, count(*) as n from checkin_posts
                    where id > ${postBase} group by camp_id, task_id, day),
     camp_days as (insert into checkin_camp_days (camp_id, day, checkin_count)
                   select camp_id, day, sum(n) from posts group by camp_id, day
                   on conflict (camp_id, day) do update set checkin_count = checkin_camp_days.checkin_count + excluded.checkin_count
                   returning 1),
     tasks as (update checkin_tasks t set checkin_count = t.checkin_count + s.n
               from (select task_id, sum(n) as n from posts group by task_id) s where t.id = s.task_id returning 1)
     update checkin_camps c set checkin_count = c.checkin_count + s.posts, enrolled_count = c.enrolled_count + s.members
     from (select camp_id, sum(posts) as posts, count(*) as members from prov_members group by camp_id) s
     where c.id = s.camp_id and c.id = any($1::int[])`,
    [touched],
  );

  // 11. Books over every grade, cebie and subject, some on the shelf; every tenth with ten lessons of a video each.
  const bookBase = await base('books');
  const shelfEvery = Math.max(1, Math.round(1 / sizes.onShelf));
  await step(
    'books',
    `insert into books (id, book_no, title, sub_title, cover, subject_id, grade_id, cebie_id, bookarea, buttons,
       friend_is_video, friend_percent, sort, enabled, hits_video, created_at, updated_at)
     select ${bookBase} + n, 'P' || lpad(n::text, 6, '0'), '全省教材' || n, '', '', s.id, g.id, c.id, '', 's-视频',
       0, 0, 1000 + n, case when n % ${shelfEvery} = 0 then 1 else 0 end, 0, ${now - 100 * DAY_MS}, ${now - 100 * DAY_MS}
     from generate_series(1, ${sizes.books}) n
     join (select id, row_number() over (order by sort, id) - 1 as i, count(*) over () as k
           from dictionaries where dic_type = 'grade') g on g.i = (n - 1) % g.k
     join (select id, row_number() over (order by sort, id) - 1 as i, count(*) over () as k
           from dictionaries where dic_type = 'cebie') c on c.i = ((n - 1) / 20) % c.k
     join (select id, row_number() over (order by sort, id) - 1 as i, count(*) over () as k
           from dictionaries where dic_type = 'subject') s on s.i = ((n - 1) / 60) % s.k`,
  );
  await client.query(`select setval(pg_get_serial_sequence('books', 'id'), (select max(id) from books))`);
  const lessonBase = await base('lessons');
  await step(
    'lessons',
    `insert into lessons (id, book_id, parent_id, depth, sort, type, title)
     select ${lessonBase} + (b - 1) * 10 + l, ${bookBase} + b * 10, null, 1, l, 's', '第' || l || '课'
     from generate_series(1, ${Math.floor(sizes.books / 10)}) b, generate_series(1, 10) l`,
  );
  await client.query(`select setval(pg_get_serial_sequence('lessons', 'id'), (select max(id) from lessons))`);
  const itemBase = await base('items');
  await step(
    'items',
    `insert into items (id, lesson_id, book_id, type, title, path, cover, duration_ms, sort, hits)
     select ${itemBase} + l.id - ${lessonBase}, l.id, l.book_id, 's', l.title || ' 视频', '', '', 300000, 1, 0
     from lessons l where l.id > ${lessonBase}`,
  );
  await client.query(`select setval(pg_get_serial_sequence('items', 'id'), (select max(id) from items))`);
  await step(
    'hit_counts',
    `insert into hit_counts (kind, target_id, day, count)
     select 's', i.id, to_char(to_timestamp((${yearAgo}::bigint + d * ${DAY_MS}::bigint + ${8 * HOUR_MS}) / 1000) at time zone 'UTC', 'YYYY-MM-DD'),
       1 + (i.id * 31 + d * 17) % 500
     from (select id from items where id > ${itemBase} order by id limit 200) i, generate_series(1, 365) d
     on conflict do nothing`,
  );
  await client.query(`drop table prov_members`);
  // The statistics as a store that had them all year: the server's next start rolls up the whole
  // history (before it listens), then its job keeps the recent days.
  await step('statistics rollups reset', `delete from stats_rollup_state`);
  await client.query(`delete from stats_daily`);

  const v0 = performance.now();
  await client.query(`vacuum (analyze)`);
  steps.push({ step: 'vacuum (analyze)', seconds: (performance.now() - v0) / 1000, rows: 0 });
  log(`  vacuum (analyze): ${((performance.now() - v0) / 1000).toFixed(1)} s`);
  const seconds = (performance.now() - t0) / 1000;

  const counts: Record<string, number> = {};
  for (const table of [
    'books',
    'lessons',
    'items',
    'users',
    'auth_tokens',
    'points_ledger',
    'checkin_camps',
    'checkin_enrolments',
    'checkin_posts',
    'checkin_likes',
    'checkin_rewards',
    'hit_counts',
  ])
    counts[table] = Number((await one<{ n: string }>(`select count(*) as n from ${table}`)).n);
  const i0 = performance.now();
  const invariants = await storeInvariants(client);
  log(`  invariants checked in ${((performance.now() - i0) / 1000).toFixed(1)} s`);
  return { seconds, steps, counts, invariants };
}

/** What the app relies on, over the whole store (each a count of the rows that break it, 0 to hold). */
export async function storeInvariants(client: pg.Client): Promise<Record<string, boolean>> {
  const checks: Record<string, string> = {
    balancesEqualLedger: `select count(*) as n from users u left join (select user_id, sum(delta) as s
      from points_ledger group by user_id) l on l.user_id = u.id where u.points <> coalesce(l.s, 0)`,
    // The newest row (the seeds backdate some rows' times, so by id) carries the balance.
    lastBalanceAfterIsBalance: `select count(*) as n from users u join (select user_id, max(id) as id from points_ledger
      group by user_id) m on m.user_id = u.id join points_ledger l on l.id = m.id where l.balance_after <> u.points`,
    campCounts: `select count(*) as n from checkin_camps c where c.enrolled_count <> (select count(*) from checkin_enrolments e
      where e.camp_id = c.id) or c.checkin_count <> (select count(*) from checkin_posts p where p.camp_id = c.id and p.hidden = 0)`,
    taskCounts: `select count(*) as n from checkin_tasks t where t.checkin_count <> (select count(*) from checkin_posts p
      where p.task_id = t.id and p.hidden = 0)`,
    campDayCounts: `select count(*) as n from (select camp_id, day, count(*) as n from checkin_posts where hidden = 0
      group by camp_id, day) p full join checkin_camp_days d using (camp_id, day) where coalesce(p.n, 0) <> coalesce(d.checkin_count, 0)`,
    memberCounts: `select count(*) as n from checkin_enrolments e left join (select camp_id, user_id, count(*) as n,
      count(distinct day) as days from checkin_posts group by camp_id, user_id) p using (camp_id, user_id)
      where e.checkin_count <> coalesce(p.n, 0) or e.days <> coalesce(p.days, 0)`,
    likeCounts: `select count(*) as n from checkin_posts p left join (select post_id, count(*) as n from checkin_likes
      group by post_id) k on k.post_id = p.id where p.like_count <> coalesce(k.n, 0)`,
    likesReceived: `select count(*) as n from checkin_enrolments e left join (select p.camp_id, p.user_id, sum(p.like_count) as n
      from checkin_posts p group by p.camp_id, p.user_id) p using (camp_id, user_id) where e.likes_received <> coalesce(p.n, 0)`,
    rewardPerFirstCheckin: `select count(*) as n from (select task_id, user_id from checkin_posts group by task_id, user_id) p
      full join checkin_rewards r using (task_id, user_id) where r.task_id is null or p.task_id is null`,
  };
  const out: Record<string, boolean> = {};
  for (const [name, sql] of Object.entries(checks)) {
    const r = await client.query<{ n: string }>(sql);
    out[name] = Number(r.rows[0]?.n) === 0;
  }
  return out;
}
