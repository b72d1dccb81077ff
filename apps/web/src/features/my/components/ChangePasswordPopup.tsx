import { Form, Popup } from 'antd-mobile';
import { loginPassword } from '@jc/contract';
import { CloseIcon } from '@/components/icons';
import { PasswordInput } from '@/components/PasswordInput';
import { SubmitButton } from '@/components/SubmitButton/SubmitButton';
import { schemaRule } from '@/lib/form-rules';
import { toast } from '@/lib/toast';
import { useSavePassword } from '../api/account';
import styles from './ChangePasswordPopup.module.css';

interface Values {
  pwd: string;
  confirm: string;
}

/** 修改登录密码: the contract's loginPassword rule, typed twice. */
export function ChangePasswordPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSavePassword();

  const submit = ({ pwd }: Values) => {
    save.mutate(pwd, {
      onSuccess: () => {
        toast('密码修改成功', 'success');
        form.resetFields();
        onClose();
      },
    });
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.body} destroyOnClose>
      <div className={styles.head}>
        <h2 className={styles.title}>修改登录密码</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="关闭">
          <CloseIcon size={22} />
        </button>
      </div>
      <p className={styles.hint}>6-32位，须同时包含字母和数字。修改后其他设备需要重新登录。</p>
      <Form
        form={form}
        layout="vertical"
        requiredMarkStyle="none"
        className={styles.form}
        onFinish={submit}
        footer={<SubmitButton pending={save.isPending}>确认修改</SubmitButton>}
      >
        <Form.Item name="pwd" label="新密码" rules={[schemaRule(loginPassword)]}>
          <PasswordInput placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['pwd']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: async (_rule: unknown, value: unknown) => {
                if (value && value !== getFieldValue('pwd')) throw new Error('两次输入的密码不一致');
              },
            }),
          ]}
        >
          <PasswordInput placeholder="请再次输入新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Popup>
  );
}
