import { describe, expect, it } from 'vitest';
import type { CascadeOption } from '@/lib/area-cascade';
import {
  chooseLocationUrl,
  formatDistance,
  idParam,
  mapAppLinks,
  openLocationUrl,
  optionsInAreas,
  pointOf,
  todayInShanghai,
} from './store-logic';

describe('store logic', () => {
  it('reads a point inside China from the search parameters, else none', () => {
    expect(pointOf(new URLSearchParams('lng=120.14&lat=30.28'))).toEqual({ lng: 120.14, lat: 30.28 });
    expect(pointOf(new URLSearchParams('lng=2.35&lat=48.85'))).toBeNull();
    expect(pointOf(new URLSearchParams('lng=&lat=30'))).toBeNull();
    expect(pointOf(new URLSearchParams('lng=abc&lat=30'))).toBeNull();
  });

  it('builds the location pages’ addresses', () => {
    expect(chooseLocationUrl('store')).toBe('/choose-location?purpose=store');
    expect(chooseLocationUrl('school', { lng: 120.1, lat: 30.2 })).toBe(
      '/choose-location?purpose=school&lng=120.1&lat=30.2',
    );
    expect(openLocationUrl({ lng: 120.1, lat: 30.2, name: '博库书城', address: '文二路38号' })).toBe(
      '/open-location?lng=120.1&lat=30.2&name=%E5%8D%9A%E5%BA%93%E4%B9%A6%E5%9F%8E&address=%E6%96%87%E4%BA%8C%E8%B7%AF38%E5%8F%B7',
    );
  });

  it('links to the phone’s map apps', () => {
    const l = mapAppLinks({ lng: 120.1436, lat: 30.2826, name: '博库', address: '文二路' });
    expect(l.geo).toBe('geo:30.2826,120.1436?q=30.2826,120.1436(%E5%8D%9A%E5%BA%93)');
    expect(l.amap).toContain('position=120.1436,30.2826');
    expect(l.baidu).toContain('location=30.2826,120.1436');
  });

  it('words distances and days', () => {
    expect(formatDistance(0.35)).toBe('350 m');
    expect(formatDistance(2.44)).toBe('2.4 km');
    expect(formatDistance(36.2)).toBe('36 km');
    expect(todayInShanghai(Date.UTC(2026, 0, 1, 17))).toBe('2026-01-02');
    expect(idParam(new URLSearchParams('id=12'))).toBe(12);
    expect(idParam(new URLSearchParams('id=x'))).toBe(0);
  });
});

describe('the area picker of a staff member', () => {
  const tree: CascadeOption[] = [
    {
      value: '33',
      label: '浙江省',
      children: [
        {
          value: '3301',
          label: '杭州市',
          children: [
            { value: '330106', label: '西湖区' },
            { value: '330108', label: '滨江区' },
          ],
        },
        { value: '3302', label: '宁波市', children: [{ value: '330203', label: '海曙区' }] },
      ],
    },
    {
      value: '32',
      label: '江苏省',
      children: [{ value: '3205', label: '苏州市', children: [{ value: '320508', label: '姑苏区' }] }],
    },
  ];

  it('keeps the way to each area and everything under it', () => {
    const cut = optionsInAreas(tree, ['3301']);
    expect(cut.map((o) => o.label)).toEqual(['浙江省']);
    expect(cut[0]?.children?.map((o) => o.label)).toEqual(['杭州市']);
    expect(cut[0]?.children?.[0]?.children?.map((o) => o.label)).toEqual(['西湖区', '滨江区']);
    expect(optionsInAreas(tree, ['330108', '32']).map((o) => o.label)).toEqual(['浙江省', '江苏省']);
    expect(optionsInAreas(tree, [])).toHaveLength(2);
    expect(optionsInAreas(tree, ['44'])).toEqual([]);
  });
});
