import { Tabs } from 'antd';
import { ConsolePage } from '@/console-kit';
import { DicGroupPanel } from './DicGroupPanel';

/** 字典: grades, volumes and subjects (with their two tab colours). */
export default function DictionaryPage() {
  return (
    <ConsolePage title="字典" description="年级、册别和科目：学生选年级、册别和切换科目时看到的条目。">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'grade', label: '年级', children: <DicGroupPanel type="grade" /> },
          { key: 'cebie', label: '册别', children: <DicGroupPanel type="cebie" /> },
          { key: 'subject', label: '科目', children: <DicGroupPanel type="subject" /> },
        ]}
      />
    </ConsolePage>
  );
}
