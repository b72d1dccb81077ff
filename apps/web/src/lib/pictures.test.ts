import { describe, expect, it } from 'vitest';
import { isPicture, pictureRoom } from './pictures';

describe('pictureRoom', () => {
  it('takes what fits and says how many are allowed when some are left out', () => {
    expect(pictureRoom(4, 3, 6)).toEqual({ take: 2, note: '最多上传6张图片' });
    expect(pictureRoom(0, 2, 6)).toEqual({ take: 2, note: '' });
    expect(pictureRoom(6, 1, 6)).toEqual({ take: 0, note: '最多上传6张图片' });
    expect(pictureRoom(2, 2, 3, '证明图片')).toEqual({ take: 1, note: '最多上传3张证明图片' });
  });
});

describe('isPicture', () => {
  it('accepts JPEG, PNG and WebP only', () => {
    expect(isPicture({ type: 'image/png' })).toBe(true);
    expect(isPicture({ type: 'image/jpeg' })).toBe(true);
    expect(isPicture({ type: 'image/webp' })).toBe(true);
    expect(isPicture({ type: 'image/gif' })).toBe(false);
    expect(isPicture({ type: 'application/pdf' })).toBe(false);
  });
});
