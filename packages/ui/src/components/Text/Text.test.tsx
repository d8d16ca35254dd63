import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';

describe('Text', () => {
  it('renders the requested element', () => {
    render(
      <Text as="span" tone="muted">
        4 min read
      </Text>,
    );
    expect(screen.getByText('4 min read').tagName).toBe('SPAN');
  });
});
