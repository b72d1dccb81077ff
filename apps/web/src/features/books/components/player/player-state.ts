import { formatClock, formatRemaining, nextSpeed, DEFAULT_AUDIO_SPEED, Timing } from '@jc/contract';

/** The custom audio player's state (spec section 4, "Audio player"). */
export interface AudioState {
  status: 'playing' | 'paused';
  current: number;
  duration: number;
  speed: number;
  /** Set at the end: the time reads 00 : 00 until playback starts again. */
  ended: boolean;
}

export type AudioEvent =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'time'; current: number }
  | { type: 'duration'; duration: number }
  | { type: 'speed' }
  | { type: 'ended' }
  | { type: 'seek'; to: number }
  | { type: 'reset' };

export const initialAudioState: AudioState = {
  status: 'paused',
  current: 0,
  duration: 0,
  speed: DEFAULT_AUDIO_SPEED,
  ended: false,
};

const finite = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

export function audioReducer(state: AudioState, event: AudioEvent): AudioState {
  switch (event.type) {
    case 'play':
      return { ...state, status: 'playing', ended: false };
    case 'pause':
      return { ...state, status: 'paused' };
    case 'time':
      return { ...state, current: finite(event.current) };
    case 'duration':
      return { ...state, duration: finite(event.duration) };
    case 'seek':
      return {
        ...state,
        current: Math.min(finite(event.to), state.duration || finite(event.to)),
        ended: false,
      };
    case 'speed':
      // The page resumes playback after every change.
      return { ...state, speed: nextSpeed(state.speed), status: 'playing', ended: false };
    case 'ended':
      // Pause, seek to 0 and show 00 : 00.
      return { ...state, status: 'paused', current: 0, ended: true };
    case 'reset':
      return { ...initialAudioState, speed: state.speed };
  }
}

/** The time label: `-mm : ss` left while there is a duration, `00 : 00` at the end. */
export function audioTimeLabel(state: AudioState): string {
  if (state.ended || state.duration <= 0) return formatClock(0);
  return formatRemaining(state.duration, state.current);
}

/** Speed label on the toggle: 0.5X, 1.0X, 1.5X, 2.0X. */
export function speedLabel(speed: number): string {
  return `${speed.toFixed(1)}X`;
}

/** The video player's state (spec section 4, "Video player"). */
export interface VideoState {
  status: 'idle' | 'loading' | 'playing' | 'paused' | 'error';
  /** The error view shows only after the 3 s wait. */
  errorShown: boolean;
  controlsVisible: boolean;
  fullscreen: boolean;
  current: number;
  duration: number;
}

export type VideoEvent =
  | { type: 'loading' }
  | { type: 'playing' }
  | { type: 'paused' }
  | { type: 'error' }
  | { type: 'showError' }
  | { type: 'retry' }
  | { type: 'time'; current: number }
  | { type: 'duration'; duration: number }
  | { type: 'touch' }
  | { type: 'hideControls' }
  | { type: 'fullscreen'; on: boolean };

export const initialVideoState: VideoState = {
  status: 'idle',
  errorShown: false,
  controlsVisible: true,
  fullscreen: false,
  current: 0,
  duration: 0,
};

export const VIDEO_CONTROLS_HIDE_MS = Timing.videoControlsHide;
export const VIDEO_ERROR_WAIT_MS = Timing.videoErrorWait;

export function videoReducer(state: VideoState, event: VideoEvent): VideoState {
  switch (event.type) {
    case 'loading':
      return state.status === 'error' ? state : { ...state, status: 'loading' };
    case 'playing':
      return { ...state, status: 'playing', errorShown: false };
    case 'paused':
      // Paused shows the controls for good (they hide only while playing).
      return state.status === 'error' ? state : { ...state, status: 'paused', controlsVisible: true };
    case 'error':
      return { ...state, status: 'error' };
    case 'showError':
      return state.status === 'error' ? { ...state, errorShown: true, controlsVisible: false } : state;
    case 'retry':
      return { ...state, status: 'loading', errorShown: false };
    case 'time':
      return { ...state, current: finite(event.current) };
    case 'duration':
      return { ...state, duration: finite(event.duration) };
    case 'touch':
      return { ...state, controlsVisible: true };
    case 'hideControls':
      return state.status === 'playing' ? { ...state, controlsVisible: false } : state;
    case 'fullscreen':
      return { ...state, fullscreen: event.on, controlsVisible: true };
  }
}
