import { describe, expect, it } from 'vitest';
import { diffRows } from './diff';

describe('diffRows', () => {
  it('lists every field of before and after, marking the changed ones', () => {
    expect(
      diffRows({ roles: ['teacher'], disabledAt: null }, { roles: ['teacher', 'staff'], disabledAt: null }),
    ).toEqual([
      { field: 'roles', before: '["teacher"]', after: '["teacher","staff"]', changed: true },
      { field: 'disabledAt', before: 'null', after: 'null', changed: false },
    ]);
  });
  it('shows a field only one side has as —', () => {
    expect(diffRows(null, { balance: 5 })).toEqual([
      { field: 'balance', before: '—', after: '5', changed: true },
    ]);
  });
  it('compares plain values as one field, and nothing for no detail', () => {
    expect(diffRows(1, 2)).toEqual([{ field: '值', before: '1', after: '2', changed: true }]);
    expect(diffRows(null, null)).toEqual([]);
  });
});
