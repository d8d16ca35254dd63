import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormErrorSummary } from './FormErrorSummary';

const errors = [{ fieldId: 'email', message: 'Enter an email address' }];

describe('FormErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<FormErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes focus when it appears and again when focusKey changes', () => {
    const { rerender } = render(<FormErrorSummary errors={errors} focusKey={1} />);
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    summary.blur();
    rerender(<FormErrorSummary errors={errors} focusKey={1} />);
    expect(summary).not.toHaveFocus();
    rerender(<FormErrorSummary errors={errors} focusKey={2} />);
    expect(summary).toHaveFocus();
  });

  it('moves focus to the field when a link is followed', async () => {
    Element.prototype.scrollIntoView = () => {};
    render(
      <>
        <FormErrorSummary errors={errors} />
        <label htmlFor="email">Email</label>
        <input id="email" />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Enter an email address' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });
});
