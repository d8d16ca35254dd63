import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { type FormErrorItem, FormErrorSummary } from './FormErrorSummary';

const meta = {
  title: 'Forms/FormErrorSummary',
  component: FormErrorSummary,
  args: {
    errors: [
      { fieldId: 'partner-id', message: 'Enter your partner ID' },
      { fieldId: 'api-key', message: 'Enter your API key' },
    ],
  },
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'There is a problem' });
    // Focus moves in an effect after the first paint.
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Enter your API key' })).toHaveAttribute('href', '#api-key');
  },
};

function PartnerForm() {
  const [errors, setErrors] = useState<FormErrorItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const [values, setValues] = useState({ partnerId: '', apiKey: '' });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: FormErrorItem[] = [];
    if (!values.partnerId) next.push({ fieldId: 'partner-id', message: 'Enter your partner ID' });
    if (!values.apiKey) next.push({ fieldId: 'api-key', message: 'Enter your API key' });
    setErrors(next);
    setAttempts((count) => count + 1);
  };
  const errorFor = (fieldId: string) => errors.find((item) => item.fieldId === fieldId)?.message;
  return (
    <form noValidate onSubmit={onSubmit} style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <FormErrorSummary errors={errors} focusKey={attempts} />
      <TextField
        id="partner-id"
        label="Partner ID"
        value={values.partnerId}
        error={errorFor('partner-id')}
        onChange={(event) => setValues({ ...values, partnerId: event.target.value })}
      />
      <TextField
        id="api-key"
        label="API Key"
        value={values.apiKey}
        error={errorFor('api-key')}
        onChange={(event) => setValues({ ...values, apiKey: event.target.value })}
      />
      <Button type="submit">Request Partner Access</Button>
    </form>
  );
}

export const InForm: Story = {
  render: () => <PartnerForm />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request Partner Access' }));
    await expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your API key' }));
    const apiKey = canvas.getByRole('textbox', { name: 'API Key' });
    await expect(apiKey).toHaveFocus();
    await expect(apiKey).toBeInvalid();
  },
};
