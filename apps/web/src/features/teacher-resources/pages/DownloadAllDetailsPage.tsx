import { useState, type FormEvent } from 'react';
import { Input } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { teacherResourceEndpoints, type TeacherPackage } from '@jc/contract';
import { Card } from '@/components/Card/Card';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { api } from '@/lib/api-client';
import { useDicData } from '@/lib/dictionary';
import { teacherOnlyError } from '@/lib/teacher-only';
import { usePackages } from '../api/teacher-resources';
import { DownloadItem } from '../components/DownloadItem';
import { MailSheet } from '../components/MailSheet';
import styles from '../components/TeacherResources.module.css';
import { recentYears, toggled } from '../lib/links';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** 全部资源?query&cebie&year: whole packages per grade and volume, with size, download and mail. */
export default function DownloadAllDetailsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = params.get('query')?.trim() ?? '';
  const cebieId = positive(params.get('cebie'));
  const year = positive(params.get('year'));
  const filter = { query, cebieId, year };
  const packages = usePackages(filter);
  const cebies = useDicData('cebie');
  const [text, setText] = useState(query);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [mailing, setMailing] = useState(false);

  const set = (key: string, value: string | number | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
    setParams(next, { replace: true });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    set('query', text.trim());
  };
  // A fresh signed link when the one on screen is about to expire.
  const renew = async (id: number) => {
    const page = await api.call(teacherResourceEndpoints.packages, { ...filter, pageSize: 100 });
    return page.list.find((p) => p.id === id)?.url ?? null;
  };

  const chip = (on: boolean, label: string, onClick: () => void) => (
    <button
      key={label}
      type="button"
      aria-pressed={on}
      className={on ? `${styles.tab} ${styles.tabOn}` : styles.tab}
      onClick={onClick}
    >
      {label}
    </button>
  );

  return (
    <div className={styles.page}>
      <form className={styles.search} onSubmit={search} role="search">
        <Input
          className={styles.searchInput}
          value={text}
          onChange={setText}
          placeholder="输入年级或关键词，如 三年级"
          aria-label="搜索资源包"
          clearable
          onClear={() => set('query', '')}
        />
        <button type="submit" className={styles.searchButton}>
          搜索
        </button>
      </form>
      <div className={styles.tabs} aria-label="册别">
        {chip(!cebieId, '全部册别', () => set('cebie', undefined))}
        {(cebies.data?.dicList ?? []).map((c) => chip(cebieId === c.id, c.name, () => set('cebie', c.id)))}
      </div>
      <div className={styles.tabs} aria-label="年份">
        {chip(!year, '全部年份', () => set('year', undefined))}
        {recentYears(new Date()).map((y) => chip(year === y, `${y}年`, () => set('year', y)))}
      </div>
      <InfiniteList<TeacherPackage, { list: TeacherPackage[] }>
        query={packages}
        error={teacherOnlyError('资源包加载失败', (path) => void navigate(path))}
        empty={{ title: '没有符合条件的资源包', description: '换个年级、册别或年份试试。' }}
      >
        {(rows) => (
          <Card>
            <ul className={styles.list}>
              {rows.map((p) => (
                <DownloadItem
                  key={p.id}
                  target={p}
                  meta={`${p.year}年 · ${p.gradeName}${p.cebieName} · ${p.resourceCount} 个资源`}
                  selected={selected.has(p.id)}
                  onSelect={() => setSelected((s) => toggled(s, p.id))}
                  renew={() => renew(p.id)}
                />
              ))}
            </ul>
          </Card>
        )}
      </InfiniteList>
      <footer className={styles.bottomBar}>
        <span className={styles.grow}>已选 {selected.size} 个资源包</span>
        <button
          type="button"
          className={styles.smallButton}
          disabled={selected.size === 0}
          onClick={() => setMailing(true)}
        >
          发送到邮箱
        </button>
      </footer>
      <MailSheet visible={mailing} onClose={() => setMailing(false)} packageIds={[...selected]} />
    </div>
  );
}
