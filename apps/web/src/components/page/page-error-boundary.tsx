import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageLoadError } from './page-load-error';

interface Props {
  children: ReactNode;
  onReload: () => void;
}

interface State {
  failed: boolean;
}

/** Catches a page chunk that timed out or failed to load and offers a reload. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <PageLoadError onReload={this.props.onReload} />;
    return this.props.children;
  }
}
