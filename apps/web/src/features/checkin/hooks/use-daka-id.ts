import { useSearchParams } from 'react-router';

/** The page's `dakaId` parameter as a positive whole number, or 0 when missing or malformed. */
export function useDakaId(): number {
  const [params] = useSearchParams();
  const id = Number(params.get('dakaId'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}
