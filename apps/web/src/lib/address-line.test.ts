import { describe, expect, it } from 'vitest';
import { addressLine } from './address-line';

const school = { provinceName: '北京市', cityName: '市辖区', districtName: '东城区', detail: '长安街1号' };

describe('addressLine', () => {
  it('runs province, city and district together, then the detail after a space', () => {
    expect(addressLine(school)).toBe('北京市市辖区东城区 长安街1号');
  });
});
