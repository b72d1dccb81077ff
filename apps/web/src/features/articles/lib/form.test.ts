import { describe, expect, it } from 'vitest';
import { commitErrors, textCount } from './form';

describe('commit form checks', () => {
  it('passes a good essay', () => {
    expect(
      commitErrors({
        contestId: 1,
        title: '我的家乡',
        text: '我的家乡在江南水乡，那里有小桥流水。',
        keepFileIds: '',
        file: [],
      }),
    ).toEqual({});
  });
  it('gives the contract’s Chinese messages per field', () => {
    const e = commitErrors({ contestId: 1, title: ' ', text: '太短', keepFileIds: '', file: [] });
    expect(e.title).toBe('请填写作品标题');
    expect(e.text).toBe('作品正文至少10个字');
  });
  it('refuses more than 5 files', () => {
    const files = Array.from({ length: 6 }, () => new Blob(['x']));
    expect(
      commitErrors({ contestId: 1, title: '题目', text: '一二三四五六七八九十', file: files }).file,
    ).toBe('一次最多上传5个附件');
  });
  it('counts characters and says the minimum', () => {
    expect(textCount('  你好 ', 5000)).toBe('2/5000（至少10字）');
    expect(textCount('一二三四五六七八九十', 5000)).toBe('10/5000');
  });
});
