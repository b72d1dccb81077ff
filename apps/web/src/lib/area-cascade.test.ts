import { describe, expect, it } from 'vitest';
import { isCompleteArea, namesOf, toCascadeOptions } from './area-cascade';

const raw = [
  {
    id: '11',
    name: '北京市',
    children: [{ id: '1101', name: '市辖区', children: [{ id: '110101', name: '东城区' }] }],
  },
  { id: '71', name: '台湾省' },
];

describe('area cascade', () => {
  it('turns the raw tree into picker options', () => {
    expect(toCascadeOptions(raw)).toEqual([
      {
        label: '北京市',
        value: '11',
        children: [{ label: '市辖区', value: '1101', children: [{ label: '东城区', value: '110101' }] }],
      },
      { label: '台湾省', value: '71' },
    ]);
  });
  it('reads the launch cache with code instead of id', () => {
    const cached = [
      { code: '11', name: '北京市', children: [{ code: '1101', name: '市辖区', children: [] }] },
    ];
    expect(toCascadeOptions(cached)).toEqual([
      { label: '北京市', value: '11', children: [{ label: '市辖区', value: '1101' }] },
    ]);
  });
  it('stops at three levels', () => {
    const deep = [
      {
        id: '1',
        name: 'a',
        children: [
          { id: '2', name: 'b', children: [{ id: '3', name: 'c', children: [{ id: '4', name: 'd' }] }] },
        ],
      },
    ];
    expect(toCascadeOptions(deep)[0]?.children?.[0]?.children?.[0]).toEqual({ label: 'c', value: '3' });
  });
  it('names a path and tells whether it reaches a district', () => {
    const options = toCascadeOptions(raw);
    expect(namesOf(options, ['11', '1101', '110101'])).toEqual(['北京市', '市辖区', '东城区']);
    expect(namesOf(options, ['11', '9999'])).toEqual(['北京市', '']);
    expect(isCompleteArea(options, ['11', '1101', '110101'])).toBe(true);
    expect(isCompleteArea(options, ['11', '1101'])).toBe(false);
    expect(isCompleteArea(options, ['11', '1101', '000000'])).toBe(false);
  });
});
