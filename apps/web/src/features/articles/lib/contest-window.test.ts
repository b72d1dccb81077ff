import { describe, expect, it } from 'vitest';
import { shanghaiMinute } from './contest-window';

describe('shanghaiMinute', () => {
  it('reads an instant as Beijing wall time, whatever offset it was written with', () => {
    expect(shanghaiMinute('2026-11-24T09:00:00+08:00')).toBe('2026-11-24 09:00');
    expect(shanghaiMinute('2026-11-24T01:30:00Z')).toBe('2026-11-24 09:30');
    expect(shanghaiMinute('2026-12-31T20:05:00Z')).toBe('2027-01-01 04:05');
  });

  it('leaves text that is not a time as it is', () => {
    expect(shanghaiMinute('')).toBe('');
    expect(shanghaiMinute('soon')).toBe('soon');
  });
});
