import { useSearchParams } from 'react-router';

/**
 * A page's tab index kept in its `current` query (entry addresses and menus link to a tab that way).
 * `read` maps the raw value to an index; switching tabs replaces the history entry.
 */
export function useCurrentTab(read: (value: string | null) => number) {
  const [params, setParams] = useSearchParams();
  const setCurrent = (index: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('current', String(index));
        return next;
      },
      { replace: true },
    );
  return [read(params.get('current')), setCurrent] as const;
}
