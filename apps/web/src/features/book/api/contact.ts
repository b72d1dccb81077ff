import { useQuery } from '@tanstack/react-query';
import type { PopupAd, QiweiQrCode, QiweiUser, WeComStatus } from '@jc/contract';
import { api } from '../../../lib/api-client';

/** The popup type the book page asks for: the video prompt (the book's qrId picks its own when set). */
export const CONTACT_QR_TYPE = 'video';

export const qiweiUserKey = ['qiweiUser'] as const;

/** thirdpart/getQiweiUser: whether the logged-in user joined the enterprise contact. */
export function useQiweiUser(enabled: boolean) {
  return useQuery({
    queryKey: qiweiUserKey,
    queryFn: ({ signal }) =>
      api.get<QiweiUser>('thirdpart/getQiweiUser', undefined, { signal, silent: true }),
    enabled,
    staleTime: 0,
  });
}

/** weixinService/getQiweiqrCode?type&qrId: the texts and QR picture of the popup. */
export function useQiweiQr(type: string, qrId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['qiweiQr', type, qrId],
    queryFn: ({ signal }) =>
      api.get<QiweiQrCode>(
        'weixinService/getQiweiqrCode',
        { type, qrId: qrId ?? undefined },
        { signal, silent: true },
      ),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** weixinService/checkUserWeCom?qrId: the "I have added" check (H5 has no mini-program jsCode). */
export async function checkUserWeCom(qrId: number): Promise<boolean> {
  const status = await api.get<WeComStatus>('weixinService/checkUserWeCom', { qrId }, { silent: true });
  return status.joined;
}

/** bookmain/getTanchuang?page=bookDetails&subject: the book page's pop-up ads. */
export function useBookPopupAd(subjectId: number | undefined) {
  return useQuery({
    queryKey: ['popupAd', 'bookDetails', subjectId],
    queryFn: ({ signal }) =>
      api.get<PopupAd[]>(
        'bookmain/getTanchuang',
        { page: 'bookDetails', subject: subjectId },
        { signal, silent: true },
      ),
    enabled: subjectId !== undefined,
    staleTime: 5 * 60_000,
  });
}
