import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SeekSlider, spokenTime } from './controls';

afterEach(cleanup);

describe('SeekSlider by keyboard', () => {
  const setUp = (current: number, max = 60) => {
    const media = { currentTime: current } as HTMLMediaElement;
    const onSeek = vi.fn();
    render(<SeekSlider label="播放进度" media={() => media} current={current} max={max} onSeek={onSeek} />);
    return { media, onSeek, slider: screen.getByRole('slider', { name: '播放进度' }) };
  };

  it.each([
    ['ArrowRight', 25],
    ['ArrowUp', 25],
    ['ArrowLeft', 15],
    ['ArrowDown', 15],
    ['PageUp', 50],
    ['PageDown', 0],
    ['Home', 0],
    ['End', 60],
  ])('%s moves the media to %i s', (key, to) => {
    const { media, onSeek, slider } = setUp(20);
    fireEvent.keyDown(slider, { key });
    expect(media.currentTime).toBe(to);
    expect(onSeek).toHaveBeenCalledWith(to);
  });

  it('stays within the media and leaves other keys to the browser', () => {
    const { media, onSeek, slider } = setUp(58);
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(media.currentTime).toBe(60);
    onSeek.mockClear();
    fireEvent.keyDown(slider, { key: 'Tab' });
    expect(onSeek).not.toHaveBeenCalled();
  });

  it('says the time in words', () => {
    const { slider } = setUp(65.4, 180);
    expect(slider.getAttribute('aria-valuetext')).toBe('已播放1分5秒，共3分0秒');
    expect(spokenTime(11.96)).toBe('12秒');
  });
});
