import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHero } from './PageHero';

describe('PageHero', () => {
  it('renders the page h1, intro and actions', () => {
    render(<PageHero title="Careers" description="Build payments with us." actions={<a href="#roles">Roles</a>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(screen.getByText('Build payments with us.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Roles' })).toBeInTheDocument();
  });
});
