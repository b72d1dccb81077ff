import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog } from 'antd-mobile';
import { cancelAccountInput } from '@jc/contract';
import { FormRow } from '@/components/FormRow/FormRow';
import { PasswordInput } from '@/components/PasswordInput';
import { isApiError } from '@/lib/api-client';
import { useCancelAccount } from '../api/account';
import { firstIssue } from '../lib/my-logic';
import forms from './forms.module.css';
import { FormError, SheetFrame } from './SheetFrame';
import styles from './CancelAccountSheet.module.css';

/** What cancellation removes and what it keeps (docs/account.md, "Cancellation"). */
export const CANCEL_EFFECTS = {
  removed: [
    '昵称、头像和绑定的手机号',
    '收货地址',
    '上传的图片、录音与视频（与账号解除关联）',
    '消息提醒与推送订阅',
    '所有设备上的登录状态',
  ],
  kept: ['订单与积分明细（为账务完整保留，不再与你的资料关联）'],
};

/**
 * 注销账号: what goes and what stays, the login password, then one more confirmation. A wrong password
 * changes nothing (the server's words show); success ends the session on this device too.
 */
export function CancelAccountSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const [pwd, setPwd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancel = useCancelAccount();
  const id = useId();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = firstIssue(cancelAccountInput.shape.pwd, pwd);
    setError(problem);
    setRefusal(null);
    if (problem) return;
    const sure = await Dialog.confirm({
      title: '确定注销账号吗？',
      content: '注销后账号无法登录、无法恢复，账号名也不能再注册。',
      confirmText: '确定注销',
      cancelText: '再想想',
    });
    if (!sure) return;
    // Success: the hook says so, goes home and ends the session.
    cancel.mutate(pwd, {
      onError: (e) => setRefusal(isApiError(e) ? e.message : '请求出错，请重试'),
    });
  };

  return (
    <SheetFrame visible={visible} onClose={onClose} title="注销账号">
      <div className={styles.warning}>
        <p className={styles.lead}>注销后无法恢复，以下内容将被删除：</p>
        <ul className={styles.items}>
          {CANCEL_EFFECTS.removed.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <p className={styles.kept}>{CANCEL_EFFECTS.kept.join('；')}。账号名保留，不能再次注册。</p>
      </div>
      <form className={forms.form} onSubmit={(e) => void submit(e)} noValidate>
        <FormRow label="登录密码" htmlFor={id} error={error ?? undefined}>
          <PasswordInput
            id={id}
            value={pwd}
            onChange={setPwd}
            placeholder="请输入登录密码"
            autoComplete="current-password"
          />
        </FormRow>
        <FormError message={refusal} />
        <Button block type="submit" color="danger" size="large" shape="rounded" loading={cancel.isPending}>
          注销账号
        </Button>
      </form>
    </SheetFrame>
  );
}
