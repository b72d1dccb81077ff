import { PAGES } from '@jc/contract';
import type { PhotoPurpose } from '@/lib/photo-handoff';
import type { CameraProblem } from './scan-outcome';

/** What the photo mode of user/camera says for each purpose, and the page it hands the photo to. */
export const PHOTO_MODES: Record<PhotoPurpose, { title: string; hint: string; target: string }> = {
  homework: {
    title: '拍作业',
    hint: '把作业放平，让算式都在框内，光线充足时更准确',
    target: PAGES.workCorrection.path,
  },
};

/** A camera problem told for taking a photo: the album is the way on (the scanner's texts name codes). */
export function photoProblem(problem: CameraProblem): CameraProblem {
  const album = '也可以从相册选择照片。';
  const description =
    problem.kind === 'denied'
      ? `请打开摄像头权限以使用此功能。${album}`
      : problem.kind === 'missing'
        ? `这台设备没有可用的摄像头，${album}`
        : problem.kind === 'busy'
          ? `摄像头正被其他应用使用，请关闭后重试。${album}`
          : problem.kind === 'unsupported'
            ? `请在 HTTPS 页面或微信中打开。${album}`
            : `请重试。${album}`;
  return { ...problem, description };
}
