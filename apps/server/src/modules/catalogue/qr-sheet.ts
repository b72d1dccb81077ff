import { CODE_TARGET_KIND_NAMES, type AdminBook, type AdminCode, type AdminCodeKey } from '@jc/contract';
import QRCode from 'qrcode';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * The printable QR sheet of a book: one cell per code (the book's codes, then its lessons' in tree
 * order) with the QR picture (inline SVG), the code and the lesson's path; then the printed codes by key
 * printed in the book (docs/codes.md), each with its key, what it names and, when retired, 已停用.
 * A4, printed from the browser.
 */
export async function qrSheetHtml(
  book: AdminBook,
  codes: AdminCode[],
  printed: AdminCodeKey[] = [],
): Promise<string> {
  const keyCells = await Promise.all(
    printed.map(async (c) => {
      const svg = await QRCode.toString(c.url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      const key = `${c.key}=${c.value}${c.type ? `&type=${c.type}` : ''}`;
      const state = c.retiredAt === null ? '' : '<em>已停用</em>';
      return `<figure class="cell" data-code="${escape(key)}">${svg}<figcaption><b>${escape(key)}</b><span>${CODE_TARGET_KIND_NAMES[c.kind]}：${escape(c.title)}</span>${state}</figcaption></figure>`;
    }),
  );
  const cells = await Promise.all(
    codes.map(async (c) => {
      const svg = await QRCode.toString(c.url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      const label = c.kind === 'book' ? '图书码' : escape(c.label);
      return `<figure class="cell">${svg}<figcaption><b>${escape(c.code)}</b><span>${label}</span></figcaption></figure>`;
    }),
  );
  const title = `${escape(book.title)}（${escape(book.bookNo)}）二维码`;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${title}</title>
<style>
@page { size: A4; margin: 12mm; }
body { font-family: "PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif; margin: 16px; color: #222; }
@media print { body { margin: 0; } }
h1 { font-size: 18px; margin: 0 0 4px; }
p.meta { margin: 0 0 12px; color: #666; font-size: 12px; }
.grid { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; }
.cell { margin: 0; border: 1px dashed #bbb; padding: 8px; text-align: center; break-inside: avoid; }
.cell svg { width: 100%; height: auto; max-width: 150px; }
h2 { font-size: 15px; margin: 20px 0 8px; break-before: page; }
em { color: #c00; font-style: normal; }
figcaption { font-size: 12px; display: flex; flex-direction: column; gap: 2px; word-break: break-all; }
.empty { color: #999; }
</style></head>
<body>
<h1>${title}</h1>
<p class="meta">${escape(`${book.subject} · ${book.grade} · ${book.cebie}`)} · 共 ${codes.length} 个编码 · 更新于 ${escape(book.updateDate)}</p>
${codes.length ? `<main class="grid">${cells.join('\n')}</main>` : '<p class="empty">这本书还没有编码</p>'}
${printed.length ? `<h2>各类二维码（共 ${printed.length} 个，扫码可测试打开的内容）</h2>\n<section class="grid">${keyCells.join('\n')}</section>` : ''}
</body></html>
`;
}
