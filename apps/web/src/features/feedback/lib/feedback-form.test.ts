import { describe, expect, it } from 'vitest';
import { textLength } from '@/lib/text-length';
import { feedbackErrors } from './feedback-form';

describe('feedback form checks use the contract messages', () => {
  it('feedback: category, 5-140 characters, at most 4 pictures, contact up to 50', () => {
    const picture = new Blob(['x'], { type: 'image/png' });
    expect(feedbackErrors({ category: null, content: '', contact: '', pictures: [] })).toEqual({
      category: '请选择反馈类型',
      content: '反馈内容至少5个字',
    });
    expect(
      feedbackErrors({ category: '其他', content: '字'.repeat(141), contact: 'x'.repeat(51), pictures: [] }),
    ).toEqual({ content: '反馈内容不能超过140个字', contact: '联系方式不能超过50个字符' });
    expect(
      feedbackErrors({
        category: '产品建议',
        content: '希望增加夜间模式',
        contact: '',
        pictures: Array(5).fill(picture),
      }),
    ).toEqual({ file: '一次最多上传4个图片' });
    expect(
      feedbackErrors({ category: '功能异常', content: '播放器没有声音', contact: '', pictures: [picture] }),
    ).toEqual({});
    expect(textLength('  你好  ')).toBe(2);
  });
});
