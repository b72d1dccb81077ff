import { Button, Dialog } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { MAX_ADDRESSES, PAGES, type Address } from '@jc/contract';
import { LocationIcon } from '@/components/icons';
import { QueryView } from '@/components/QueryView/QueryView';
import { saveChosenAddress } from '@/lib/address-choice';
import { toast } from '@/lib/toast';
import { useAddressList, useDeleteAddress } from '../api/address';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { addressLine } from '@/lib/address-line';
import styles from './AddressPages.module.css';

/** 收货地址: the list with the default first; with ?choose=1 a tap picks the address and goes back. */
export default function AddressListPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const choose = params.get('choose') === '1';
  const list = useAddressList();
  const remove = useDeleteAddress();
  const sorted = (all: Address[]) => [...all].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

  const edit = (a?: Address) =>
    void navigate(`${PAGES.changeAddress.path}${a ? `?id=${a.id}` : choose ? '?choose=1' : ''}`);

  const confirmDelete = async (a: Address) => {
    const ok = await Dialog.confirm({
      content: `确定删除${a.name}的这个地址吗？`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (ok) remove.mutate(a.id, { onSuccess: () => toast('地址已删除') });
  };

  const pick = (a: Address) => {
    if (!choose) return;
    saveChosenAddress(a.id);
    void navigate(-1);
  };

  const skeleton = (
    <div aria-busy="true">
      {[0, 1].map((i) => (
        <div key={i} className={styles.card}>
          <Skeleton className={styles.skBar} />
          <Skeleton className={`${styles.skBar} ${styles.skShort}`} />
        </div>
      ))}
    </div>
  );
  const body = (
    <QueryView
      query={list}
      error="地址加载失败"
      loading={skeleton}
      isEmpty={(all) => all.length === 0}
      empty={{ title: '还没有收货地址', description: '添加一个地址，兑换的礼品会寄到这里。' }}
    >
      {(all) =>
        sorted(all).map((a) => (
          <article
            key={a.id}
            className={`${styles.card} ${choose ? styles.choosable : ''}`}
            onClick={() => pick(a)}
            aria-label={`${a.name}的地址`}
          >
            <div className={styles.who}>
              <span className={styles.name}>{a.name}</span>
              <span className={styles.phone}>{a.phone}</span>
              {a.isDefault ? <span className={styles.defaultTag}>默认</span> : null}
            </div>
            <p className={styles.line}>{addressLine(a)}</p>
            <div className={styles.actions}>
              {choose ? <span className={styles.chooseHint}>点击使用此地址</span> : <span />}
              <div>
                <button
                  type="button"
                  onClick={(e) => {
                    e.stopPropagation();
                    edit(a);
                  }}
                >
                  编辑
                </button>
                <button
                  type="button"
                  className={styles.danger}
                  onClick={(e) => {
                    e.stopPropagation();
                    void confirmDelete(a);
                  }}
                >
                  删除
                </button>
              </div>
            </div>
          </article>
        ))
      }
    </QueryView>
  );

  const full = (list.data?.length ?? 0) >= MAX_ADDRESSES;
  return (
    <div className={styles.page}>
      {body}
      <footer className={styles.bottomBar}>
        <Button block color="primary" shape="rounded" size="large" disabled={full} onClick={() => edit()}>
          <LocationIcon size={18} style={{ verticalAlign: '-3px', marginRight: 4 }} />
          {full ? `最多保存${MAX_ADDRESSES}个地址` : '新增收货地址'}
        </Button>
      </footer>
    </div>
  );
}
