import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CompanyInfoCard } from './CompanyInfoCard';

const meta = {
  title: 'Account/CompanyInfoCard',
  component: CompanyInfoCard,
  args: {
    businessName: 'Northwind Payments Ltd',
    companyNumber: '12345678',
    country: 'United Kingdom',
    contactName: 'Jonas Weber',
    email: 'jonas@northwind.example',
  },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof CompanyInfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Northwind Payments Ltd')).toBeVisible();
    await expect(canvas.getByText('12345678')).toBeVisible();
  },
};

export const MissingFields: Story = { args: { companyNumber: null, country: null, contactName: null, email: null } };
