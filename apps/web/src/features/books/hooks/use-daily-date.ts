import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { todayInShanghai } from '@jc/contract';
import { dateParam } from '../lib/daily';

/**
 * The day a daily page shows, kept in the query (`date=YYYY-MM-DD`, none = today) so every tab of the
 * page shows the same day and a reload keeps it. Paging replaces the entry: back leaves the page.
 */
export function useDailyDate(): [string | null, (date: string) => void] {
  const [params, setParams] = useSearchParams();
  const date = dateParam(params.get('date'));
  const setDate = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next === todayInShanghai(new Date())) p.delete('date');
          else p.set('date', next);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [date, setDate];
}
