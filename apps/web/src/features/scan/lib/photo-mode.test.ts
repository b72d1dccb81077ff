import { describe, expect, it } from 'vitest';
import { PAGES } from '@jc/contract';
import { photoProblem, PHOTO_MODES } from './photo-mode';
import { cameraProblem } from './scan-outcome';

describe('photo mode', () => {
  it('hands homework photos to workCorrection', () => {
    expect(PHOTO_MODES.homework.target).toBe(PAGES.workCorrection.path);
  });

  it('tells camera problems with the album for photos, keeping the kind and the retry', () => {
    const denied = photoProblem(cameraProblem({ name: 'NotAllowedError' }));
    expect(denied.kind).toBe('denied');
    expect(denied.canRetry).toBe(true);
    expect(denied.description).toBe('请打开摄像头权限以使用此功能。也可以从相册选择照片。');
    expect(photoProblem(cameraProblem('unsupported')).description).not.toContain('二维码');
  });
});
