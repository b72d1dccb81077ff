import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PAGES } from '@jc/contract';
import { BrandMark } from '@/components/icons';
import { APP_NAME, APP_TAGLINE } from '@/config';
import { isInAppPath } from '@/lib/navigation';
import { useMainAd } from '../api/main-ad';
import { useCountdown } from '../hooks/use-countdown';
import { advertPassedNow, markAdvertPassed } from '../lib/go-ad';
import styles from './AdvertPage.module.css';

/** Seconds the advert stays before the app moves on by itself. */
const AD_SECONDS = 3;
/** Longest wait for the advert (dictionary plus picture) before going home without it. */
const AD_WAIT_MS = 2_000;

/**
 * The entry page '/': the first mainAd entry as a full-screen card with a 3 s skip countdown. No
 * advert, a failed dictionary, a broken picture or a slow network all go straight home, and nothing
 * but the grey first-paint background shows meanwhile, so there is no flash.
 */
export default function AdvertPage() {
  const navigate = useNavigate();
  // Back on '/' after the advert was passed in this app start (goAd): home at once, no advert.
  const [passed] = useState(advertPassedNow);
  const { data: ad, isError, isSuccess } = useMainAd({ enabled: !passed });
  const [imageReady, setImageReady] = useState(false);

  const goHome = useCallback(() => {
    markAdvertPassed();
    void navigate(PAGES.home.path, { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (passed) goHome();
  }, [passed, goHome]);

  const noAdvert = isError || (isSuccess && ad === null);
  useEffect(() => {
    if (noAdvert) goHome();
  }, [noAdvert, goHome]);

  // The advert must be on screen quickly or not at all.
  useEffect(() => {
    if (imageReady) return;
    const giveUp = setTimeout(goHome, AD_WAIT_MS);
    return () => clearTimeout(giveUp);
  }, [imageReady, goHome]);

  const left = useCountdown(AD_SECONDS, imageReady, goHome);

  const openAdvert = async () => {
    if (!ad || !isInAppPath(ad.urlAddress)) return;
    markAdvertPassed();
    // Home goes under the target, so back from the advert's page lands on home, not on the advert.
    await navigate(PAGES.home.path, { replace: true });
    await navigate(ad.urlAddress);
  };

  if (!ad || passed) return <div className={styles.blank} />;
  const clickable = isInAppPath(ad.urlAddress);

  return (
    <main className={`${styles.page} ${imageReady ? styles.ready : ''}`} aria-label="开屏广告">
      <div className={styles.stage}>
        <button
          type="button"
          className={styles.card}
          onClick={() => void openAdvert()}
          disabled={!clickable}
          aria-label={ad.name || '广告'}
        >
          {/* A raw <img>, not Picture: here a broken advert is not an error to show but the signal to
              go home at once (onError), and the page stays blank until the picture is there. */}
          <img
            className={styles.image}
            src={ad.icon}
            alt=""
            onLoad={() => setImageReady(true)}
            onError={goHome}
            decoding="async"
          />
          {ad.name ? <span className={styles.caption}>{ad.name}</span> : null}
          <span className={styles.adTag}>广告</span>
        </button>
      </div>
      <button type="button" className={styles.skip} onClick={goHome}>
        跳过 {left}
      </button>
      <footer className={styles.brand}>
        <BrandMark size={40} />
        <div>
          <div className={styles.brandName}>{APP_NAME}</div>
          <div className={styles.brandTagline}>{APP_TAGLINE}</div>
        </div>
      </footer>
    </main>
  );
}
