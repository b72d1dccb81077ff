import { useQuery } from '@tanstack/react-query';
import { booksEndpoints, contactEndpoints } from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/api-query';

/** The popup type the book page asks for: the video prompt (the book's qrId picks its own when set). */
export const CONTACT_QR_TYPE = 'video';

const LONG = 5 * 60_000;

/** Query options of the enterprise contact and the book page's pop-up ads; none of them toasts. */
export const contactQueries = {
  /** thirdpart/getQiweiUser: whether the logged-in user joined the enterprise contact. */
  qiweiUser: (enabled: boolean) => ({
    ...endpointQuery(contactEndpoints.qiweiUser, undefined, { silent: true, staleTime: 0 }),
    enabled,
  }),
  /** weixinService/getQiweiqrCode?type&qrId: the texts and QR picture of the popup. */
  qiweiQr: (type: string, qrId: number | null, enabled: boolean) => ({
    ...endpointQuery(
      contactEndpoints.qrCode,
      { type, qrId: qrId ?? undefined },
      { silent: true, staleTime: LONG },
    ),
    enabled,
  }),
  /** bookmain/getTanchuang?page=bookDetails&subject: the book page's pop-up ads. */
  bookPopupAd: (subjectId: number | undefined) => ({
    ...endpointQuery(
      booksEndpoints.popupAds,
      { page: 'bookDetails', subject: subjectId },
      { silent: true, staleTime: LONG },
    ),
    enabled: subjectId !== undefined,
  }),
};

export const qiweiUserKey = endpointKey(contactEndpoints.qiweiUser);

export function useQiweiUser(enabled: boolean) {
  return useQuery(contactQueries.qiweiUser(enabled));
}

export function useQiweiQr(type: string, qrId: number | null, enabled: boolean) {
  return useQuery(contactQueries.qiweiQr(type, qrId, enabled));
}

/** weixinService/checkUserWeCom?qrId: the "I have added" check (H5 has no mini-program jsCode). */
export async function checkUserWeCom(qrId: number): Promise<boolean> {
  const status = await api.call(contactEndpoints.weComStatus, { qrId }, { silent: true });
  return status.joined;
}

export function useBookPopupAd(subjectId: number | undefined) {
  return useQuery(contactQueries.bookPopupAd(subjectId));
}
