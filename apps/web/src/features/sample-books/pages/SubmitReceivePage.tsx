import { useState } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, type Address, type YangshuBook, type YangshuQuota } from '@jc/contract';
import { Card } from '@/components/Card/Card';
import { Cover } from '@/components/Cover/Cover';
import { ChevronRightIcon } from '@/components/icons';
import { PageStatus } from '@/components/PageStatus';
import { allOf } from '@/components/QueryView/all-of';
import { QueryView } from '@/components/QueryView/QueryView';
import { readChosenAddress } from '@/lib/address-choice';
import { addressLine } from '@/lib/address-line';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { teacherOnlyError } from '@/lib/teacher-only';
import { useAllYangshuBooks, useCommitYangshu, useMyAddresses, useQuota } from '../api/yangshu';
import styles from '../components/SampleBooks.module.css';
import { decodePicks, encodePicks, totalCopies } from '../lib/picks';

/** 提交领取?items=3:2,5:1: the chosen books, an address of the address book, a note, then the request. */
export default function SubmitReceivePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const picks = decodePicks(params.get('items'));
  const books = useAllYangshuBooks();
  const addresses = useMyAddresses();
  const quota = useQuota();
  const commit = useCommitYangshu();
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  if (picks.size === 0) {
    return (
      <PageStatus
        art="empty"
        title="还没有选择样书"
        actionText="去选样书"
        onAction={() => void navigate(PAGES.sampleBookReceive.path, { replace: true })}
      />
    );
  }

  const form = (offer: YangshuBook[], list: Address[], q: YangshuQuota) => {
    const lines = [...picks].map(([id, count]) => ({ id, count, book: offer.find((b) => b.id === id) }));
    const missing = lines.filter((l) => !l.book);
    const chosenId = readChosenAddress();
    const address = list.find((a) => a.id === chosenId) ?? list.find((a) => a.isDefault) ?? list[0] ?? null;
    const total = totalCopies(picks);
    const over = total > q.remaining;

    const submit = () => {
      if (!address || commit.isPending) return;
      setRefusal(null);
      commit.mutate(
        { items: encodePicks(picks), addressId: address.id, note: note.trim() },
        {
          onSuccess: () => {
            toast('样书申请已提交，请等待审核', 'success');
            void navigate(PAGES.sampleRecording.path, { replace: true });
          },
          onError: (e) => setRefusal(isApiError(e) ? e.message : '提交失败，请重试'),
        },
      );
    };

    return (
      <div className={styles.page}>
        <Card className={styles.card}>
          <button
            type="button"
            className={styles.address}
            onClick={() =>
              void navigate(`${address ? PAGES.addressList.path : PAGES.changeAddress.path}?choose=1`)
            }
          >
            <span className={styles.addressText}>
              {address ? (
                <>
                  <strong>{address.name}</strong> {address.phone}
                  <br />
                  {addressLine(address)}
                </>
              ) : (
                '请添加收货地址'
              )}
            </span>
            <ChevronRightIcon size={20} />
          </button>
        </Card>
        <Card className={styles.card}>
          <h2 className={styles.cardTitle}>申请样书</h2>
          {lines.map((l) => (
            <div key={l.id} className={styles.item}>
              <Cover src={l.book?.cover} className={styles.smallCover} />
              <span className={styles.itemTitle}>{l.book?.title ?? '已下架的样书'}</span>
              <span className={styles.count}>×{l.count}</span>
            </div>
          ))}
          {missing.length > 0 ? <p className={styles.error}>有样书已不再提供，请返回重新选择</p> : null}
          <p className={styles.line}>
            共 {total} 册 · {q.termName}还可申请 {q.remaining} 册
          </p>
          {over ? <p className={styles.error}>超出本学期可申请的册数，请减少册数</p> : null}
        </Card>
        <Card className={styles.card}>
          <h2 className={styles.cardTitle}>备注</h2>
          <TextArea
            value={note}
            onChange={setNote}
            placeholder="选填，如班级人数、用途"
            maxLength={140}
            rows={2}
            showCount
            aria-label="备注"
          />
        </Card>
        {refusal ? (
          <p className={styles.error} role="alert">
            {refusal}
          </p>
        ) : null}
        <footer className={styles.bottomBar}>
          <span className={styles.grow}>共 {total} 册</span>
          <Button
            color="primary"
            shape="rounded"
            loading={commit.isPending}
            disabled={!address || over || missing.length > 0 || commit.isPending}
            onClick={submit}
          >
            提交申请
          </Button>
        </footer>
      </div>
    );
  };

  return (
    <QueryView
      query={allOf(books, addresses, quota)}
      error={teacherOnlyError('申请信息加载失败', (path) => void navigate(path))}
    >
      {([offer, list, q]) => form(offer.list, list, q)}
    </QueryView>
  );
}
