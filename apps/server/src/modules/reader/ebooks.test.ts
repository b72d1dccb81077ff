import { type EBook, type EBookArea } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PDF } from '../books/index.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { apiCalls, useDictionaryIds } from '../../test/api.js';

describe.each(dialects)('books on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const dic = useDictionaryIds(t);

  const { get } = apiCalls(t);

  it('answers e-book areas, e-books and subject PDFs', async () => {
    const areas = await get<EBookArea[]>('book/getEBookArea');
    expect(areas.body.data.map((a) => a.name)).toEqual(['部编版', '人教版', '人教PEP版']);
    const area = areas.body.data[0] as EBookArea;
    const books = await get<EBook[]>(`book/getEBookInfo/${area.id}`);
    expect(books.body.data[0]).toMatchObject({
      bookNo: '927',
      pdf: DEMO_PDF['ebook-yuwen'].path,
      pages: 3,
    });
    const one = await get<EBook>(`book/getEBookOne/${books.body.data[0]?.id}`);
    expect(one.body.data.title).toContain('电子样书');
    const pdfs = await get<EBook[]>('book/getSubjectPdfList', { subject: String(dic['数学']) });
    expect(pdfs.body.data.map((e) => e.pdf)).toEqual([DEMO_PDF['ebook-shuxue'].path]);
    expectRefusal(await get('book/getEBookInfo/99999'), 404);
    expectRefusal(await get('book/getEBookOne/99999'), 404);
    expectRefusal(await get('book/getEBookOne/abc'), 400, /编号/);
  });
});
