import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { Dialog, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { accountEndpoints, PAGES } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { UploadProgress } from '@/components/Upload/UploadProgress';
import { useUpload } from '@/components/Upload/use-upload';
import { useMyInfo } from '@/lib/auth';
import { useDicData } from '@/lib/dictionary';
import { toast } from '@/lib/toast';
import { useLogout, useSetProfile } from '../api/account';
import { Avatar } from '../components/ProfileCard';
import { isPicture, PICTURE_TYPE_MSG } from '@/lib/pictures';
import { gradeText, maskPhone } from '../lib/my-logic';
import styles from './SettingsPage.module.css';

const NicknameSheet = lazy(() =>
  import('../components/NicknameSheet').then((m) => ({ default: m.NicknameSheet })),
);
const GradeSheet = lazy(() => import('../components/GradeSheet').then((m) => ({ default: m.GradeSheet })));
const PhoneSheet = lazy(() => import('../components/PhoneSheet').then((m) => ({ default: m.PhoneSheet })));
const ChangePasswordPopup = lazy(() =>
  import('../components/ChangePasswordPopup').then((m) => ({ default: m.ChangePasswordPopup })),
);
const CancelAccountSheet = lazy(() =>
  import('../components/CancelAccountSheet').then((m) => ({ default: m.CancelAccountSheet })),
);

type SheetName = 'nickname' | 'grade' | 'phone' | 'password' | 'cancel';

/** 账号设置: avatar, nickname, grade, phone, password, switching account, logout and cancellation. */
export default function SettingsPage() {
  const navigate = useNavigate();
  const myInfo = useMyInfo();
  const grades = useDicData('grade');
  const cebies = useDicData('cebie');
  const setProfile = useSetProfile();
  const logout = useLogout();
  const upload = useUpload(accountEndpoints.uploadAvatar);
  const fileInput = useRef<HTMLInputElement>(null);
  const [sheet, setSheet] = useState<SheetName | null>(null);
  const close = () => setSheet(null);

  const pickAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isPicture(file)) {
      toast(PICTURE_TYPE_MSG);
      return;
    }
    const user = await upload.start({ file });
    if (user) {
      setProfile(user);
      toast('头像已更新', 'success');
    }
  };

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({
      content: '确定要退出登录吗？',
      confirmText: '退出登录',
      cancelText: '取消',
    });
    if (!ok) return;
    logout.mutate();
  };

  return (
    <QueryView query={myInfo} error="个人信息加载失败">
      {(user) => (
        <div className={styles.page}>
          <List className={styles.list}>
            <List.Item
              className={styles.avatarItem}
              extra={<Avatar src={user.avatar} name={user.nickname || user.account} />}
              onClick={() => fileInput.current?.click()}
              description={upload.state.status === 'uploading' ? null : '点击更换，大图会先压缩'}
            >
              头像
            </List.Item>
          </List>
          <input
            ref={fileInput}
            className={styles.file}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label="选择头像图片"
            onChange={(e) => void pickAvatar(e)}
          />
          <div className={styles.progress}>
            <UploadProgress
              state={upload.state}
              onCancel={upload.cancel}
              onRetry={() => void upload.retry()}
            />
          </div>
          <List className={styles.list}>
            <List.Item extra={user.nickname || '未设置'} onClick={() => setSheet('nickname')}>
              昵称
            </List.Item>
            <List.Item extra={user.account}>账号</List.Item>
            <List.Item
              extra={gradeText(user, grades.data?.dicList, cebies.data?.dicList) || '未选择'}
              onClick={() => setSheet('grade')}
            >
              年级与册别
            </List.Item>
            <List.Item
              extra={user.phone ? maskPhone(user.phone) : '未绑定'}
              onClick={() => setSheet('phone')}
            >
              手机号
            </List.Item>
          </List>
          <List className={styles.list}>
            <List.Item onClick={() => setSheet('password')}>修改登录密码</List.Item>
            <List.Item onClick={() => void navigate(PAGES.reminders.path)}>学习提醒</List.Item>
            <List.Item onClick={() => void navigate(PAGES.changeAccount.path)}>切换账号</List.Item>
          </List>
          <button
            type="button"
            className={styles.logout}
            onClick={() => void confirmLogout()}
            disabled={logout.isPending}
          >
            {logout.isPending ? '正在退出…' : '退出登录'}
          </button>
          <button type="button" className={styles.cancel} onClick={() => setSheet('cancel')}>
            注销账号
          </button>
          <Suspense fallback={null}>
            {sheet === 'nickname' ? <NicknameSheet visible current={user.nickname} onClose={close} /> : null}
            {sheet === 'grade' ? (
              <GradeSheet visible gradeId={user.gradeId} cebieId={user.cebieId} onClose={close} />
            ) : null}
            {sheet === 'phone' ? <PhoneSheet visible onClose={close} /> : null}
            {sheet === 'password' ? <ChangePasswordPopup visible onClose={close} /> : null}
            {sheet === 'cancel' ? <CancelAccountSheet visible onClose={close} /> : null}
          </Suspense>
        </div>
      )}
    </QueryView>
  );
}
