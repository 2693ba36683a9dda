// The stand-alone sign-in page and the portal in one document. The sign-in page loads the portal's
// script (main.js) while the person types; the portal, finding the handover, gets ready (its
// configuration, the remote list, the first screen's code) without rendering and offers its start;
// once signed in, the sign-in page leaves the page to it. A portal opened any other way starts at once.

export interface PortalHandover {
  /** The portal is ready: `start` renders it at the current address. */
  offer(start: () => void): void;
  /** The portal cannot start here; the sign-in page loads it as a page of its own instead. */
  fail(error: unknown): void;
}

declare global {
  interface Window {
    adminPortalHandover?: PortalHandover;
  }
}

/** The portal's side: the sign-in page waiting for it, if one loaded it. */
export function pendingHandover(): PortalHandover | undefined {
  return window.adminPortalHandover;
}

let portalStart: Promise<(() => void) | null> | null = null;

/** The sign-in page's side: loads the portal once; answers its start, or null if it cannot start. */
export function loadPortal(): Promise<(() => void) | null> {
  portalStart ??= new Promise((resolve) => {
    window.adminPortalHandover = {
      offer: resolve,
      fail: (error) => {
        console.error(error);
        resolve(null);
      },
    };
    const script = document.createElement('script');
    script.src = '/main.js';
    script.onerror = () => resolve(null);
    document.head.append(script);
  });
  return portalStart;
}
