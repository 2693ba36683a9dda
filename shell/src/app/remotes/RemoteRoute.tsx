import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Box, CircularProgress } from 'shared/platform/ui/mui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadedRemoteRoutes, loadRemoteRoutes, resetRemote } from './remoteRegistry';

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();

/** The remote's routes as they are, once loaded (no suspension, see lib/lazyWithPreload); else lazily. */
function remoteComponent(remote: string): ComponentType | LazyExoticComponent<ComponentType> {
  const ready = loadedRemoteRoutes(remote);
  if (ready) return ready;
  let component = loaded.get(remote);
  if (!component) {
    component = lazy(() => loadRemoteRoutes(remote));
    loaded.set(remote, component);
  }
  return component;
}

export function RemoteLoading() {
  const { t } = useLingui();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label={t`Loading`} />
    </Box>
  );
}

/** Renders a remote's routes, loaded at run time, isolated from the rest of the portal; `screen`: its name, as staff know it. */
export function RemoteRoute({ remote, screen }: { remote: string; screen: MessageDescriptor }) {
  const { i18n } = useLingui();
  // The remote's lazy component is made once per remote and attempt, held in state, never made while rendering.
  const [loading, setLoading] = useState(() => ({ remote, attempt: 0, Remote: remoteComponent(remote) }));
  if (loading.remote !== remote) setLoading({ remote, attempt: 0, Remote: remoteComponent(remote) });
  const retry = () => {
    loaded.delete(remote);
    resetRemote(remote);
    setLoading((current) => ({ remote, attempt: current.attempt + 1, Remote: remoteComponent(remote) }));
  };
  const { Remote } = loading;
  return (
    <RemoteErrorBoundary key={loading.attempt} remote={remote} screen={i18n._(screen)} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
