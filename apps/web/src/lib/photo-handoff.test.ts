import { describe, expect, it } from 'vitest';
import { isPhotoPurpose, putHandoffPhoto, takeHandoffPhoto } from './photo-handoff';

describe('photo handoff', () => {
  it('hands a photo over once, the newest one', () => {
    expect(takeHandoffPhoto('homework')).toBeNull();
    putHandoffPhoto('homework', new Blob(['a']));
    const newer = new Blob(['b']);
    putHandoffPhoto('homework', newer);
    expect(takeHandoffPhoto('homework')).toBe(newer);
    expect(takeHandoffPhoto('homework')).toBeNull();
  });

  it('knows its purposes', () => {
    expect(isPhotoPurpose('homework')).toBe(true);
    expect(isPhotoPurpose('report')).toBe(false);
    expect(isPhotoPurpose(null)).toBe(false);
  });
});
