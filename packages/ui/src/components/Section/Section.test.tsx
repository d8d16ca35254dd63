import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './Section';

describe('Section', () => {
  it('is a region named by its title', () => {
    render(
      <Section title="Open roles" description="Join us.">
        <p>Jobs</p>
      </Section>,
    );
    expect(screen.getByRole('region', { name: 'Open roles' })).toHaveTextContent('Jobs');
  });

  it('has no landmark name without a title', () => {
    const { container } = render(<Section>content</Section>);
    expect(container.querySelector('section')).not.toHaveAttribute('aria-labelledby');
  });
});
