import { Component, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { AlertTitle } from 'shared/platform/ui/mui';
import { isContractRefusal } from './contractRefusal';
import { RetryAlert } from 'shared/ui/RetryAlert';
import type { LoadStage } from 'shared/domain/releases/releases';
import { reportLoad } from '../../lib/releases/releaseClient';

/**
 * Where a remote failed, for the release registry: its contract refused, its manifest or entry
 * not loaded (the fallback module's failure names the remote), or its screen throwing while rendering.
 */
export function failedStage(error: unknown): Exclude<LoadStage, 'loaded'> {
  if (isContractRefusal(error)) return 'contract';
  if (!(error as { remoteId?: unknown }).remoteId) return 'render';
  return /manifest/i.test(String((error as { message?: unknown }).message)) ? 'manifest' : 'entry';
}

interface Props {
  remote: string;
  /** The screen's name in words, as staff know it ("Payments"), in the person's language. */
  screen: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failing remote inside its own content area, with a way to try again. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`Module ${this.props.remote} failed:`, error);
    reportLoad(this.props.remote, failedStage(error));
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { screen } = this.props;
    // Only a newer portal (the shell, reloaded) can provide the contract the screen was built for.
    if (isContractRefusal(error)) {
      return (
        <RetryAlert onRetry={() => window.location.reload()}>
          <AlertTitle>
            <Trans>The {screen} screen was updated and needs a newer portal.</Trans>
          </AlertTitle>
          <Trans>Reload the page; if this stays, tell your administrator.</Trans>
        </RetryAlert>
      );
    }
    return (
      <RetryAlert onRetry={this.retry}>
        <AlertTitle>
          <Trans>The {screen} screen could not be loaded.</Trans>
        </AlertTitle>
        <Trans>Check your connection, then retry. The rest of the portal keeps working.</Trans>
      </RetryAlert>
    );
  }
}
