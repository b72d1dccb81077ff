import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { PAGES, type AppMenuItem, type BookButton, type BookListItem, type DicEntry } from '@jc/contract';
import { useMyInfo } from '@/lib/auth';
import { useDicData } from '@/lib/dictionary';
import { mirrorSubjectCookie, useFirstScreen, useHydrated } from '@/lib/first-screen';
import { recordHit } from '@/lib/hits';
import { requireLogin } from '@/lib/login-gate';
import { isInAppPath } from '@/lib/navigation';
import { StorageKey, storage } from '@/lib/storage';
import { useAppMenus, useHomePopupAd, useMainPageBooks } from '../api/books';
import { BannerCarousel } from '../components/BannerCarousel';
import { BookList } from '../components/BookList';
import { FloatingBadges } from '../components/FloatingBadges';
import { FloatingBanner } from '../components/FloatingBanner';
import { ExtendMenu, FunctionMenu } from '../components/FunctionMenu';
import booksStyles from '../components/HomeBooks.module.css';
import { HomeTopBar } from '../components/HomeTopBar';
import { SeasonCard } from '../components/SeasonCard';
import { SubjectTabs } from '../components/SubjectTabs';
import { useGradeChoice } from '../hooks/use-grade-choice';
import { useNow } from '@/lib/use-now';
import { bookButtonTarget, needsLogin } from '../lib/book-actions';
import { formatChineseDate, greetingFor } from '../lib/greeting';
import { bookDetailsUrl } from '@/lib/page-urls';
import styles from './HomePage.module.css';

// The picker (with antd-mobile's Selector) loads when first opened: most visits open home with a grade
// already chosen.
// The pop-up ad comes after its own delay, only when the page has one: its code need not be on the
// first screen (a first visit, which must choose a grade first, never shows it).
const PopupAd = lazy(() => import('@/components/PopupAd').then((m) => ({ default: m.PopupAd })));
const GradePicker = lazy(() => import('../components/GradePicker').then((m) => ({ default: m.GradePicker })));

function savedSubject(): number | null {
  const saved = Number(storage.get(StorageKey.subjectId));
  return Number.isInteger(saved) && saved > 0 ? saved : null;
}

/**
 * Tab 0: the top bar (grade switch, search, date, greeting), season texts, function menu, banner
 * carousel, subject tabs, the book list of the subject, grade and volume, extended functions, the
 * pop-up ad, the floating banner and badges, and the mandatory grade choice.
 */
export default function HomePage() {
  const navigate = useNavigate();
  const now = useNow();
  // Server-rendered (docs/first-screens.md, "Server-rendered first screens"): until the page is the browser's, it
  // draws what the server drew (no clock, no nickname, the server's subject; the badges, pop-up ad and
  // picker come right after).
  const hydrated = useHydrated();
  const firstScreen = useFirstScreen();
  const grade = useGradeChoice();
  const subjects = useDicData('subject');
  const banners = useDicData('mainbanner');
  const badges = useDicData('mainBuoy');
  const menus = useAppMenus();
  const myInfo = useMyInfo();
  // Each opening gets a fresh picker seeded with the saved choice.
  const [pickerOpening, setPickerOpening] = useState(0);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [chosenSubject, setChosenSubject] = useState<number | null>(() =>
    firstScreen ? firstScreen.subject : savedSubject(),
  );
  // Once the page is the browser's, the stored subject (the same unless the cookie was missing).
  const [browserRead, setBrowserRead] = useState(hydrated);
  if (hydrated && !browserRead) {
    setBrowserRead(true);
    const saved = savedSubject();
    if (saved !== null && saved !== chosenSubject) setChosenSubject(saved);
  }
  const { dictionaries } = grade;

  const subjectList = subjects.data?.dicList;
  const subjectId = subjectList?.find((s) => s.id === chosenSubject)?.id ?? subjectList?.[0]?.id ?? null;
  const books = useMainPageBooks({
    subject: subjectId,
    grade: grade.value?.gradeId,
    cebie: grade.value?.cebieId,
  });
  const popupAds = useHomePopupAd(subjectId, subjectId !== null || subjects.isError);

  const go = (address: string) => {
    if (isInAppPath(address)) void navigate(address);
  };
  const openMenu = (item: AppMenuItem) => {
    if (item.needLogin && !requireLogin()) return;
    go(item.urlAddress);
  };
  const openDictionaryLink = (entry: DicEntry) => {
    recordHit(entry.id, 'banner');
    go(entry.urlAddress);
  };
  const onBookButton = (book: BookListItem, button: BookButton, index: number) => {
    if (needsLogin(index) && !requireLogin()) return;
    const target = bookButtonTarget(book.bookNo, button);
    if (target) void navigate(target);
  };

  const pickerVisible = grade.mustAsk || pickerOpen;
  // Once loaded the picker stays mounted, so closing it still animates.
  const [pickerLoaded, setPickerLoaded] = useState(false);
  if (pickerVisible && hydrated && !pickerLoaded) setPickerLoaded(true);
  const bannerList = (banners.data?.dicList ?? []).filter((b) => b.icon.trim() !== '');
  const waitingForChoice = !grade.value;
  return (
    <div className={styles.page}>
      <HomeTopBar
        gradeLabel={grade.label}
        dateText={hydrated ? formatChineseDate(now) : null}
        greeting={hydrated ? greetingFor(now) : null}
        nickname={hydrated ? myInfo.data?.nickname || null : null}
        onPickGrade={() => {
          setPickerOpening((n) => n + 1);
          setPickerOpen(true);
        }}
        onSearch={() => void navigate(PAGES.bookSearch.path)}
        onScan={() => void navigate(PAGES.camera.path)}
      />
      <SeasonCard
        top={dictionaries.info?.season_top}
        bottom={dictionaries.info?.season_bottom}
        loading={dictionaries.isPending && !dictionaries.isError}
      />
      <FunctionMenu
        items={books.data?.funMenuList ?? []}
        loading={!books.data && !books.isError}
        onOpen={openMenu}
      />
      {/* The box holds the banner's place while it loads; the page below must not jump when it comes. */}
      {banners.isPending || bannerList.length > 0 ? (
        <div className={booksStyles.bannerBox} aria-busy={banners.isPending || undefined}>
          {bannerList.length > 0 ? <BannerCarousel banners={bannerList} onOpen={openDictionaryLink} /> : null}
        </div>
      ) : null}
      <SubjectTabs
        subjects={subjectList}
        loading={subjects.isPending}
        failed={subjects.isError}
        onRetry={() => void subjects.refetch()}
        chosen={subjectId}
        onChoose={(id) => {
          setChosenSubject(id);
          storage.set(StorageKey.subjectId, String(id));
          mirrorSubjectCookie(id);
        }}
      />
      {subjects.isError ? null : (
        <BookList
          books={books.data?.list}
          loading={waitingForChoice || subjects.isPending || books.isPending}
          failed={books.isError}
          onRetry={() => void books.refetch()}
          onButton={onBookButton}
          onOpen={(book) => void navigate(bookDetailsUrl(book.bookNo))}
        />
      )}
      <ExtendMenu items={(menus.data ?? []).filter((m) => m.position === 'extend')} onOpen={openMenu} />
      {hydrated ? <FloatingBanner raised={!grade.mustAsk} /> : null}
      {grade.mustAsk || !hydrated ? null : (
        <>
          <FloatingBadges badges={badges.data?.dicList ?? []} onOpen={openDictionaryLink} />
          {popupAds.data?.[0] ? (
            <Suspense fallback={null}>
              <PopupAd
                key={subjectId ?? 'none'}
                ad={popupAds.data[0]}
                page="home"
                onOpen={(ad) => go(ad.urlAddress)}
              />
            </Suspense>
          ) : null}
        </>
      )}
      {pickerLoaded ? (
        <Suspense fallback={null}>
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
        </Suspense>
      ) : null}
    </div>
  );
}
