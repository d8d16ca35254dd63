import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqList } from './FaqList';

const items = [
  { question: 'How do I get access?', answer: 'Register a business account.' },
  { question: 'Is there a sandbox?', answer: 'Yes, every account gets one.' },
];

describe('FaqList', () => {
  it('opens an answer when its question is activated', async () => {
    render(<FaqList items={items} />);
    const details = screen.getByText('How do I get access?').closest('details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('How do I get access?'));
    expect(details).toHaveAttribute('open');
  });

  it('can start with one question open', () => {
    render(<FaqList items={items} defaultOpen="Is there a sandbox?" />);
    expect(screen.getByText('Is there a sandbox?').closest('details')).toHaveAttribute('open');
    expect(screen.getByText('How do I get access?').closest('details')).not.toHaveAttribute('open');
  });
});
