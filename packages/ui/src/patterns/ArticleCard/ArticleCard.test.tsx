import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleCard } from './ArticleCard';

describe('ArticleCard', () => {
  it('links to the article by its title and shows category, date and reading time', () => {
    render(
      <ArticleCard
        title="The rise of embedded finance"
        excerpt="Why every platform is becoming a payments company."
        href="/insights/embedded-finance"
        category="Articles"
        date="Dec 15, 2024"
        dateTime="2024-12-15"
        readTime="4 min read"
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('The rise of embedded finance');
    expect(links[0]).toHaveAttribute('href', '/insights/embedded-finance');
    expect(screen.getByText('Articles')).toBeInTheDocument();
    expect(screen.getByText('Dec 15, 2024')).toHaveAttribute('datetime', '2024-12-15');
    expect(screen.getByText('4 min read')).toBeInTheDocument();
  });

  it('leaves out the badge and meta it is not given', () => {
    render(<ArticleCard title="Merchant stack" excerpt="A teaser." href="/insights/merchant-stack" />);
    expect(screen.queryByRole('time')).not.toBeInTheDocument();
    expect(document.querySelector('time')).toBeNull();
  });
});
