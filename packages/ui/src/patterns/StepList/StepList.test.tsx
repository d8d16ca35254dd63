import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepList } from './StepList';

describe('StepList', () => {
  it('renders the steps as an ordered list with visible numbers and titled steps', () => {
    render(
      <StepList
        steps={[
          { title: 'Get API keys', description: 'Create a sandbox account.' },
          { title: 'Install SDK' },
          { title: 'Start building' },
        ]}
      />,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[2]).toHaveTextContent('3Start building');
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3, name: 'Get API keys' })).toBeVisible();
    expect(screen.getByText('Create a sandbox account.')).toBeInTheDocument();
  });
});
