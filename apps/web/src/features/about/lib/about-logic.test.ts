import { describe, expect, it } from 'vitest';
import { paragraphs } from './about-logic';

describe('about texts', () => {
  it('splits agreement texts into paragraphs', () => {
    expect(paragraphs('第一条\n\n  第二条\n  \n\n第三条\n续')).toEqual(['第一条', '第二条', '第三条\n续']);
  });
});
