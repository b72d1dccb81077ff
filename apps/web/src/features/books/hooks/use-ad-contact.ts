import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PopupAd } from '@jc/contract';
import { recordHit } from '@/lib/hits';
import { isInAppPath } from '@/lib/navigation';
import { useQiweiQr } from '../api/contact';

/**
 * Opening an ad of 播放详情: an in-app address is followed; an ad with a qrId opens the contact popup
 * with that QR code (closable), which this keeps until closed.
 */
export function useAdContact() {
  const navigate = useNavigate();
  const [adQrId, setAdQrId] = useState<number | null>(null);
  const adQr = useQiweiQr('default', adQrId, adQrId !== null);
  const openAd = (ad: PopupAd) => {
    recordHit(ad.id, 'ad');
    if (isInAppPath(ad.urlAddress)) void navigate(ad.urlAddress);
    else if (ad.qrId !== null) setAdQrId(ad.qrId);
  };
  return {
    openAd,
    adPopupQr: adQrId !== null ? (adQr.data ?? null) : null,
    closeAdQr: () => setAdQrId(null),
  };
}
