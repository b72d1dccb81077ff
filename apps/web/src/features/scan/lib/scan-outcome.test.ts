import { describe, expect, it } from 'vitest';
import { SCAN_FAILED_MSG, type BookListItem } from '@jc/contract';
import { bookDetailsUrl } from '@/lib/page-urls';
import { barcodeOutcome, cameraProblem, decodeSize } from './scan-outcome';

const book = (bookNo: string, title = `书${bookNo}`): BookListItem => ({
  bookNo,
  title,
  pictureV: '',
  buttons: '',
});

describe('barcodeOutcome', () => {
  it('opens the one book', () => {
    expect(barcodeOutcome([book('927')])).toEqual({ kind: 'open', to: '/pages/book/bookDetails?bookNo=927' });
  });

  it('offers several books by title', () => {
    const books = [book('927'), book('112')];
    expect(barcodeOutcome(books)).toEqual({ kind: 'choose', books });
  });

  it('fails like an unknown scan without books', () => {
    expect(barcodeOutcome([])).toEqual({ kind: 'fail', msg: SCAN_FAILED_MSG });
    expect(SCAN_FAILED_MSG).toBe('扫描失败，请使用微信扫一扫');
  });

  it('encodes the book number', () => {
    expect(bookDetailsUrl('A B&1')).toBe('/pages/book/bookDetails?bookNo=A%20B%261');
  });
});

describe('cameraProblem', () => {
  const err = (name: string) => Object.assign(new Error(name), { name });

  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'missing'],
    ['OverconstrainedError', 'missing'],
    ['NotReadableError', 'busy'],
    ['AbortError', 'busy'],
    ['TypeError', 'failed'],
  ])('%s → %s', (name, kind) => {
    expect(cameraProblem(err(name)).kind).toBe(kind);
  });

  it('asks for the camera permission in the words of the spec', () => {
    expect(cameraProblem(err('NotAllowedError')).description).toContain('请打开摄像头权限以使用此功能');
  });

  it('cannot retry on a browser without camera access', () => {
    expect(cameraProblem('unsupported')).toMatchObject({ kind: 'unsupported', canRetry: false });
    expect(cameraProblem(null)).toMatchObject({ kind: 'failed', canRetry: true });
    expect(cameraProblem(undefined).kind).toBe('failed');
  });
});

describe('decodeSize', () => {
  it.each([
    [1280, 720, { width: 960, height: 540 }],
    [720, 1280, { width: 540, height: 960 }],
    [640, 480, { width: 640, height: 480 }],
    [0, 480, { width: 0, height: 0 }],
    [Number.NaN, 480, { width: 0, height: 0 }],
  ])('%d×%d → %j', (w, h, size) => {
    expect(decodeSize(w, h)).toEqual(size);
  });
});
