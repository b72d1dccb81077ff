import { describe, expect, it } from 'vitest';
import { pageParam, pdfViewLink, subjectParam } from './reader-links';

describe('reader links', () => {
  it('builds the PDF viewer address with the title and, past page 1, the page', () => {
    expect(pdfViewLink('/media/pdf/a.pdf', '语文 样章')).toBe(
      '/pages/other/pdfView?url=%2Fmedia%2Fpdf%2Fa.pdf&title=%E8%AF%AD%E6%96%87+%E6%A0%B7%E7%AB%A0',
    );
    expect(pdfViewLink('/media/pdf/a.pdf', 'A&B', 3)).toBe(
      '/pages/other/pdfView?url=%2Fmedia%2Fpdf%2Fa.pdf&title=A%26B&page=3',
    );
  });
  it('reads page and subject parameters defensively', () => {
    expect(pageParam('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'abc']) expect(pageParam(bad), String(bad)).toBe(1);
    expect(subjectParam('12')).toBe(12);
    for (const bad of [null, '', '0', 'x', '2.5']) expect(subjectParam(bad), String(bad)).toBeNull();
  });
});
