import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { ConfirmationDialog } from './ConfirmationDialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Start setup</Button>
      <ConfirmationDialog
        open={open}
        onOpenChange={setOpen}
        title="Setup Request Submitted"
        description="A solution architect will contact you within 24 hours."
        acknowledgeLabel="Got it, thanks!"
      />
    </>
  );
}

describe('ConfirmationDialog', () => {
  it('opens named by its title, is dismissed by its button and returns focus', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Start setup' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Setup Request Submitted' });
    expect(dialog).toHaveAccessibleDescription('A solution architect will contact you within 24 hours.');
    await userEvent.click(screen.getByRole('button', { name: 'Got it, thanks!' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
