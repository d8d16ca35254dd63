import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';

describe('Heading', () => {
  it('keeps the outline level independent from the visual size', () => {
    render(
      <>
        <Heading level={2} size="3xl">
          Big h2
        </Heading>
        <Heading level={2}>Default h2</Heading>
      </>,
    );
    const big = screen.getByRole('heading', { level: 2, name: 'Big h2' });
    const normal = screen.getByRole('heading', { level: 2, name: 'Default h2' });
    expect(big.className).not.toBe(normal.className);
  });
});
