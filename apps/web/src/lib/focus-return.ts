/**
 * Focus returns where it came from when a popup closes: antd-mobile's Popup, CenterPopup,
 * Dialog and ActionSheet leave the focus on nothing when they close (or inside their hidden body), and
 * a browser's modal `<dialog>` (our Sheet) may not give it back either. One watcher for them all, so no
 * page has to remember: when a popup shows, the control that opened it is noted (the focused element
 * outside every popup, else the last one focused or touched outside them: iOS does not focus a tapped
 * button); when it hides or goes, and the focus is lost (on the page's body, in the gone popup, or
 * removed), the opener gets it back. A popup that shows with the focus outside it takes the focus on
 * its body, so a screen reader reads it and Tab starts inside it.
 */
// The number keyboard is a popup too, but no dialog: it shows while the passcode boxes keep the focus
// (taking the focus would close it).
const POPUP = '.adm-popup:not(.adm-number-keyboard-popup), .adm-center-popup, dialog';
const POPUP_BODY = '.adm-popup-body, .adm-center-popup-body';

const focusable = (el: Element | null): HTMLElement | null =>
  el instanceof HTMLElement && el !== el.ownerDocument.body ? el : null;

function shown(el: HTMLElement): boolean {
  if (!el.isConnected) return false;
  if (el instanceof HTMLDialogElement) return el.open;
  return el.ownerDocument.defaultView?.getComputedStyle(el).display !== 'none';
}

/** Starts the watcher on the document; answers a function that stops it. */
export function installFocusReturn(doc: Document = document): () => void {
  let lastOutside: HTMLElement | null = null;
  const open = new Map<HTMLElement, HTMLElement | null>();

  const noteOutside = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest(POPUP)) return;
    const control = target.closest<HTMLElement>(
      'button, a[href], input, select, textarea, [tabindex], [role]',
    );
    if (control) lastOutside = control;
  };

  const sync = () => {
    const now = [...doc.querySelectorAll<HTMLElement>(POPUP)].filter(shown);
    for (const popup of now) {
      if (open.has(popup)) continue;
      const active = focusable(doc.activeElement);
      open.set(popup, active && !active.closest(POPUP) ? active : lastOutside);
      if (!active || !popup.contains(active)) {
        const body = popup.querySelector<HTMLElement>(POPUP_BODY);
        if (body) {
          if (!body.hasAttribute('tabindex')) body.tabIndex = -1;
          body.focus({ preventScroll: true });
        }
      }
    }
    for (const [popup, opener] of open) {
      if (now.includes(popup)) continue;
      open.delete(popup);
      const active = focusable(doc.activeElement);
      const lost = !active || !active.isConnected || popup.contains(active);
      if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
    }
  };

  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      sync();
    });
  });
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style', 'open'],
  });
  doc.addEventListener('focusin', noteOutside, true);
  doc.addEventListener('pointerdown', noteOutside, true);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', noteOutside, true);
    doc.removeEventListener('pointerdown', noteOutside, true);
  };
}
