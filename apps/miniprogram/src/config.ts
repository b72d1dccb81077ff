/**
 * The mini program's settings, baked in at build time (scripts/build.mjs reads them from the
 * environment; docs/native.md): the H5 app's origin (the web-view's business domain, also the API's
 * host), the nonce key and IV (the same as the server's), and the id of the subscription template
 * 'active' (asked when a lesson item starts, spec section 4).
 */
export const CONFIG = {
  h5Origin: typeof __JC_H5_ORIGIN__ === 'string' ? __JC_H5_ORIGIN__ : 'https://jc.example.com',
  nonceKey: typeof __JC_NONCE_KEY__ === 'string' ? __JC_NONCE_KEY__ : 'hy7Qm2Kd9Lp4Xs6B',
  nonceIv: typeof __JC_NONCE_IV__ === 'string' ? __JC_NONCE_IV__ : 'Vt3Rw8Zn5Jc1Fg0E',
  templates: {
    active: typeof __JC_TEMPLATE_ACTIVE__ === 'string' ? __JC_TEMPLATE_ACTIVE__ : 'TEMPLATE_ID_ACTIVE',
  } as Record<string, string>,
};

/**
 * The share defaults of spec section 3 (title, path, imageUrl, desc, content): every page shares the
 * route it shows under this title and picture.
 */
export const SHARE_DEFAULTS = {
  title: '课本伴学 · 同步教材，好好学习每一天',
  path: '/pages/index/home',
  imageUrl: '/static/share.png',
  desc: '教材同步音视频课程、打卡营和积分商城',
  content: '课本伴学：同步教材的音视频课程、打卡营与积分商城',
} as const;
