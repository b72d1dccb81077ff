import type { BigScreenData, TjfxLeader, TjfxMore } from './types.js';
import { as, get } from '../endpoint.js';

/** Operations statistics (tjfx/…), staff and admins; read from the daily rollups. docs/stats.md. */
export const statsEndpoints = {
  totals: get('tjfx/getBigScreenData', 'staff', 'statsTotalsQuery', as<BigScreenData>()),
  leader: get('tjfx/getTjfxLeader', 'staff', 'statsLeaderQuery', as<TjfxLeader>()),
  trend: get('tjfx/getTjfxMore', 'staff', 'statsTrendQuery', as<TjfxMore>()),
};
