// Makes the demo files, once, into assets/media: the customer-service desks' QR codes
// (assets/media/kefu, real QR codes of the desks' contact links, made with `qrcode`) and the demo
// release packages the update dialog downloads (assets/media/app: ZIP archives, as APK and IPA files
// are, of a few hundred KB so the progress has steps to show). The output is committed; run it again
// only to change them: `node apps/server/scripts/make-about-media.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import QRCode from 'qrcode';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const media = join(root, 'assets', 'media');

// ------------------------------------------------------------------ customer-service QR codes
export const KEFU_LINKS = {
  'kefu-1': 'https://work.weixin.qq.com/kfid/kfc7d1e3b2a9c4f5e60',
  'kefu-ks': 'https://work.weixin.qq.com/kfid/kfc2b8f6a1d3e7c9041',
  'kefu-js': 'https://work.weixin.qq.com/kfid/kfc5e9a3c7b1d2f4086',
};
mkdirSync(join(media, 'kefu'), { recursive: true });
for (const [name, link] of Object.entries(KEFU_LINKS)) {
  const png = await QRCode.toBuffer(link, { type: 'png', width: 480, margin: 2, errorCorrectionLevel: 'M' });
  writeFileSync(join(media, 'kefu', `${name}.png`), png);
  console.log(`kefu/${name}.png ${png.length} bytes → ${link}`);
}

// ------------------------------------------------------------------ release packages
/** A ZIP of stored (uncompressed) entries: local headers, the central directory, the end record. */
function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBuf = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(0x5b780000, 10); // 2025-11-24 00:00, fixed so the output is reproducible
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    locals.push(local, nameBuf, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(0x5b780000, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** Bytes that do not compress (so gzip on the way cannot shrink the download), the same on every run. */
function payload(size, seed) {
  const out = Buffer.alloc(size);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

mkdirSync(join(media, 'app'), { recursive: true });
const readme = (platform) =>
  Buffer.from(
    `教材社区 1.3.0 (${platform})\n\n演示用的安装包：更新弹窗下载的真实文件，内容不能安装。\n` +
      'Demo package of the update dialog: a real file to download, not an installable app.\n',
  );
for (const [file, platform, size, seed] of [
  ['jiaocai-1.3.0.apk', 'android', 360 * 1024, 0x1300a],
  ['jiaocai-1.3.0.ipa', 'ios', 300 * 1024, 0x1300b],
]) {
  const data = zip([
    { name: 'README.txt', data: readme(platform) },
    {
      name: platform === 'android' ? 'classes.dex' : 'Payload/Jiaocai.app/Jiaocai',
      data: payload(size, seed),
    },
  ]);
  writeFileSync(join(media, 'app', file), data);
  console.log(`app/${file} ${data.length} bytes`);
}
