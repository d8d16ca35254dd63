import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CodePanel } from './CodePanel';

const meta = {
  title: 'Marketing/CodePanel',
  component: CodePanel,
  args: {
    title: 'Create a payment',
    blocks: [
      {
        label: 'Request',
        language: 'http',
        code: 'POST /v1/payments HTTP/1.1\nHost: api.example.com\nAuthorization: Bearer $API_KEY\nContent-Type: application/json\n\n{\n  "amount": 4200,\n  "currency": "EUR",\n  "capture": true\n}',
      },
      {
        label: 'Response',
        language: 'http',
        code: 'HTTP/1.1 201 Created\nContent-Type: application/json\n\n{\n  "id": "pay_7Q2M",\n  "status": "succeeded",\n  "amount": 4200,\n  "refunded": null\n}',
      },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CodePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('figure', { name: 'Create a payment' });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveTextContent('"currency": "EUR"');
  },
};

/** A shell command: curl with flags, a quoted header and a comment. */
export const Shell: Story = {
  args: {
    title: 'List payouts',
    blocks: [
      {
        label: 'Request',
        language: 'shell',
        code: '# The ten most recent payouts\ncurl https://api.example.com/v1/payouts?limit=10 \\\n  -H "Authorization: Bearer $API_KEY"',
      },
    ],
  },
};

/** Long lines wrap inside a phone-sized column instead of scrolling sideways. */
export const Narrow: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 288 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('figure', { name: 'Create a payment' });
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};
