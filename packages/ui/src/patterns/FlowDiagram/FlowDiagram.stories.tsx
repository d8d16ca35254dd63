import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FlowDiagram, flowOrientations } from './FlowDiagram';

const meta = {
  title: 'Marketing/FlowDiagram',
  component: FlowDiagram,
  argTypes: { orientation: { control: 'inline-radio', options: flowOrientations } },
  args: {
    caption: 'A card payment in euros from Germany is matched, converted and paid out in pounds in the United Kingdom.',
    steps: [
      { meta: 'Germany · EUR', title: 'Payer', detail: 'Pays €125.00 by card' },
      {
        meta: 'Provider',
        title: 'Capture and matching',
        detail: 'Registered with a settlement reference',
        tone: 'brand',
      },
      { meta: 'EUR → GBP', title: 'FX and settlement', detail: 'Converted at the rate locked on instruction' },
      { meta: 'United Kingdom · GBP', title: 'Beneficiary', detail: 'Receives £106.40 with a reconciled statement' },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FlowDiagram>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: /matched, converted and paid out/ });
    await expect(figure).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Always top to bottom, for a narrow column beside text. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
