import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createConsentManager } from '../../core';
import { ConsentProvider, useConsent, useConsentManager } from '../ConsentProvider';
import { ConsentGate } from './ConsentGate';

beforeEach(() => {
  localStorage.clear();
});

function memoryManager() {
  return createConsentManager({ storage: null, log: () => {} });
}

describe('ConsentGate', () => {
  it('renders the fallback until the category is allowed and unmounts the content on withdrawal', () => {
    const manager = memoryManager();
    render(
      <ConsentProvider manager={manager}>
        <ConsentGate category="marketing" fallback={<p>Video hidden until you allow marketing cookies</p>}>
          <p>Embedded video</p>
        </ConsentGate>
      </ConsentProvider>,
    );
    expect(screen.queryByText('Embedded video')).not.toBeInTheDocument();
    expect(screen.getByText('Video hidden until you allow marketing cookies')).toBeInTheDocument();
    act(() => {
      manager.save({ analytics: true });
    });
    expect(screen.queryByText('Embedded video')).not.toBeInTheDocument();
    act(() => {
      manager.acceptAll();
    });
    expect(screen.getByText('Embedded video')).toBeInTheDocument();
    act(() => {
      manager.rejectAll();
    });
    expect(screen.queryByText('Embedded video')).not.toBeInTheDocument();
  });

  it('always renders essential content', () => {
    render(
      <ConsentProvider manager={memoryManager()}>
        <ConsentGate category="essential">
          <p>Sign-in form</p>
        </ConsentGate>
      </ConsentProvider>,
    );
    expect(screen.getByText('Sign-in form')).toBeInTheDocument();
  });
});

describe('useConsent', () => {
  it('follows the store', () => {
    const manager = memoryManager();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ConsentProvider manager={manager}>{children}</ConsentProvider>
    );
    const { result } = renderHook(() => useConsent('analytics'), { wrapper });
    expect(result.current).toBe(false);
    act(() => {
      manager.save({ analytics: true });
    });
    expect(result.current).toBe(true);
  });

  it('explains a missing provider', () => {
    expect(() => renderHook(() => useConsentManager())).toThrow(/ConsentProvider/);
  });
});
