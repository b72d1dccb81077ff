import type { Address } from '@jc/contract';
import { LocationIcon } from '@/components/icons';
import { addressLine } from '@/lib/address-line';
import styles from './AddressSummary.module.css';

type Shipping = Pick<Address, 'name' | 'phone' | 'provinceName' | 'cityName' | 'districtName' | 'detail'>;

/**
 * An order's 收货地址: the pin, who (name and phone) and where. Without an address (submitting an
 * order before one exists) it asks for one.
 */
export function AddressSummary({ address }: { address: Shipping | null }) {
  return (
    <>
      <span className={styles.addressIcon}>
        <LocationIcon size={22} />
      </span>
      {address ? (
        <span className={styles.addressText}>
          <span className={styles.addressWho}>
            {address.name} <span>{address.phone}</span>
          </span>
          <span className={styles.addressLine}>{addressLine(address)}</span>
        </span>
      ) : (
        <span className={styles.addressText}>
          <span className={styles.addressWho}>添加收货地址</span>
          <span className={styles.addressLine}>兑换的礼品将寄到这个地址</span>
        </span>
      )}
    </>
  );
}
