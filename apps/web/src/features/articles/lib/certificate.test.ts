import { describe, expect, it } from 'vitest';
import type { Certificate } from '@jc/contract';
import {
  CERT_HEIGHT,
  CERT_WIDTH,
  certificateFileName,
  certificateLayout,
  chineseDate,
  estimateWidth,
  fitSize,
  formatCode,
  wrap,
  type TextOp,
} from './certificate';

const cert: Certificate = {
  code: 'ZS7K4M2Q9TXB',
  holderName: '李小明',
  contestTitle: '2026年秋季“我的家乡”征文',
  essayTitle: '外婆的桂花树',
  awardLevel: 'first',
  awardText: '一等奖',
  awardedOn: '2026-11-30',
  issuer: '课本伴学征文评审委员会',
};

const texts = (c: Certificate) => certificateLayout(c).filter((op): op is TextOp => op.kind === 'text');

describe('certificate layout', () => {
  it('names the holder, contest, essay, level, date, issuer and code', () => {
    const all = texts(cert)
      .map((t) => t.text)
      .join('|');
    for (const part of [
      '荣誉证书',
      '李小明',
      '外婆的桂花树',
      '我的家乡',
      '一等奖',
      '2026年11月30日',
      cert.issuer,
      'ZS7K-4M2Q-9TXB',
    ])
      expect(all).toContain(part);
  });
  it('has a decorative border: two frames and four corners', () => {
    const ops = certificateLayout(cert);
    expect(ops.filter((o) => o.kind === 'frame')).toHaveLength(2);
    expect(ops.filter((o) => o.kind === 'corner')).toHaveLength(4);
  });
  it('keeps every text on the paper, however long the titles', () => {
    const long = {
      ...cert,
      contestTitle: '非常'.repeat(40),
      essayTitle: '长'.repeat(40),
      holderName: '欧阳'.repeat(12),
    };
    for (const t of texts(long)) {
      const w = estimateWidth(t.text, t.size);
      const left = t.align === 'left' ? t.x : t.align === 'right' ? t.x - w : t.x - w / 2;
      expect(left).toBeGreaterThanOrEqual(60);
      expect(left + w).toBeLessThanOrEqual(CERT_WIDTH - 60);
      expect(t.y).toBeGreaterThan(60);
      expect(t.y).toBeLessThan(CERT_HEIGHT - 60);
    }
  });
  it('wraps the sentence into at most three lines, the last cut with …', () => {
    const lines = wrap('字'.repeat(100), 360, 36, estimateWidth, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]?.endsWith('…')).toBe(true);
    expect(wrap('短句', 360, 36, estimateWidth, 3)).toEqual(['短句']);
  });
  it('shrinks a long name down to a minimum size', () => {
    expect(fitSize('李小明', 1000, 64, 36, estimateWidth)).toBe(64);
    expect(fitSize('名'.repeat(30), 1000, 64, 36, estimateWidth)).toBe(36);
  });
  it('formats codes, dates and the file name', () => {
    expect(formatCode('ZS7K4M2Q9TXB')).toBe('ZS7K-4M2Q-9TXB');
    expect(chineseDate('2026-01-05')).toBe('2026年1月5日');
    expect(certificateFileName({ ...cert, essayTitle: 'a/b c' })).toBe('证书-abc-ZS7K4M2Q9TXB.png');
  });
});

describe('certificate details', () => {
  it('puts the seal clear of the issuer and the date', () => {
    const ops = certificateLayout(cert);
    const seal = ops.find((o) => o.kind === 'seal');
    const issuer = texts(cert).find((t) => t.text === cert.issuer);
    expect(seal && issuer).toBeTruthy();
    if (seal?.kind !== 'seal' || !issuer) return;
    expect(seal.x + seal.r).toBeLessThan(issuer.x - estimateWidth(issuer.text, issuer.size));
  });
  it('does not say 同学 twice', () => {
    expect(texts({ ...cert, holderName: '小明同学' }).map((t) => t.text)).toContain('：');
    expect(texts(cert).map((t) => t.text)).toContain('同学：');
  });
});
