import { gunzipSync } from 'node:zlib';
import type { AreaAll, AreaNode } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, makeNonce, useTestApp } from '../../test/app.js';

describe.each(dialects)('areas on %s', (dialect) => {
  const t = useTestApp({ dialect });

  it('answers the whole country: 31 provinces with cities and districts, ids are division codes', async () => {
    const res = await t().call<AreaAll>('GET', '/api/scoool/getAreaAll');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const { result, list } = res.body.data;
    expect(result).toBe(true);
    expect(list).toHaveLength(31);
    expect(list[0]).toMatchObject({ id: '11', name: '北京市' });

    const zj = list.find((p) => p.name === '浙江省') as AreaNode;
    expect(zj.id).toBe('33');
    expect(zj.children).toHaveLength(11);
    const hz = zj.children?.find((c) => c.name === '杭州市') as AreaNode;
    expect(hz.id).toBe('3301');
    expect(hz.children?.map((d) => d.name)).toContain('西湖区');
    expect(hz.children?.find((d) => d.name === '西湖区')?.id).toBe('330106');
    for (const d of hz.children ?? []) expect(d.children).toBeUndefined();

    let count = 0;
    const walk = (nodes: AreaNode[], depth: number, parent: string) => {
      for (const n of nodes) {
        count++;
        expect(n.id.startsWith(parent)).toBe(true);
        // Cities without districts (东莞市, 中山市, …) list their towns, with 9-digit codes.
        expect(depth < 3 ? [depth * 2] : [6, 9]).toContain(n.id.length);
        if (n.children) walk(n.children, depth + 1, n.id);
      }
    };
    walk(list, 1, '');
    expect(count).toBeGreaterThan(3000);
  });

  it('sends the tree gzipped to clients that accept it', async () => {
    const plain = await t().call('GET', '/api/scoool/getAreaAll');
    const res = await t().app.inject({
      method: 'GET',
      url: '/api/scoool/getAreaAll',
      headers: { nonce: makeNonce(), 'accept-encoding': 'gzip, deflate' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.text.length / 2);
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.text);
  });
});
