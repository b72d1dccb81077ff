import { useNavigate, useSearchParams } from 'react-router';
import { PAGES } from '@jc/contract';
import { CorrectionDetails } from '../components/CorrectionDetails';
import { CorrectionList } from '../components/CorrectionList';
import { parseCorrectionId } from '../lib/marks';
import styles from '../components/homework.module.css';

/**
 * 批改记录: the caller's corrections; `?id=` shows one of them, its marks over the photo and its lines
 * (the result page of workCorrection too). docs/homework.md, "Web app".
 */
export default function CorrectListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = parseCorrectionId(params.get('id'));
  return (
    <div className={styles.page}>
      {id === null ? (
        <CorrectionList onNew={() => void navigate(PAGES.workCorrection.path)} />
      ) : (
        <CorrectionDetails key={id} id={id} />
      )}
    </div>
  );
}
