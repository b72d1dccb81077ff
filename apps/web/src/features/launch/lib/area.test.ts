import { describe, expect, it } from 'vitest';
import type { AreaNode } from '@jc/contract';
import { renameAreaIds } from './area';

describe('renameAreaIds', () => {
  const tree: AreaNode[] = [
    {
      id: '11',
      name: '北京市',
      children: [{ id: '1101', name: '市辖区', children: [{ id: '110101', name: '东城区' }] }],
    },
    { id: '81', name: '香港特别行政区' },
  ];

  it('renames id to code at every depth and keeps names', () => {
    expect(renameAreaIds(tree)).toEqual([
      {
        code: '11',
        name: '北京市',
        children: [{ code: '1101', name: '市辖区', children: [{ code: '110101', name: '东城区' }] }],
      },
      { code: '81', name: '香港特别行政区' },
    ]);
  });

  it('leaves no id behind and does not touch the input', () => {
    const copy = structuredClone(tree);
    const renamed = renameAreaIds(tree);
    expect(JSON.stringify(renamed)).not.toContain('"id"');
    expect(tree).toEqual(copy);
  });

  it('keeps leaves without a children key and empty lists empty', () => {
    expect(renameAreaIds([])).toEqual([]);
    expect(renameAreaIds([{ id: '12', name: '天津市', children: [] }])).toEqual([
      { code: '12', name: '天津市', children: [] },
    ]);
    expect(renameAreaIds([{ id: '81', name: '香港特别行政区' }])[0]).not.toHaveProperty('children');
  });
});
