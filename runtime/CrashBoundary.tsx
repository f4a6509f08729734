import { Component, type ReactNode } from 'react';

interface CrashBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches what the router cannot (failures above it) and shows the crash screen instead. */
export class CrashBoundary extends Component<CrashBoundaryProps, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('the app crashed', error);
  }

  override render() {
    return this.state.crashed ? this.props.fallback : this.props.children;
  }
}
