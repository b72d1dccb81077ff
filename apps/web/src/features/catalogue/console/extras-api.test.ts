import { describe, expect, it } from 'vitest';
import { baseName, fileSize } from './extras-api';

describe('the extras’ file helpers', () => {
  it('shows a size in B, KB or MB', () => {
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(9_216)).toBe('9 KB');
    expect(fileSize(12.34 * 1024 * 1024)).toBe('12.3 MB');
  });

  it('titles an uploaded file by its name without the extension, at most 60 characters', () => {
    expect(baseName('第一单元课件.pdf')).toBe('第一单元课件');
    expect(baseName('answer.v2.png')).toBe('answer.v2');
    expect(baseName('.pdf')).toBe('未命名');
    expect(baseName(`${'字'.repeat(70)}.pdf`)).toHaveLength(60);
  });
});
