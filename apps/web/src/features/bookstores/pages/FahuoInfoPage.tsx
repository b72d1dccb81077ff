import { RecordsView } from '../components/RecordsView';

/** 发货记录: shipments to a shop (storeId) or to all the caller's shops. */
export default function FahuoInfoPage() {
  return <RecordsView kind="send" />;
}
