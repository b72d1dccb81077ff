import { lazy, Suspense } from 'react';
import type { PopupAd as PopupAdItem, QiweiQrCode } from '@jc/contract';
import { PopupAd } from '@/components/PopupAd';
import { recordHit } from '@/lib/hits';
import { requireLogin } from '@/lib/login-gate';
import { checkUserWeCom } from '../../api/contact';
import type { ContactPrompt } from '../../hooks/use-contact-prompt';

// The contact pop-up (antd-mobile's Popup and its animation library) loads when it first shows.
const ContactPopup = lazy(() => import('../ContactPopup').then((m) => ({ default: m.ContactPopup })));

/**
 * The pop-ups of 播放详情: the book's pop-up ad (held back while the contact prompt is pending), then
 * the contact pop-up of the prompt, else one opened from an ad.
 */
export function BookPopups(props: {
  contact: ContactPrompt;
  popupAd: PopupAdItem | undefined;
  subjectId: number | undefined;
  openAd: (ad: PopupAdItem) => void;
  adPopupQr: QiweiQrCode | null;
  closeAdQr: () => void;
}) {
  const { contact, adPopupQr, closeAdQr } = props;
  const promptQr = contact.qr;
  return (
    <>
      <PopupAd
        ad={contact.holdsOthers ? undefined : props.popupAd}
        page="bookDetails"
        subject={props.subjectId}
        onOpen={props.openAd}
      />
      <Suspense fallback={null}>
        {promptQr ? (
          <ContactPopup
            key={`prompt-${promptQr.qrId}`}
            qr={promptQr}
            visible
            closable={promptQr.canClose}
            check={() => checkUserWeCom(promptQr.qrId)}
            onJoined={contact.joined}
            onClose={contact.close}
            onQrTap={() => recordHit(promptQr.qrId, 'openQr')}
          />
        ) : adPopupQr ? (
          <ContactPopup
            key={`ad-${adPopupQr.qrId}`}
            qr={adPopupQr}
            visible
            closable
            beforeVerify={requireLogin}
            check={() => checkUserWeCom(adPopupQr.qrId)}
            onJoined={() => {
              contact.joined();
              closeAdQr();
            }}
            onClose={closeAdQr}
            onQrTap={() => recordHit(adPopupQr.qrId, 'openQr')}
          />
        ) : null}
      </Suspense>
    </>
  );
}
