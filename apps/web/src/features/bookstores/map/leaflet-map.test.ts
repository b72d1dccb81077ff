// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { mountMap, tileTemplate } from './leaflet-map';

describe('the map module', () => {
  it('takes only a tile address with {z}, {x} and {y}', () => {
    expect(tileTemplate('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
    expect(tileTemplate('')).toBeNull();
    expect(tileTemplate('ftp://x/{z}/{x}/{y}')).toBeNull();
    expect(tileTemplate('https://x/tiles.png')).toBeNull();
  });

  it('refuses to mount without a tile server (the pages show lists then)', async () => {
    const el = document.createElement('div');
    await expect(
      mountMap(el, { tileUrl: '', attribution: '', center: { lng: 120, lat: 30 }, markerClass: 'm' }),
    ).rejects.toThrow('no tile server');
  });

  it('mounts Leaflet with the tiles, the attribution and the markers, and reports taps', async () => {
    const el = document.createElement('div');
    Object.defineProperty(el, 'clientWidth', { value: 390 });
    Object.defineProperty(el, 'clientHeight', { value: 400 });
    document.body.append(el);
    const onTap = vi.fn();
    const handle = await mountMap(el, {
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap',
      center: { lng: 120.14, lat: 30.28 },
      markers: [{ lng: 120.14, lat: 30.28, title: '博库书城' }],
      markerClass: 'dot',
      pickedClass: 'picked',
      onTap,
    });
    expect(el.querySelector('.leaflet-tile-pane')).not.toBeNull();
    expect(el.textContent).toContain('© OpenStreetMap');
    expect(el.querySelectorAll('.dot')).toHaveLength(1);
    handle.setPicked({ lng: 120.15, lat: 30.29 });
    expect(el.querySelectorAll('.picked')).toHaveLength(1);
    handle.setPicked(null);
    expect(el.querySelectorAll('.picked')).toHaveLength(0);
    handle.destroy();
    el.remove();
  });
});
