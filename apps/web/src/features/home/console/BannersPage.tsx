import { Tabs } from 'antd';
import { ConsolePage } from '@/console-kit';
import { DicGroupPanel } from './DicGroupPanel';

/** 轮播与角标: the home page's banners, floating badges, menu, ad and bottom banner, with their schedule. */
export default function BannersPage() {
  return (
    <ConsolePage
      title="轮播与角标"
      description="首页的轮播图、角标、菜单、广告和底部横幅；轮播、角标、广告和横幅可以定时上下线。"
    >
      <Tabs
        destroyOnHidden
        items={[
          { key: 'mainbanner', label: '轮播图', children: <DicGroupPanel type="mainbanner" /> },
          { key: 'mainBuoy', label: '角标', children: <DicGroupPanel type="mainBuoy" /> },
          { key: 'mainMenu', label: '首页菜单', children: <DicGroupPanel type="mainMenu" /> },
          { key: 'mainAd', label: '首页广告', children: <DicGroupPanel type="mainAd" /> },
          { key: 'mainFutiao', label: '底部横幅', children: <DicGroupPanel type="mainFutiao" /> },
        ]}
      />
    </ConsolePage>
  );
}
