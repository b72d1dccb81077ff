import { describe, expect, it } from 'vitest';
import {
  audioReducer,
  audioTimeLabel,
  initialAudioState,
  initialVideoState,
  speedLabel,
  videoReducer,
  type AudioEvent,
  type VideoEvent,
} from './player-state';

const runAudio = (...events: AudioEvent[]) => events.reduce(audioReducer, initialAudioState);
const runVideo = (...events: VideoEvent[]) => events.reduce(videoReducer, initialVideoState);

describe('audio player state', () => {
  it('shows the remaining time as -mm : ss', () => {
    const s = runAudio({ type: 'duration', duration: 75 }, { type: 'play' }, { type: 'time', current: 4.2 });
    expect(s.status).toBe('playing');
    expect(audioTimeLabel(s)).toBe('-01 : 11');
  });

  it('cycles the speed 0.5 → 1.0 → 1.5 → 2.0 → 0.5 and resumes after each change', () => {
    let s = runAudio({ type: 'pause' });
    const seen: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      s = audioReducer(s, { type: 'speed' });
      expect(s.status).toBe('playing');
      seen.push(speedLabel(s.speed));
    }
    expect(seen).toEqual(['1.5X', '2.0X', '0.5X', '1.0X']);
  });

  it('pauses, seeks to 0 and reads 00 : 00 at the end', () => {
    const s = runAudio(
      { type: 'duration', duration: 12 },
      { type: 'play' },
      { type: 'time', current: 12 },
      { type: 'ended' },
    );
    expect(s).toMatchObject({ status: 'paused', current: 0, ended: true });
    expect(audioTimeLabel(s)).toBe('00 : 00');
    expect(audioTimeLabel(audioReducer(s, { type: 'play' }))).toBe('-00 : 12');
  });

  it('ignores broken numbers and clamps seeks', () => {
    const s = runAudio({ type: 'duration', duration: Number.NaN }, { type: 'time', current: -3 });
    expect(s.duration).toBe(0);
    expect(s.current).toBe(0);
    expect(runAudio({ type: 'duration', duration: 10 }, { type: 'seek', to: 30 }).current).toBe(10);
  });
});

describe('video player state', () => {
  it('hides the controls only while playing', () => {
    expect(runVideo({ type: 'playing' }, { type: 'hideControls' }).controlsVisible).toBe(false);
    expect(runVideo({ type: 'paused' }, { type: 'hideControls' }).controlsVisible).toBe(true);
    expect(runVideo({ type: 'playing' }, { type: 'hideControls' }, { type: 'touch' }).controlsVisible).toBe(
      true,
    );
  });

  it('shows the error view only after the wait, and a retry loads again', () => {
    const failed = runVideo({ type: 'loading' }, { type: 'error' });
    expect(failed.errorShown).toBe(false);
    const shown = videoReducer(failed, { type: 'showError' });
    expect(shown.errorShown).toBe(true);
    expect(videoReducer(shown, { type: 'retry' })).toMatchObject({ status: 'loading', errorShown: false });
    // A late error timer after recovering does nothing.
    expect(runVideo({ type: 'playing' }, { type: 'showError' }).errorShown).toBe(false);
  });

  it('tracks loading, fullscreen and time', () => {
    const s = runVideo(
      { type: 'loading' },
      { type: 'duration', duration: 6 },
      { type: 'time', current: 2 },
      { type: 'fullscreen', on: true },
    );
    expect(s).toMatchObject({ status: 'loading', duration: 6, current: 2, fullscreen: true });
  });
});
