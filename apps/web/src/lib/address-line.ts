import type { Address } from '@jc/contract';

/** Where an address is, as one line: 北京市市辖区东城区 长安街1号. */
export const addressLine = (a: Pick<Address, 'provinceName' | 'cityName' | 'districtName' | 'detail'>) =>
  `${a.provinceName}${a.cityName}${a.districtName} ${a.detail}`;
