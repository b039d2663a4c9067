import { Component, type ErrorInfo, type ReactNode } from 'react';
import { warnOnce } from './warn';

/**
 * Every island has its own error boundary: the islands of a page share one React root, and an
 * error that reached the root would unmount all of them. A failing island draws nothing and says
 * so once on the console; the others keep working.
 */
export class IslandBoundary extends Component<{ tag: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    // The error's name only: its message could carry shopper data into the console.
    warnOnce(`<${this.props.tag}> stopped after an error (${error instanceof Error ? error.name : 'unknown'})`);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
