import { describe, expect, it } from 'vitest';
import { addressLine } from './address-line';

describe('addressLine', () => {
  it('runs province, city and district together, then the detail after a space', () => {
    expect(
      addressLine({
        provinceName: '北京市',
        cityName: '市辖区',
        districtName: '东城区',
        detail: '长安街1号',
      }),
    ).toBe('北京市市辖区东城区 长安街1号');
  });
});
