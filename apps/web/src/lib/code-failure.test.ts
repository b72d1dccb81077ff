import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  CODE_RETIRED_TEXT,
  CODE_RETIRED_TITLE,
  CODE_UNKNOWN_TEXT,
  CODE_UNKNOWN_TITLE,
  codeFailure,
} from './code-failure';

describe('codeFailure', () => {
  it('words a retired code (410) and an unknown one (404) with what to do next', () => {
    expect(codeFailure(new ApiError('这个二维码已停用，请扫描…', 'server', 410, 410))).toEqual({
      title: CODE_RETIRED_TITLE,
      description: CODE_RETIRED_TEXT,
      retired: true,
    });
    expect(codeFailure(new ApiError('没有找到这个二维码对应的内容', 'server', 404, 404))).toEqual({
      title: CODE_UNKNOWN_TITLE,
      description: CODE_UNKNOWN_TEXT,
      retired: false,
    });
  });

  it('keeps the server sentence when it says more: an unknown key, a malformed value', () => {
    expect(codeFailure(new ApiError('无法识别的二维码类型（Foo）', 'server', 404, 404))).toMatchObject({
      title: CODE_UNKNOWN_TITLE,
      description: '无法识别的二维码类型（Foo）',
    });
    expect(codeFailure(new ApiError('二维码内容（value）不正确', 'server', 400, 400))).toMatchObject({
      title: CODE_UNKNOWN_TITLE,
      description: '二维码内容（value）不正确',
    });
  });

  it('leaves other failures to a retry', () => {
    expect(codeFailure(new ApiError('网络错误', 'network', 0, 0))).toBeNull();
    expect(codeFailure(new ApiError('服务器开小差了', 'server', 500, 500))).toBeNull();
    expect(codeFailure(new Error('x'))).toBeNull();
    expect(codeFailure(null)).toBeNull();
  });
});
