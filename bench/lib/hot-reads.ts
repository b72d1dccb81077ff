/** The hot reads of `npm run bench`, measured against the raw baseline (and by `bench:province`). */
export const HOT_READS = [
  '/api/bookmain/getDicData?type=subject',
  // Fresh store: dictionary ids grade 1 (一年级), cebie 10 (上册), subject 12 (语文).
  '/api/bookmain/getMainPageBookList?subject=12&grade=1&cebie=10',
  '/api/bookmain/getBookInfo/927',
  '/api/integral/getGoodsList?pageNum=1&pageSize=10',
];
