/** Business constants and limits of spec section 9. Times are in milliseconds. */
export const Timing = {
  /** The web wrapper's request timeout. */
  requestTimeout: 60_000,
  /** The API timeout in the app shell (the native app): 100 s. */
  appShellRequestTimeout: 100_000,
  lazyPageDelay: 200,
  lazyPageTimeout: 60_000,
  chunkLoadTimeout: 120_000,
  bannerInterval: 2_000,
  redirectDelay: 500,
  toastDuration: 2_000,
  playerToastDuration: 1_500,
  adPopupDelay: 500,
  tokenLossRelaunch: 1_500,
  changeAccountRedirect: 1_000,
  loginRequiredRedirect: 1_500,
  verifyRetryGap: 3_500,
  videoControlsHide: 3_500,
  videoErrorWait: 3_000,
  /** Two taps on the video within this window are a double tap ("double-click window about 300 ms"). */
  playerDoubleTap: 300,
  bookFailureBack: 1_000,
} as const;

export const NONCE_LENGTH = 16;
export const NONCE_PATTERN = /^[A-Za-z0-9]{16}$/;
/** Development defaults of docs/spec/api-conventions.md; a deployment sets NONCE_KEY and NONCE_IV. */
export const DEFAULT_NONCE_KEY = 'hy7Qm2Kd9Lp4Xs6B';
export const DEFAULT_NONCE_IV = 'Vt3Rw8Zn5Jc1Fg0E';
/** A nonce is refused if seen within this window. */
export const NONCE_WINDOW_MS = 10 * 60_000;

export const VERIFY_RETRIES = 2;
/** The players' keys: the arrows seek by 5 s and change the volume by 5 % (spec section 9). */
export const PLAYER_SEEK_STEP_S = 5;
export const PLAYER_VOLUME_STEP = 0.05;
export const MENU_PAGER_MIN_ITEMS = 5;
export const TABLET_MIN_WIDTH = 768;
export const AUDIO_SPEEDS = [0.5, 1.0, 1.5, 2.0] as const;
export const SPECIAL_BOOK_NO = '927';
export const SAMPLE_LESSON_VIDEO = '100500101';
export const SAMPLE_LESSON_AUDIO = '115245';

/** Demo accounts (docs/spec/api-conventions.md, "Running the server"). */
export const DEMO_PASSWORD = 'demo123456';
export const DEMO_ACCOUNTS = ['student', 'teacher', 'staff', 'admin'] as const;

export const ROLES = ['pupil', 'teacher', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Dictionary groups of bookmain/getDicData (spec section 3). */
export const DIC_GROUPS = [
  'grade',
  'cebie',
  'subject',
  'mainbanner',
  'mainBuoy',
  'mainMenu',
  'mainAd',
  'mainFutiao',
] as const;
export type DicGroup = (typeof DIC_GROUPS)[number];

/** Grades that open the sample-book page after the grade choice. */
export const SAMPLE_BOOK_GRADES = ['C1', 'C2', 'C3'] as const;
