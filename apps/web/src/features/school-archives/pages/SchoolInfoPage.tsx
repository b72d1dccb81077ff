import { Button, Dialog } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, type SchoolDetail } from '@jc/contract';
import { RecordHistory } from '@/components/RecordHistory/RecordHistory';
import { QueryView } from '@/components/QueryView/QueryView';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { saveCalls, useArchiveCall, useSchool } from '../api/schools';
import { idParam, positionText, telHref } from '../lib/archive-logic';
import styles from '../components/archives.module.css';

/** The five record pages of a school, as big tiles with their counts. */
function tiles(s: SchoolDetail) {
  return [
    { path: PAGES.gradeInfo.path, text: '年级班级', count: `${s.gradeCount}个年级 ${s.classCount}个班` },
    { path: PAGES.teacherInfo.path, text: '教师', count: `${s.teacherCount}位` },
    { path: PAGES.jingpinInfo.path, text: '竞品', count: `${s.jingpinCount}种` },
    { path: PAGES.qudaoInfo.path, text: '渠道', count: `${s.qudaoCount}个` },
    { path: PAGES.saleInfo.path, text: '销售', count: `¥${s.saleAmount}` },
  ];
}

/** 学校详情: the school at a glance, 我负责 in one tap, its records as tiles, and its history. */
export default function SchoolInfoPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const school = useSchool(id);
  const cover = useArchiveCall((on: boolean) => saveCalls.cover(id, on));
  // Taking a school on is one tap; letting it go asks first.
  const toggleCover = async (s: SchoolDetail) => {
    if (s.covered) {
      const ok = await Dialog.confirm({
        content: `不再负责${s.name}吗？`,
        confirmText: '取消负责',
        cancelText: '继续负责',
      });
      if (!ok) return;
    }
    cover.mutate(!s.covered, {
      onSuccess: () => toast(s.covered ? '已取消负责' : '已设为我负责的学校', 'success'),
    });
  };

  return (
    <QueryView
      query={school}
      error={(error, retry) =>
        isApiError(error) && error.kind === 'server'
          ? {
              art: 'notFound',
              title: error.message,
              actionText: '返回学校列表',
              onAction: () => void navigate(PAGES.schoolArchivesIndex.path, { replace: true }),
            }
          : { title: '学校加载失败', description: '请检查网络后重试。', actionText: '重试', onAction: retry }
      }
    >
      {(s) => (
        <div className={styles.page}>
          <section className={styles.card} aria-label="学校信息">
            <h1 className={styles.schoolName}>
              {s.name}
              <span className={styles.tag}>{s.kindText}</span>
              {s.covered ? <span className={styles.tagCovered}>我负责</span> : null}
            </h1>
            <p className={styles.rowLine}>{s.areaName}</p>
            <dl className={styles.facts}>
              <dt>地址</dt>
              <dd>{s.address || '未填写'}</dd>
              <dt>学生</dt>
              <dd>{s.pupils}人</dd>
              <dt>校长</dt>
              <dd>{s.principal || '未填写'}</dd>
              <dt>联系人</dt>
              <dd>
                {s.contact || '未填写'}
                {s.phone ? (
                  <a className={styles.callLink} href={telHref(s.phone)}>
                    {s.phone}
                  </a>
                ) : null}
              </dd>
              <dt>位置</dt>
              <dd>
                {positionText(s.lng, s.lat)}
                {s.lng != null && s.lat != null ? (
                  <a
                    className={styles.callLink}
                    href={`${PAGES.openLocation.path}?${new URLSearchParams({ lng: String(s.lng), lat: String(s.lat), name: s.name, address: s.address })}`}
                    onClick={(e) => {
                      e.preventDefault();
                      void navigate(e.currentTarget.getAttribute('href') ?? '');
                    }}
                  >
                    查看地图
                  </a>
                ) : null}
              </dd>
              {s.remark ? (
                <>
                  <dt>备注</dt>
                  <dd>{s.remark}</dd>
                </>
              ) : null}
            </dl>
            <div className={styles.actions}>
              <Button
                color={s.covered ? 'default' : 'primary'}
                fill={s.covered ? 'outline' : 'solid'}
                shape="rounded"
                size="large"
                loading={cover.isPending}
                onClick={() => void toggleCover(s)}
              >
                {s.covered ? '取消负责' : '我负责这所学校'}
              </Button>
              <Button
                shape="rounded"
                size="large"
                onClick={() => void navigate(`${PAGES.changeSchool.path}?id=${s.id}`)}
              >
                编辑资料
              </Button>
            </div>
            {s.coveredBy.length > 0 ? <p className={styles.muted}>负责人：{s.coveredBy.join('、')}</p> : null}
          </section>
          <nav className={styles.tiles} aria-label="学校档案">
            {tiles(s).map((t) => (
              <button
                key={t.text}
                type="button"
                className={styles.tile}
                onClick={() => void navigate(`${t.path}?schoolId=${s.id}`)}
              >
                <strong>{t.text}</strong>
                <span>{t.count}</span>
              </button>
            ))}
          </nav>
          <RecordHistory kind="school" id={s.id} title="变更记录" />
          <p className={`${styles.muted} ${styles.stamps}`}>
            {s.createdBy} 创建于 {s.createdAt}；{s.updatedBy} 最近修改于 {s.updatedAt}
          </p>
        </div>
      )}
    </QueryView>
  );
}
