import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Alert, AlertTitle, Box, Button } from 'shared/platform/ui/mui';

export type NotificationVariant = 'success' | 'error' | 'info' | 'warning';

export interface Notification {
  title: string;
  description?: string;
  variant?: NotificationVariant;
  /** One button in the notice, such as Undo; pressing it runs `onPress` and closes the notice. */
  action?: { label: string; onPress: () => void };
}

type Notify = (notification: Notification) => void;

const NotifyContext = createContext<Notify | null>(null);

/** Shows a toast in the shell's notification region. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside NotificationsProvider');
  return notify;
}

/** The region's accessible name and its close buttons': English unless the shell gives its language's. */
export interface NotificationWords {
  region: string;
  close: string;
}

const ENGLISH_WORDS: NotificationWords = { region: 'Notifications', close: 'Close' };

const TOAST_MS = 5000;
/** A notice with a button (Undo) stays until it is closed or 30 s pass, so there is time to reach it (Alt+T, then Tab). */
const ACTION_TOAST_MS = 30_000;

interface Toast extends Notification {
  id: number;
}

/**
 * The toast region, labelled 'Notifications' (or `words.region`), focused with Alt+T. It sits where the controls a
 * notice is about are not: at the bottom left of the screen's own area (past the sidebar, whose
 * width the layout gives as --portal-sidebar-width), while paginators, a row's Edit and Delete and
 * a dialog's Save are at the right; on a phone, whose controls fill the width, at the bottom centre,
 * so that the page's heading and first rows, which a change is usually about, stay in sight.
 */
export function NotificationsProvider({ children, words = ENGLISH_WORDS }: { children: ReactNode; words?: NotificationWords }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const region = useRef<HTMLElement>(null);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const notify = useCallback<Notify>(
    (notification) => {
      const id = nextId.current++;
      setToasts((all) => [...all.slice(-4), { ...notification, id }]);
      setTimeout(() => dismiss(id), notification.action ? ACTION_TOAST_MS : TOAST_MS);
    },
    [dismiss],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.key.toLowerCase() === 't') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // An open dialog hides the rest of the page from assistive technology (aria-hidden on the body's
  // other children), which would silence notices raised from inside it, such as a refused reason.
  // So the region sits directly under the body and refuses that attribute.
  useEffect(() => {
    const element = region.current;
    if (!element) return undefined;
    const reveal = () => element.removeAttribute('aria-hidden');
    reveal();
    const observer = new MutationObserver(reveal);
    observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);

  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      {createPortal(
        <Box
          component="section"
          ref={region}
          aria-label={words.region}
          tabIndex={-1}
          sx={{
            position: 'fixed',
            zIndex: 2000,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            outline: 'none',
            bottom: 16,
            left: { xs: '50%', sm: 'calc(var(--portal-sidebar-width, 0px) + 16px)' },
            transform: { xs: 'translateX(-50%)', sm: 'none' },
            width: { xs: 'calc(100% - 32px)', sm: 'auto' },
            maxWidth: 380,
          }}
        >
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
            {toasts.map((toast) => (
              <li key={toast.id}>
                <Alert
                  severity={toast.variant ?? 'info'}
                  variant="filled"
                  role={toast.variant === 'error' ? 'alert' : 'status'}
                  onClose={() => dismiss(toast.id)}
                  closeText={words.close}
                  action={
                    toast.action && (
                      <Button
                        color="inherit"
                        size="small"
                        variant="outlined"
                        onClick={() => {
                          dismiss(toast.id);
                          toast.action!.onPress();
                        }}
                      >
                        {toast.action.label}
                      </Button>
                    )
                  }
                >
                  <AlertTitle>{toast.title}</AlertTitle>
                  {toast.description}
                </Alert>
              </li>
            ))}
          </Box>
        </Box>,
        document.body,
      )}
    </NotifyContext.Provider>
  );
}
