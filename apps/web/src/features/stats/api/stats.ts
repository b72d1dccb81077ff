import { useQuery } from '@tanstack/react-query';
import { statsEndpoints, type ArchiveMetric, type StatsRange } from '@jc/contract';
import { endpointQuery } from '@/lib/api-query';

/** Silent: a refusal shows in the page's failure view (lib/stats-error.ts), not as a toast. */

/** Totals of the caller's scope (getBigScreenData); the rollups move every few seconds at most. */
export const useStatsTotals = () =>
  useQuery({ ...endpointQuery(statsEndpoints.totals, {}, { silent: true }), staleTime: 0 });

/** Daily trends of every metric over the period (getTjfxMore). */
export const useStatsTrend = (days: StatsRange) =>
  useQuery({ ...endpointQuery(statsEndpoints.trend, { days }, { silent: true }), staleTime: 0 });

/** Leader boards of one archive metric by area and by staff member (getTjfxLeader). */
export const useStatsLeader = (metric: ArchiveMetric, days: StatsRange) =>
  useQuery({ ...endpointQuery(statsEndpoints.leader, { metric, days }, { silent: true }), staleTime: 0 });
