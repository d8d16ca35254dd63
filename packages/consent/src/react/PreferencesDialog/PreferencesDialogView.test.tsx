import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PreferencesDialogView, type PreferencesDialogViewProps } from './PreferencesDialogView';

const rejected = { essential: true, functional: false, analytics: false, marketing: false };

function Harness(props: Partial<PreferencesDialogViewProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cookie settings
      </button>
      <PreferencesDialogView open={open} onOpenChange={setOpen} value={rejected} onSave={() => {}} {...props} />
    </>
  );
}

describe('PreferencesDialogView', () => {
  it('shows one switch per category, each with its description; essential locked on and marked Required', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Cookie preferences' });
    expect(dialog).toBeInTheDocument();
    const essential = screen.getByRole('switch', { name: 'Essential' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(screen.getByText('Required')).toBeInTheDocument();
    for (const name of ['Functional', 'Analytics', 'Marketing']) {
      const toggle = screen.getByRole('switch', { name });
      expect(toggle).not.toBeChecked();
      expect(toggle).toBeEnabled();
      expect(toggle).toHaveAccessibleDescription(/.{20,}/);
    }
    expect(screen.getAllByRole('switch')).toHaveLength(4);
  });

  it('saves the chosen set with essential on', async () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(onSave).toHaveBeenCalledWith({ essential: true, functional: false, analytics: true, marketing: false });
  });

  it('starts again from the saved value when reopened after a dismissal', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('switch', { name: 'Marketing' }));
    expect(screen.getByRole('switch', { name: 'Marketing' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(screen.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  });

  it('offers Accept All and Reject All only when handled', async () => {
    const onAcceptAll = vi.fn();
    const onRejectAll = vi.fn();
    const { unmount } = render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Accept All' })).not.toBeInTheDocument();
    unmount();
    render(<Harness onAcceptAll={onAcceptAll} onRejectAll={onRejectAll} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(onAcceptAll).toHaveBeenCalledTimes(1);
    expect(onRejectAll).toHaveBeenCalledTimes(1);
  });

  it('traps focus inside while open', async () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
