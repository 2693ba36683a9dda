import { Component, type ReactNode } from 'react';
import { AlertTitle } from 'shared/platform/ui/mui';
import { isContractRefusal } from './contractRefusal';
import { RetryAlert } from 'shared/ui/RetryAlert';

interface Props {
  remote: string;
  /** The screen's name in words, as staff know it ("Payments"). */
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
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // Only a newer portal (the shell, reloaded) can provide the contract the screen was built for.
    if (isContractRefusal(error)) {
      return (
        <RetryAlert onRetry={() => window.location.reload()}>
          <AlertTitle>The {this.props.screen} screen was updated and needs a newer portal.</AlertTitle>
          Reload the page; if this stays, tell your administrator.
        </RetryAlert>
      );
    }
    return (
      <RetryAlert onRetry={this.retry}>
        <AlertTitle>The {this.props.screen} screen could not be loaded.</AlertTitle>
        Check your connection, then retry. The rest of the portal keeps working.
      </RetryAlert>
    );
  }
}
