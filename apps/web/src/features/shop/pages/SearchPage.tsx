import { useState } from 'react';
import { SearchBar } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useGoodsList } from '../api/shop';
import { GoodsGrid } from '../components/GoodsCard';
import { useSearchHistory } from '@/lib/search-history';
import { StorageKey } from '@/lib/storage';
import shopStyles from './shop-pages.module.css';
import styles from './SearchPage.module.css';

/** 搜索商品: a keyword (kept in the URL, so back returns to the results), history, results. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const [text, setText] = useState(keyword);
  const { history, add, clear } = useSearchHistory(StorageKey.shopSearchHistory);
  const results = useGoodsList({ keyword, sort: 'default' }, keyword !== '');

  const search = (word: string) => {
    const w = word.trim().slice(0, 30);
    setText(w);
    if (w === '') return;
    add(w);
    setParams({ keyword: w }, { replace: true });
  };

  return (
    <div className={shopStyles.page}>
      <div className={styles.searchBar}>
        <SearchBar
          value={text}
          onChange={(v) => {
            setText(v);
            if (v === '') setParams({}, { replace: true });
          }}
          onSearch={search}
          placeholder="搜索想兑换的好物"
          maxLength={30}
          autoFocus={keyword === ''}
          showCancelButton={() => false}
        />
        <button type="button" className={styles.searchGo} onClick={() => search(text)}>
          搜索
        </button>
      </div>

      {keyword === '' ? (
        history.length > 0 ? (
          <section className={shopStyles.card}>
            <div className={shopStyles.cardTitleRow}>
              <h2 className={shopStyles.cardTitle}>搜索历史</h2>
              <button type="button" className={shopStyles.linkButton} onClick={clear}>
                清空
              </button>
            </div>
            <div className={styles.chips}>
              {history.map((h) => (
                <button key={h} type="button" onClick={() => search(h)}>
                  {h}
                </button>
              ))}
            </div>
          </section>
        ) : (
          <p className={shopStyles.inlineState}>输入商品名称，找找想兑换的礼品</p>
        )
      ) : (
        <GoodsGrid
          query={results}
          errorTitle="搜索失败"
          empty={{ title: `没有找到“${keyword}”相关的商品`, description: '换个关键词试试吧。' }}
        />
      )}
    </div>
  );
}
