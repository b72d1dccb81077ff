import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DailyPiece } from '@jc/contract';
import { DailyPieceView } from './DailyPieceView';

const piece: DailyPiece = {
  id: 7,
  kind: 'yuedu',
  kindName: '阅读',
  subject: '语文',
  gradeId: null,
  grade: '',
  title: '秋天的雨',
  author: '',
  tip: '',
  paragraphs: ['秋天的雨，是一把钥匙。'],
  words: [],
  extra: null,
  audio: '',
  audioDuration: 0,
  video: '',
  cover: '/media/articles/cover-autumn.jpg',
};

describe('DailyPieceView', () => {
  afterEach(cleanup);

  it('shows the picture the operators set, named for a screen reader', () => {
    render(<DailyPieceView piece={piece} />);
    expect(screen.getByRole('img', { name: '秋天的雨的配图' }).getAttribute('src')).toBe(piece.cover);
  });

  it('shows no picture without one, and the video instead of it when there is one', () => {
    const { rerender } = render(<DailyPieceView piece={{ ...piece, cover: '' }} />);
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<DailyPieceView piece={{ ...piece, video: '/media/v.mp4' }} />);
    expect(screen.queryByRole('img', { name: '秋天的雨的配图' })).toBeNull();
  });
});
