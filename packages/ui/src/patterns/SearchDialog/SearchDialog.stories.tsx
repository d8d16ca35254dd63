import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { SearchDialog } from './SearchDialog';
import { sampleSearchItems } from './sampleSearchItems';

function SearchDemo(props: { initiallyOpen: boolean; onSelect: (item: (typeof sampleSearchItems)[number]) => void }) {
  const [open, setOpen] = useState(props.initiallyOpen);
  return (
    <SearchDialog
      open={open}
      onOpenChange={setOpen}
      items={sampleSearchItems}
      onSelect={props.onSelect}
      trigger={
        <Button variant="secondary" startIcon={<Search size="1em" />}>
          Search
        </Button>
      }
    />
  );
}

const meta = {
  title: 'Search/SearchDialog',
  component: SearchDialog,
  args: { open: false, onOpenChange: fn(), items: sampleSearchItems, onSelect: fn() },
  render: (args) => <SearchDemo initiallyOpen={args.open} onSelect={args.onSelect} />,
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open from the header's search button: the field has focus, ready for a query. */
export const Basic: Story = {
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus());
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Opens by click, `/` or Ctrl/Cmd+K; Escape closes and returns focus; focus stays trapped while open. */
export const KeyboardShortcuts: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('/');
    await screen.findByRole('dialog', { name: 'Search' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.keyboard('{Control>}k{/Control}');
    const reopened = await screen.findByRole('dialog', { name: 'Search' });
    await waitFor(() => expect(reopened).toBeVisible());
    // Focus stays trapped in the dialog.
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  },
};

/** Open with nothing typed: the invitation to type. */
export const EmptyInput: Story = {
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await expect(within(dialog).getByText('Start typing to search...')).toBeVisible();
  },
};

async function typeQuery(query: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Search' });
  const input = within(dialog).getByRole('combobox');
  // The dialog puts focus in the search field once it has opened, and a visitor types from there. (Clicking the
  // field first could land while the modal layer still has pointer events off, a moment after it mounts.)
  await waitFor(() => expect(input).toHaveFocus());
  await userEvent.keyboard(query);
  return { dialog, input };
}

/** Matches listed with a type badge each; the arrow keys move the selection. */
export const Results: Story = {
  args: { open: true },
  play: async () => {
    const { dialog, input } = await typeQuery('settlement');
    const options = await within(dialog).findAllByRole('option');
    await expect(options).toHaveLength(2);
    await expect(within(options[0] as HTMLElement).getByText('Case Study')).toBeVisible();
    await expect(within(options[1] as HTMLElement).getByText('Solution')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
  },
};

/** Enter opens the selected result and closes the dialog (the flow ends on the closed search button). */
export const SelectResult: Story = {
  tags: ['flow-dismisses'],
  args: { open: true },
  play: async ({ args }) => {
    const { dialog } = await typeQuery('settlement');
    await within(dialog).findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ href: '/solutions/unified-settlement-layer' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A query that matches nothing: the two no-result lines. */
export const NoResults: Story = {
  args: { open: true },
  play: async () => {
    const { dialog } = await typeQuery('quantum');
    await expect(within(dialog).getByText('No results found for "quantum"')).toBeVisible();
    await expect(within(dialog).getByText('Try different keywords or check your spelling')).toBeVisible();
    await expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
  },
};
