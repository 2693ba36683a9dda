import { Component, type ReactNode } from 'react';
import { Alert, AlertTitle, Button } from '@mui/material';

interface Props {
  remote: string;
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
    if (!this.state.error) return this.props.children;
    return (
      <Alert
        severity="error"
        role="alert"
        action={<Button color="inherit" onClick={this.retry}>Retry</Button>}
      >
        <AlertTitle>The {this.props.remote} module could not be loaded.</AlertTitle>
        Check your connection, then retry. The rest of the portal keeps working.
      </Alert>
    );
  }
}
