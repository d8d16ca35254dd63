import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './Container';

describe('Container', () => {
  it('uses a different class per size and keeps consumer classes', () => {
    render(
      <>
        <Container className="extra">lg</Container>
        <Container size="prose">prose</Container>
      </>,
    );
    expect(screen.getByText('lg')).toHaveClass('extra');
    expect(screen.getByText('lg').className).not.toBe(screen.getByText('prose').className);
  });
});
