import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PAGES } from '@jc/contract';
import { useMyInfo } from '../../../lib/auth';
import { useDicData } from '../../../lib/dictionary';
import { FloatingBanner } from '../components/FloatingBanner';
import { GradePicker } from '../components/GradePicker';
import { HomeTopBar } from '../components/HomeTopBar';
import { SeasonCard } from '../components/SeasonCard';
import { SubjectTabs } from '../components/SubjectTabs';
import { useGradeChoice } from '../hooks/use-grade-choice';
import { useNow } from '../hooks/use-now';
import { formatChineseDate, greetingFor } from '../lib/greeting';
import styles from './HomePage.module.css';

/**
 * Tab 0. This issue: the top bar (grade switch, search, date, greeting), the season texts, the
 * subject tabs, the floating banner and the mandatory grade choice. The book list comes later.
 */
export default function HomePage() {
  const navigate = useNavigate();
  const now = useNow();
  const grade = useGradeChoice();
  const subjects = useDicData('subject');
  const myInfo = useMyInfo();
  // Each opening gets a fresh picker seeded with the saved choice.
  const [pickerOpening, setPickerOpening] = useState(0);
  const [pickerOpen, setPickerOpen] = useState(false);
  const { dictionaries } = grade;

  const pickerVisible = grade.mustAsk || pickerOpen;
  return (
    <div className={styles.page}>
      <HomeTopBar
        gradeLabel={grade.label}
        dateText={formatChineseDate(now)}
        greeting={greetingFor(now)}
        nickname={myInfo.data?.nickname || null}
        onPickGrade={() => {
          setPickerOpening((n) => n + 1);
          setPickerOpen(true);
        }}
        onSearch={() => void navigate(PAGES.bookSearch.path)}
      />
      <SeasonCard
        top={dictionaries.info?.season_top}
        bottom={dictionaries.info?.season_bottom}
        loading={dictionaries.isPending && !dictionaries.isError}
      />
      <SubjectTabs
        subjects={subjects.data?.dicList}
        loading={subjects.isPending}
        failed={subjects.isError}
        onRetry={() => void subjects.refetch()}
      />
      <FloatingBanner raised={!grade.mustAsk} />
      <GradePicker
        key={grade.mustAsk ? 'first-choice' : pickerOpening}
        visible={pickerVisible}
        mandatory={grade.mustAsk}
        value={grade.value}
        grades={dictionaries.grades}
        cebies={dictionaries.cebies}
        loading={dictionaries.isPending}
        failed={dictionaries.isError}
        onRetry={dictionaries.retry}
        onClose={() => setPickerOpen(false)}
        onConfirm={(value) => {
          setPickerOpen(false);
          grade.confirm(value);
        }}
      />
    </div>
  );
}
