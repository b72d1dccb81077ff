import { describe, expect, it } from 'vitest';
import { seekTargetForKey, seekValueText, spokenTime } from './seek-keys';

describe('seek keys', () => {
  it('arrows move 5 s, Page Up/Down 30 s, Home/End to the ends, clamped', () => {
    expect(seekTargetForKey('ArrowRight', 10, 60)).toBe(15);
    expect(seekTargetForKey('ArrowUp', 10, 60)).toBe(15);
    expect(seekTargetForKey('ArrowLeft', 10, 60)).toBe(5);
    expect(seekTargetForKey('ArrowDown', 3, 60)).toBe(0);
    expect(seekTargetForKey('PageUp', 40, 60)).toBe(60);
    expect(seekTargetForKey('PageDown', 40, 60)).toBe(10);
    expect(seekTargetForKey('Home', 40, 60)).toBe(0);
    expect(seekTargetForKey('End', 4, 60)).toBe(60);
  });

  it('leaves other keys to the browser', () => {
    expect(seekTargetForKey('Enter', 10, 60)).toBeNull();
    expect(seekTargetForKey('a', 10, 60)).toBeNull();
  });

  it('says the time in words', () => {
    expect(spokenTime(65.4)).toBe('1分5秒');
    expect(spokenTime(-3)).toBe('0秒');
    expect(seekValueText(5, 125)).toBe('已播放5秒，共2分5秒');
  });
});
