import type { CodeDownloads, DownloadResource } from './types.js';
import type { Paged } from '../envelope.js';
import { as, get } from '../endpoint.js';

/** Downloadable resources: of a book, one, and those a printed code asks for. */
export const downloadEndpoints = {
  list: get('bookmain/getBookDownloadList', 'none', 'downloadListQuery', as<Paged<DownloadResource>>()),
  one: get('bookmain/getBookDownloadInfo/{id}', 'none', 'idParams', as<DownloadResource>()),
  /** This project's call: the resources of resourcesDownload?lessonno… (docs/catalogue.md). */
  byCode: get('bookmain/getDownloadsByCode', 'none', 'downloadsByCodeQuery', as<CodeDownloads>()),
};
