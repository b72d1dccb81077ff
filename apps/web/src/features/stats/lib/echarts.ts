/**
 * The parts of ECharts the statistics pages draw with (line and bar charts on a canvas), registered
 * once. Only StatsChart imports this module, with import(): ECharts comes with those pages' chunk alone.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
