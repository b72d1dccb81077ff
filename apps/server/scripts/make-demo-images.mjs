// Writes the demo pictures of the seed (banners, menu icons, badges, ads) as small SVGs into
// assets/media/dic. Run once by hand (`node scripts/make-demo-images.mjs`); the output is committed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { esc, icon, mediaDir } from './svg.mjs';

const out = mediaDir('dic');

const banner = (
  title,
  sub,
  from,
  to,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="750" height="300" rx="24" fill="url(#g)"/>
<circle cx="640" cy="70" r="90" fill="#fff" opacity=".12"/><circle cx="700" cy="250" r="60" fill="#fff" opacity=".1"/>
<text x="48" y="140" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff">${esc(title)}</text>
<text x="48" y="205" font-family="sans-serif" font-size="30" fill="#fff" opacity=".9">${esc(sub)}</text>
</svg>
`;

const badge = (
  text,
  color,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
<circle cx="60" cy="60" r="56" fill="${color}"/><circle cx="60" cy="60" r="46" fill="none" stroke="#fff" stroke-width="3" opacity=".6"/>
<text x="60" y="70" text-anchor="middle" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff">${esc(text)}</text>
</svg>
`;

const files = {
  'banner-chendu.svg': banner('晨读晚听', '每天十分钟，好习惯养成记', '#FF8A4C', '#E8453C'),
  'banner-zhengwen.svg': banner('有奖征文', '写下你的故事，赢取好礼', '#7B61FF', '#2F80ED'),
  'banner-shop.svg': banner('积分商城', '学习积分兑换精美文具', '#27AE60', '#0F9D8A'),
  'ad-daka.svg': banner('打卡营开营啦', '21天阅读打卡，赢积分', '#F2994A', '#EB5757'),
  'futiao-kefu.svg': banner('添加老师微信', '免费领取同步学习资料', '#2F80ED', '#56CCF2'),
  'buoy-daka.svg': badge('打卡', '#EB5757'),
  'buoy-kefu.svg': badge('客服', '#2F80ED'),
  'menu-yangshu.svg': icon('样', '#2F80ED'),
  'menu-chendu.svg': icon('读', '#F2994A'),
  'menu-answer.svg': icon('答', '#27AE60'),
  'menu-download.svg': icon('下', '#9B51E0'),
  'menu-zhengwen.svg': icon('文', '#EB5757'),
  'menu-shop.svg': icon('兑', '#F2C94C'),
  'menu-correct.svg': icon('批', '#219653'),
  'menu-reward.svg': icon('奖', '#F2994A'),
  'menu-listening.svg': icon('听', '#56CCF2'),
  'menu-knowledge.svg': icon('知', '#BB6BD9'),
  'my-order.svg': icon('单', '#2F80ED'),
  'my-points.svg': icon('积', '#F2994A'),
  'my-address.svg': icon('址', '#27AE60'),
  'my-history.svg': icon('史', '#828282'),
  'my-feedback.svg': icon('馈', '#EB5757'),
  'my-about.svg': icon('关', '#2D9CDB'),
};
for (const [name, svg] of Object.entries(files)) writeFileSync(join(out, name), svg);
console.log(`wrote ${Object.keys(files).length} pictures into ${out}`);
