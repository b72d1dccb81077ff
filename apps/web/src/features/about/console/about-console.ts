import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { aboutEndpoints, adminAboutEndpoints, type InputOf } from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/api-query';

/** The console's calls of the agreement texts and the app releases. */
export type SaveAgreementInput = InputOf<typeof adminAboutEndpoints.saveAgreement>;
export type SaveReleaseInput = InputOf<typeof adminAboutEndpoints.saveRelease>;

const useRefresh = (...endpoints: Parameters<typeof endpointKey>[0][]) => {
  const client = useQueryClient();
  return () => Promise.all(endpoints.map((e) => client.invalidateQueries({ queryKey: endpointKey(e) })));
};

export const useAgreements = () =>
  useQuery(endpointQuery(aboutEndpoints.agreements, undefined, { silent: true }));

export function useSaveAgreement() {
  const refresh = useRefresh(aboutEndpoints.agreements);
  return useMutation({
    mutationFn: (input: SaveAgreementInput) => api.call(adminAboutEndpoints.saveAgreement, input),
    onSuccess: refresh,
  });
}

export const useReleases = () => useQuery(endpointQuery(adminAboutEndpoints.releases, {}, { silent: true }));

export function useSaveRelease() {
  const refresh = useRefresh(adminAboutEndpoints.releases, aboutEndpoints.appUpdate);
  return useMutation({
    mutationFn: (input: SaveReleaseInput) => api.call(adminAboutEndpoints.saveRelease, input),
    onSuccess: refresh,
  });
}
