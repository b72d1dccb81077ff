import { useQuery } from '@tanstack/react-query';
import { contactEndpoints, type KefuType } from '@jc/contract';
import { endpointQuery } from '@/lib/api-query';

const LONG = 5 * 60_000;

/** The customer-service queries; silent: each page says what failed. */
export const serviceQueries = {
  /** myInfo/getKefuQrcode/{type}: a desk's QR, phone and hours. */
  kefu: (type: KefuType) => endpointQuery(contactEndpoints.kefu, { type }, { silent: true, staleTime: LONG }),
  /** weixinService/getQiweiqrCode?type=kefu: the enterprise-contact QR of the service page. */
  qiweiQr: () => endpointQuery(contactEndpoints.qrCode, { type: 'kefu' }, { silent: true, staleTime: LONG }),
  /** thirdpart/getQiweiUser: whether the user joined the enterprise contact. */
  qiweiUser: () => endpointQuery(contactEndpoints.qiweiUser, undefined, { silent: true, staleTime: 0 }),
};

export const useKefu = (type: KefuType | null) =>
  useQuery({ ...serviceQueries.kefu(type ?? 'kefu_1'), enabled: type !== null });
export const useQiweiQr = () => useQuery(serviceQueries.qiweiQr());
export const useQiweiUser = (enabled: boolean) => useQuery({ ...serviceQueries.qiweiUser(), enabled });
