import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardIcon, CardLink, CardTitle } from '.';
import { Card } from './Card';

describe('Card', () => {
  it('renders the requested element and heading level', () => {
    render(
      <ul>
        <Card as="li">
          <CardTitle level={2}>Careers</CardTitle>
        </Card>
      </ul>,
    );
    expect(screen.getByRole('listitem')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Careers' })).toBeInTheDocument();
  });

  it('exposes a link card as a single link named by its title', () => {
    render(
      <Card interactive>
        <CardIcon>
          <svg />
        </CardIcon>
        <CardTitle>
          <CardLink href="/solutions">Solutions</CardLink>
        </CardTitle>
      </Card>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Solutions' })).toHaveAttribute('href', '/solutions');
  });

  it('lets a router link take the stretched-link role through asChild', () => {
    render(
      <CardLink asChild>
        <a href="/careers" data-router="yes">
          Careers
        </a>
      </CardLink>,
    );
    const link = screen.getByRole('link', { name: 'Careers' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link.className).not.toBe('');
  });
});
