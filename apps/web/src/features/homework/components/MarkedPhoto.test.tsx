import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HomeworkCorrection } from '@jc/contract';
import { MarkedPhoto } from './MarkedPhoto';

afterEach(cleanup);

const correction: HomeworkCorrection = {
  id: 1,
  photo: { id: 9, url: '/p.jpg', thumbUrl: '/t.jpg', width: 1000, height: 500 },
  status: 'done',
  statusText: '已批改',
  marks: [
    {
      line: 1,
      text: '12 + 35 = 47',
      verdict: 'right',
      answer: '47',
      correctAnswer: '',
      box: { x: 100, y: 50, width: 500, height: 50 },
    },
    {
      line: 2,
      text: '8 × 7 = 54',
      verdict: 'wrong',
      answer: '54',
      correctAnswer: '56',
      box: { x: 100, y: 150, width: 400, height: 50 },
    },
    {
      line: 3,
      text: '',
      verdict: 'unreadable',
      answer: '',
      correctAnswer: '',
      box: { x: 100, y: 250, width: 400, height: 50 },
    },
  ],
  rightCount: 1,
  wrongCount: 1,
  unreadableCount: 1,
  failReason: '',
  engine: 'tesseract',
  createdAt: '2025-01-01 10:00',
  finishedAt: '2025-01-01 10:00',
};

describe('MarkedPhoto', () => {
  it('draws each mark where its line is, as shares of the photo, with its sign', () => {
    render(<MarkedPhoto correction={correction} />);
    const marks = screen.getAllByTestId('homework-mark');
    expect(marks.map((m) => m.dataset.verdict)).toEqual(['right', 'wrong', 'unreadable']);
    expect(marks.map((m) => m.textContent)).toEqual(['✓', '✗56', '?']);
    const second = marks[1]!;
    expect(second.style.left).toBe('10%');
    expect(second.style.top).toBe('30%');
    expect(second.style.width).toBe('40%');
    expect(second.style.height).toBe('10%');
    expect(screen.getByRole('img', { name: '作业照片' }).getAttribute('src')).toBe('/p.jpg');
  });
});
