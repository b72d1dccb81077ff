import type { PermissionKind } from './types';

/**
 * The explanation shown while a permission is asked (spec section 6): what it is for, ending with
 * the feature not working without it.
 */
export const PERMISSION_TEXT: Record<PermissionKind, { title: string; text: string; setting: string }> = {
  camera: {
    title: '相机权限使用说明',
    text: '用于扫一扫、拍摄照片、意见反馈图片、头像和教材图片。未经授权将无法使用该功能。',
    setting: '摄像头',
  },
  microphone: {
    title: '麦克风权限使用说明',
    text: '用于打卡录音和朗读。未经授权将无法使用该功能。',
    setting: '麦克风',
  },
  location: {
    title: '位置权限使用说明',
    text: '用于查找附近的书店。未经授权将无法使用该功能。',
    setting: '位置信息',
  },
  notifications: {
    title: '通知权限使用说明',
    text: '用于推送知识热点、打卡信息、学习提醒和最新活动。未经授权将无法使用该功能。',
    setting: '通知',
  },
  storage: {
    title: '存储权限使用说明',
    text: '用于上传照片、视频和教材图片，以及保存下载的文件。未经授权将无法使用该功能。',
    setting: '存储',
  },
  phone: {
    title: '电话权限使用说明',
    text: '用于拨打客服电话。未经授权将无法使用该功能。',
    setting: '电话',
  },
};

/** Spec section 6: the Android app's words when the camera or the storage is refused. */
export const ANDROID_PROMPT = {
  camera: '请打开摄像头权限以使用此功能',
  storage: '打开手机存储权限以使用此功能',
} as const;

/** Spec section 8: a permission denied for good. */
export const BLOCKED_TEXT = '操作权限已被拒绝，请手动前往设置';
export const BLOCKED_BUTTON = '立即设置';

/** How to allow a blocked permission in a browser's site settings. */
export const browserSettingsSteps = (kind: PermissionKind) => [
  '点击地址栏左侧的锁形（或“ⓘ”）图标，打开“网站设置”或“权限”；',
  `找到“${PERMISSION_TEXT[kind].setting}”，改为“允许”；`,
  '回到本页面刷新后再试。',
];

/** The startup reminder (spec section 4): one modal, one button. */
export const NOTIFY_REMINDER = {
  title: '通知权限提醒',
  text: '开启通知后，可以及时收到学习提醒、打卡信息和最新活动。',
  button: '去开启',
};
