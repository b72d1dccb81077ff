import { describe, expect, it } from 'vitest';
import { rewardCommitInput } from '@jc/contract';
import { fieldErrors, tabOf, tabTitle } from './reward-logic';

describe('reward form logic', () => {
  it('answers the contract’s message for each bad field', () => {
    expect(fieldErrors(rewardCommitInput, { bookNo: '', page: '0', categoryId: '', text: '短' })).toEqual({
      bookNo: '书号不正确',
      page: '页码至少为1',
      categoryId: '错误类型不存在',
      text: '错误描述至少5个字',
    });
    expect(
      fieldErrors(rewardCommitInput, {
        bookNo: '131',
        page: '12',
        categoryId: '1',
        text: '第二行有错别字',
        fileIds: '',
      }),
    ).toEqual({});
  });

  it('titles the tabs with their counts', () => {
    const counts = { pending: 1, accepted: 2, rejected: 3 };
    expect(tabTitle('all', '全部', counts)).toBe('全部 6');
    expect(tabTitle('accepted', '已采纳', counts)).toBe('已采纳 2');
    expect(tabTitle('pending', '审核中', undefined)).toBe('审核中');
    expect(tabOf('rejected')).toBe('rejected');
    expect(tabOf('x')).toBe('all');
  });
});
