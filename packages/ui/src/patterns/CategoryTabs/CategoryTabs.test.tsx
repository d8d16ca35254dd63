import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CategoryTabs } from './CategoryTabs';

const categories = [
  { value: 'articles', label: 'Articles', count: 2 },
  { value: 'case-studies', label: 'Case Studies', count: 2 },
  { value: 'technical-guide', label: 'Technical Guide', count: 1 },
];

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('articles');
  return (
    <CategoryTabs
      categories={categories}
      value={value}
      onValueChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    >
      <p>Showing {value}</p>
    </CategoryTabs>
  );
}

function EveryPanelKept() {
  const [value, setValue] = useState('articles');
  return (
    <CategoryTabs categories={categories} value={value} onValueChange={setValue} forceMount>
      {(category) => <p data-testid={`content-${category.value}`}>{category.label} cards</p>}
    </CategoryTabs>
  );
}

describe('CategoryTabs', () => {
  it('marks the controlled value as the selected tab and shows its panel', () => {
    render(
      <CategoryTabs categories={categories} value="case-studies" onValueChange={() => {}}>
        <p>Case study cards</p>
      </CategoryTabs>,
    );
    const selected = screen.getByRole('tab', { selected: true });
    // jsdom's name computation drops the spaces of hidden text; browsers read 'Case Studies, 2 items'.
    expect(selected).toHaveTextContent('Case Studies, 2 items');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Case study cards');
  });

  it('reports the picked category by click and by arrow keys', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: /Technical Guide/ }));
    expect(onChange).toHaveBeenLastCalledWith('technical-guide');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing technical-guide');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('case-studies');
    expect(screen.getByRole('tab', { name: /Case Studies/ })).toHaveFocus();
  });

  it('gives each category its own content and, with forceMount, keeps every panel mounted while hidden', async () => {
    render(<EveryPanelKept />);
    const caseStudies = screen.getByTestId('content-case-studies');
    expect(caseStudies).not.toBeVisible();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Articles cards');
    await userEvent.click(screen.getByRole('tab', { name: /Case Studies/ }));
    // The same element, shown: nothing was drawn again.
    expect(screen.getByTestId('content-case-studies')).toBe(caseStudies);
    expect(caseStudies).toBeVisible();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Case Studies cards');
    expect(screen.getByTestId('content-articles')).not.toBeVisible();
  });

  it('does not change the selection on its own while the parent keeps the value', async () => {
    const onValueChange = vi.fn();
    render(
      <CategoryTabs categories={categories} value="articles" onValueChange={onValueChange}>
        <p>Articles</p>
      </CategoryTabs>,
    );
    await userEvent.click(screen.getByRole('tab', { name: /Case Studies/ }));
    expect(onValueChange).toHaveBeenCalledWith('case-studies');
    expect(screen.getByRole('tab', { name: /Articles/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('is one tab stop: the selected tab, with Home, End and wrapping arrows moving and selecting', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.tab();
    expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('technical-guide');
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tabs[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('links each tab to its panel', () => {
    render(<Harness onChange={() => {}} />);
    const selected = screen.getByRole('tab', { selected: true });
    const panel = screen.getByRole('tabpanel');
    expect(selected).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', selected.id);
    expect(screen.getByRole('tablist')).toHaveAccessibleName('Categories');
  });
});
