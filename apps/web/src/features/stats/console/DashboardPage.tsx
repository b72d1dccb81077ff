import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import type { StatsTotal } from '@jc/contract';
import { ConsolePage, ConsoleQueryView } from '@/console-kit';
import { useStatsTotals, useStatsTrend } from '../api/stats';
import { formatValue } from '../lib/stats-format';
import { TrendChart } from './TrendChart';

/** The activity series the week's chart draws. */
const CHART_METRICS = new Set(['newUsers', 'activeUsers']);

function FigureCard({ figure }: { figure: StatsTotal }) {
  return (
    <Card size="small">
      <Statistic
        title={`${figure.label} · 今日`}
        value={formatValue(figure.today, figure.unit)}
        valueRender={(node) => <span data-testid={`today-${figure.metric}`}>{node}</span>}
      />
      <Flex gap={16}>
        <Typography.Text type="secondary" data-testid={`week-${figure.metric}`}>
          本周 {formatValue(figure.week, figure.unit)}
        </Typography.Text>
        <Typography.Text type="secondary">昨日 {formatValue(figure.yesterday, figure.unit)}</Typography.Text>
      </Flex>
    </Card>
  );
}

function FigureGroup({ title, figures }: { title: string; figures: StatsTotal[] }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col key={figure.metric} xs={12} lg={8} xl={6}>
            <FigureCard figure={figure} />
          </Col>
        ))}
      </Row>
    </section>
  );
}

/**
 * 数据看板: today's and this week's figures of the whole app (an administrator's scope is every area),
 * from the statistics' rollups (tjfx/getBigScreenData), and the last 7 days' users as a chart
 * (tjfx/getTjfxMore).
 */
export default function DashboardPage() {
  const totals = useStatsTotals();
  const trend = useStatsTrend(7);
  const data = totals.data;
  return (
    <ConsolePage
      title="数据看板"
      description={
        data
          ? `${data.scope.all ? '全部地区' : data.scope.areas.join('、')} · 今日 ${data.today} · ${
              data.updatedAt ? `数据更新于 ${data.updatedAt}` : '统计尚未生成'
            }`
          : undefined
      }
      query={totals}
      errorTitle="统计数据加载失败"
    >
      {(figures) => (
        <Flex vertical gap={24}>
          <FigureGroup title="用户与学习" figures={figures.activity} />
          <FigureGroup title="档案业务" figures={figures.archive} />
          <Card title="近7天用户">
            <ConsoleQueryView query={trend} errorTitle="趋势加载失败">
              {(week) => (
                <TrendChart
                  title="近7天用户"
                  days={week.days}
                  series={week.series.filter((s) => CHART_METRICS.has(s.metric))}
                />
              )}
            </ConsoleQueryView>
          </Card>
        </Flex>
      )}
    </ConsolePage>
  );
}
