import type { AdminBook, AdminCode } from '@jc/contract';
import QRCode from 'qrcode';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * The printable QR sheet of a book: one cell per code (the book's codes, then its lessons' in tree
 * order) with the QR picture (inline SVG), the code and the lesson's path. A4, printed from the browser.
 */
export async function qrSheetHtml(book: AdminBook, codes: AdminCode[]): Promise<string> {
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
figcaption { font-size: 12px; display: flex; flex-direction: column; gap: 2px; word-break: break-all; }
.empty { color: #999; }
</style></head>
<body>
<h1>${title}</h1>
<p class="meta">${escape(`${book.subject} · ${book.grade} · ${book.cebie}`)} · 共 ${codes.length} 个编码 · 更新于 ${escape(book.updateDate)}</p>
${codes.length ? `<main class="grid">${cells.join('\n')}</main>` : '<p class="empty">这本书还没有编码</p>'}
</body></html>
`;
}
