import { type DownloadResource, type Paged } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PDF } from '../books/index.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';

describe.each(dialects)('books on %s', (dialect) => {
  const t = useTestApp({ dialect });

  const { get } = apiCalls(t);

  it('answers downloadable resources with sizes', async () => {
    const list = await get<Paged<DownloadResource>>('bookmain/getBookDownloadList', { bookNo: '927' });
    expect(list.body.data.total).toBe(3);
    const pdf = list.body.data.list[0] as DownloadResource;
    expect(pdf).toEqual({
      id: expect.any(Number),
      bookNo: '927',
      title: '语文 一年级上册 同步课件',
      kind: 'pdf',
      category: 'kejian',
      path: DEMO_PDF['ebook-yuwen'].path,
      size: DEMO_PDF['ebook-yuwen'].bytes,
    });
    expect((await get<DownloadResource>(`bookmain/getBookDownloadInfo/${pdf.id}`)).body.data).toEqual(pdf);
    // 36 books × (课件 + 资料) + answer sheets of the 8 语文 and 数学 books of grades 1 and 2.
    expect((await get<Paged<DownloadResource>>('bookmain/getBookDownloadList')).body.data.total).toBe(80);
    expectRefusal(await get('bookmain/getBookDownloadList', { bookNo: '999999' }), 404);
    expectRefusal(await get('bookmain/getBookDownloadInfo/99999999'), 404);
  });
});
