import { useId, useState, type FormEvent } from 'react';
import { Input } from 'antd-mobile';
import { MAIL_LINK_DAYS } from '@jc/contract';
import { FormRow } from '@/components/FormRow/FormRow';
import { Sheet } from '@/components/Sheet/Sheet';
import { SubmitButton } from '@/components/SubmitButton/SubmitButton';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSendMail } from '../api/teacher-resources';
import { looksLikeEmail } from '../lib/links';
import styles from './TeacherResources.module.css';

/** 发送到邮箱: an address, then the server mails signed links of the chosen files. */
export function MailSheet({
  visible,
  onClose,
  resourceIds = [],
  packageIds = [],
}: {
  visible: boolean;
  onClose: () => void;
  resourceIds?: number[];
  packageIds?: number[];
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMail();
  const id = useId();
  const count = resourceIds.length + packageIds.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!looksLikeEmail(email)) {
      setError(email.trim() ? '邮箱地址格式不正确' : '请填写邮箱地址');
      return;
    }
    setError(null);
    send.mutate(
      { email: email.trim(), resourceIds: resourceIds.join(','), packageIds: packageIds.join(',') },
      {
        onSuccess: (sent) => {
          toast(`已发送${sent.count}个下载链接到 ${sent.email}`, 'success');
          onClose();
        },
        onError: (e) => setError(isApiError(e) ? e.message : '发送失败，请重试'),
      },
    );
  };

  return (
    <Sheet visible={visible} onClose={onClose} label="发送到邮箱" className={styles.sheet}>
      <h2 className={styles.sheetTitle}>发送到邮箱</h2>
      <p className={styles.hint}>
        已选 {count} 个文件。我们会把下载链接发到你的邮箱，链接 {MAIL_LINK_DAYS} 天内有效。
      </p>
      <form onSubmit={submit} noValidate>
        <FormRow label="邮箱地址" htmlFor={id} error={error ?? undefined}>
          <Input
            id={id}
            type="email"
            value={email}
            onChange={(v) => {
              setEmail(v);
              setError(null);
            }}
            placeholder="例如 teacher@school.cn"
            clearable
          />
        </FormRow>
        <SubmitButton pending={send.isPending}>发送</SubmitButton>
      </form>
    </Sheet>
  );
}
