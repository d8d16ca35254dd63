import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid } from './Grid';

describe('Grid', () => {
  it('renders a list of items when asked and sets a class per column count', () => {
    render(
      <>
        <Grid as="ul" columns={4} aria-label="four">
          <li>a</li>
        </Grid>
        <Grid columns={2} data-testid="two" />
      </>,
    );
    const list = screen.getByRole('list', { name: 'four' });
    expect(list.className).not.toBe(screen.getByTestId('two').className);
  });
});
