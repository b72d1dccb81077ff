import { RecordsView } from '../components/RecordsView';

/** 库存记录: stock counts at a shop (storeId) or at all the caller's shops. */
export default function KucunInfoPage() {
  return <RecordsView kind="kucun" />;
}
