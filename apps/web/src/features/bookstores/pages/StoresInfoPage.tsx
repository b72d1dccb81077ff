import { Button, Dialog } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PAGES } from '@jc/contract';
import { DEFAULT_ERROR_TEXT, QueryView } from '@/components/QueryView/QueryView';
import { RecordHistory } from '@/components/RecordHistory/RecordHistory';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteStoreRecord, useStoreInfo } from '../api/bookstores';
import { idParam, openLocationUrl } from '../lib/store-logic';
import styles from '../components/stores.module.css';

/** 书店详情: the shop, its stock by book (last count plus shipments since), its records, its history. */
export default function StoresInfoPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params);
  const info = useStoreInfo(id);
  const remove = useDeleteStoreRecord();

  const confirmDelete = async (name: string) => {
    const sure = await Dialog.confirm({
      title: '删除书店',
      content: `删除“${name}”及其全部发货和库存记录？删除后不能恢复。`,
      confirmText: '删除',
    });
    if (!sure) return;
    remove.mutate(
      { kind: 'store', id },
      {
        onSuccess: () => {
          toast('已删除', 'success');
          void navigate(-1);
        },
      },
    );
  };

  return (
    <QueryView
      query={info}
      error={(error, retry) => ({
        title: isApiError(error) && error.kind === 'server' ? error.message : '书店加载失败',
        description: isApiError(error) && error.kind === 'server' ? '' : DEFAULT_ERROR_TEXT,
        actionText: '重试',
        onAction: retry,
        secondaryText: '返回',
        onSecondary: () => void navigate(-1),
      })}
    >
      {(s) => (
        <div className={styles.page}>
          <section className={styles.section} aria-label="书店信息">
            <div className={styles.titleRow}>
              <h2 className={styles.title}>{s.name}</h2>
              <span className={styles.badge}>库存 {s.stock} 册</span>
            </div>
            <p className={styles.line}>{s.areaName}</p>
            <p className={styles.line}>{s.address}</p>
            {s.contact || s.phone ? (
              <p className={styles.line}>
                {s.contact}
                {s.phone ? (
                  <>
                    {' '}
                    <a className={styles.link} href={`tel:${s.phone}`}>
                      {s.phone}
                    </a>
                  </>
                ) : null}
              </p>
            ) : null}
            {s.remark ? <p className={styles.line}>备注：{s.remark}</p> : null}
            <div className={styles.meta}>
              <span>
                {s.createdBy} 创建于 {s.createdAt}
              </span>
              <span>
                {s.updatedBy} 修改于 {s.updatedAt}
              </span>
            </div>
            <div className={styles.actions}>
              {s.lng !== null && s.lat !== null ? (
                <Button
                  size="small"
                  shape="rounded"
                  onClick={() =>
                    void navigate(
                      openLocationUrl({
                        lng: s.lng as number,
                        lat: s.lat as number,
                        name: s.name,
                        address: s.address,
                      }),
                    )
                  }
                >
                  查看位置
                </Button>
              ) : null}
              <Button
                size="small"
                shape="rounded"
                onClick={() => void navigate(`${PAGES.changeStores.path}?id=${s.id}`)}
              >
                编辑
              </Button>
              <Button
                size="small"
                shape="rounded"
                color="danger"
                fill="outline"
                onClick={() => void confirmDelete(s.name)}
              >
                删除
              </Button>
            </div>
          </section>

          <section className={styles.section} aria-label="库存">
            <div className={styles.sectionHead}>
              <h3 className={styles.sectionTitle}>库存</h3>
              <Link className={styles.link} to={`${PAGES.kucunInfo.path}?storeId=${s.id}`}>
                盘点记录 ›
              </Link>
            </div>
            {s.stockLines.length === 0 ? (
              <p className={styles.line}>还没有发货或盘点记录。</p>
            ) : (
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>书</th>
                    <th className={styles.num}>盘点</th>
                    <th className={styles.num}>此后发货</th>
                    <th className={styles.num}>库存</th>
                  </tr>
                </thead>
                <tbody>
                  {s.stockLines.map((l) => (
                    <tr key={l.bookNo}>
                      <td>
                        {l.bookTitle || l.bookNo}
                        <div className={styles.meta}>
                          书号 {l.bookNo}
                          {l.countedOn ? ` · ${l.countedOn} 盘点` : ' · 未盘点'}
                        </div>
                      </td>
                      <td className={styles.num}>{l.countedOn ? l.counted : '—'}</td>
                      <td className={styles.num}>{l.shippedSince}</td>
                      <td className={`${styles.num} ${styles.figure}`}>{l.stock}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <section className={styles.section} aria-label="发货">
            <div className={styles.sectionHead}>
              <h3 className={styles.sectionTitle}>发货记录（{s.shipmentCount}）</h3>
              <Link className={styles.link} to={`${PAGES.fahuoInfo.path}?storeId=${s.id}`}>
                查看全部 ›
              </Link>
            </div>
          </section>

          <div className={styles.history} aria-label="修改记录" role="region">
            <RecordHistory kind="store" id={s.id} />
          </div>

          <div className={styles.bottomBar}>
            <Button
              fill="outline"
              color="primary"
              shape="rounded"
              onClick={() => void navigate(`${PAGES.kucunInfo.path}?storeId=${s.id}&add=1`)}
            >
              登记盘点
            </Button>
            <Button
              color="primary"
              shape="rounded"
              onClick={() => void navigate(`${PAGES.fahuoInfo.path}?storeId=${s.id}&add=1`)}
            >
              登记发货
            </Button>
          </div>
        </div>
      )}
    </QueryView>
  );
}
