import { useMemo } from 'react';
import { Button, SearchBar } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import {
  PAGES,
  SCHOOL_KIND_TEXT,
  SCHOOL_KINDS,
  schoolEndpoints,
  type School,
  type SchoolKind,
} from '@jc/contract';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { useAreaOptions } from '@/lib/area-options';
import { useSchoolList, useUserAreas } from '../api/schools';
import { ExportButtons } from '../components/ExportButtons';
import { areaChips } from '../lib/archive-logic';
import styles from '../components/archives.module.css';

type Scope = 'all' | 'mine';

/**
 * 学校档案: the schools of the staff member's areas. One tap filters by 我负责的, a district or a kind;
 * the search finds a name; a row opens the school; 新增学校 at the bottom. The filters live in the
 * address, so back returns to the same list.
 */
export default function SchoolArchivesPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const scope: Scope = params.get('scope') === 'mine' ? 'mine' : 'all';
  const areaCode = params.get('area') ?? '';
  const kindParam = params.get('kind');
  const kind = (SCHOOL_KINDS as readonly string[]).includes(kindParam ?? '')
    ? (kindParam as SchoolKind)
    : undefined;
  const keyword = params.get('q') ?? '';
  const filters = {
    ...(scope === 'mine' ? { covered: '1' as const } : {}),
    ...(areaCode ? { areaCode } : {}),
    ...(kind ? { kind } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const list = useSchoolList(filters);
  const areas = useUserAreas();
  const tree = useAreaOptions();
  const chips = useMemo(
    () =>
      tree.data && areas.data
        ? areaChips(
            tree.data,
            areas.data.map((a) => a.code),
          )
        : [],
    [tree.data, areas.data],
  );
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const chip = (on: boolean, text: string, onClick: () => void) => (
    <button
      key={text}
      type="button"
      aria-pressed={on}
      className={on ? `${styles.filterChip} ${styles.filterChipOn}` : styles.filterChip}
      onClick={onClick}
    >
      {text}
    </button>
  );

  return (
    <div className={styles.page}>
      <div className={styles.filters}>
        <SearchBar
          className={styles.search}
          placeholder="搜索学校名称"
          defaultValue={keyword}
          onSearch={(v) => setParam('q', v.trim() || null)}
          onClear={() => setParam('q', null)}
        />
        <div className={styles.segment} role="group" aria-label="范围">
          {chip(scope === 'all', '全部学校', () => setParam('scope', null))}
          {chip(scope === 'mine', '我负责的', () => setParam('scope', 'mine'))}
          <span className={styles.segmentGap} />
          {/* A kind filters; tapped again, it lets go. */}
          {SCHOOL_KINDS.map((k) =>
            chip(kind === k, SCHOOL_KIND_TEXT[k], () => setParam('kind', kind === k ? null : k)),
          )}
        </div>
        {chips.length > 1 ? (
          <div className={styles.chipRow} role="group" aria-label="地区">
            {chip(!areaCode, '全部地区', () => setParam('area', null))}
            {chips.map((c) => chip(areaCode === c.code, c.name, () => setParam('area', c.code)))}
          </div>
        ) : null}
      </div>
      <InfiniteList
        query={list}
        error="学校加载失败"
        empty={
          scope === 'mine'
            ? { title: '还没有负责的学校', description: '打开一所学校，点“我负责这所学校”。' }
            : {
                title: '没有找到学校',
                description:
                  keyword || areaCode || kind
                    ? '换个条件试试，或新增一所学校。'
                    : '点下方“新增学校”登记第一所。',
              }
        }
      >
        {(schools: School[]) => (
          <ul className={styles.rows} aria-label="学校列表">
            {schools.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className={styles.row}
                  onClick={() => void navigate(`${PAGES.schoolInfo.path}?id=${s.id}`)}
                >
                  <span className={styles.rowMain}>
                    <strong className={styles.rowTitle}>
                      {s.name}
                      <span className={styles.tag}>{s.kindText}</span>
                      {s.covered ? <span className={styles.tagCovered}>我负责</span> : null}
                    </strong>
                    <span className={styles.rowLine}>
                      {s.areaName.split(' ').slice(-1)[0]} · {s.pupils}名学生
                    </span>
                    {s.address ? <span className={styles.rowLine}>{s.address}</span> : null}
                  </span>
                  <span className={styles.chevron} aria-hidden="true">
                    ›
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </InfiniteList>
      <ExportButtons endpoint={schoolEndpoints.exportSchools} input={filters} />
      <footer className={styles.bottomBar}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={() => void navigate(PAGES.changeSchool.path)}
        >
          新增学校
        </Button>
      </footer>
    </div>
  );
}
