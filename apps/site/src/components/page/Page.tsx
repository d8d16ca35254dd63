import type { BackLink, CtaBanner as CtaBannerContent, PageHero, PageSection } from '@ardena/content';
import { Heading, Text } from '@ardena/ui';
import { CtaBanner, FeatureCard, FeatureGrid, StatClaim, StepList } from '@ardena/ui/patterns';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { ContentIconView } from '../../icons';
import * as layout from '../../layout.css';
import { linkTo } from '../../routeLinks';
import * as sections from '../../sections.css';
import { TextLink } from '../layout/AppLink';
import { ActionRow } from './Actions';

// The wrapper lives in its own module: account pages use it without the section components below.
export { Page } from './PageColumn';

/** The page opening: optional back link, eyebrow, the page's single `<h1>`, lead paragraph and actions. */
export function PageHeader({
  hero,
  back,
  children,
}: {
  hero: PageHero;
  back?: BackLink | undefined;
  children?: ReactNode;
}) {
  return (
    <header className={layout.stack}>
      {back ? (
        <TextLink {...linkTo(back.href)} variant="standalone">
          <ArrowLeft size={16} aria-hidden="true" /> {back.label}
        </TextLink>
      ) : null}
      {hero.eyebrow ? (
        <Text tone="brand" weight="semibold">
          {hero.eyebrow}
        </Text>
      ) : null}
      <Heading level={1} size="3xl">
        {hero.title}
      </Heading>
      <Text size="lg" tone="muted" className={layout.prose}>
        {hero.lead}
      </Text>
      {children}
      <ActionRow actions={hero.actions} />
    </header>
  );
}

/** How a page block lays out: heading above its content, or heading column beside it (wide screens). */
export type PageBlockLayout = 'stack' | 'split';

/** A titled page block: `<section>` labelled by its `<h2>`, optionally on a full-width band of colour. */
export function PageBlock({
  id,
  title,
  intro,
  layout: blockLayout = 'stack',
  band = false,
  children,
}: {
  id?: string;
  title: string;
  intro?: string | undefined;
  layout?: PageBlockLayout;
  band?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;
  const heading = (
    <>
      <Heading level={2} size={blockLayout === 'split' ? '2xl' : 'xl'} id={headingId}>
        {title}
      </Heading>
      {intro ? <Text tone="muted">{intro}</Text> : null}
    </>
  );
  const className = [blockLayout === 'split' ? sections.splitTop : layout.stack, band ? sections.band : '']
    .filter(Boolean)
    .join(' ');
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      {blockLayout === 'split' ? (
        <>
          <div className={layout.stack}>{heading}</div>
          <div className={layout.stack}>{children}</div>
        </>
      ) : (
        <>
          {heading}
          {children}
        </>
      )}
    </section>
  );
}

/** Short items as a two-column list (icon, title, line): the lighter alternative to a card grid. */
export function CompactList({ items }: { items: Extract<PageSection, { kind: 'cards' }>['items'] }) {
  return (
    <ul className={sections.compactList}>
      {items.map((item) => (
        <li key={item.title} className={sections.compactItem}>
          <span className={sections.compactIcon}>
            <ContentIconView icon={item.icon} />
          </span>
          <Heading level={3} size="md">
            {item.title}
          </Heading>
          <Text tone="muted">{item.description}</Text>
        </li>
      ))}
    </ul>
  );
}

/** Cards of a content section as a feature grid (three or four columns by count). */
export function CardGrid({ items }: { items: Extract<PageSection, { kind: 'cards' }>['items'] }) {
  return (
    <FeatureGrid columns={items.length % 4 === 0 ? 4 : items.length === 2 ? 2 : 3}>
      {items.map((item) => (
        <FeatureCard
          key={item.title}
          title={item.title}
          description={
            item.code ? (
              <>
                {item.description}
                {/* Inside the card's description paragraph, so phrasing elements only (no figure or pre). */}
                <span className={layout.codeSample}>
                  <span className={layout.codeCaption}>{item.code.label}</span>
                  <code className={layout.code}>{item.code.code}</code>
                </span>
              </>
            ) : (
              item.description
            )
          }
          icon={<ContentIconView icon={item.icon} />}
          points={item.points}
          href={item.href}
          headingLevel={3}
        />
      ))}
    </FeatureGrid>
  );
}

/**
 * Renders content sections in order: card grids, numbered steps, figures and prose. `varied` gives a long page
 * rhythm: every second section sits on a band, and a card section on plain ground after the first becomes a compact
 * list (the first stays a card grid, so a page's features are always one).
 */
export function PageSections({ sections, varied = false }: { sections: readonly PageSection[]; varied?: boolean }) {
  const firstCards = sections.findIndex((section) => section.kind === 'cards');
  return (
    <>
      {sections.map((section, index) => {
        const band = varied && index % 2 === 1;
        const compact = varied && !band && section.kind === 'cards' && index !== firstCards;
        return (
          <PageBlock
            key={section.id}
            id={section.id}
            title={section.title}
            intro={'intro' in section ? section.intro : undefined}
            band={band}
          >
            {section.kind === 'cards' ? (
              compact && !section.items.some((item) => item.code || item.points || item.href) ? (
                <CompactList items={section.items} />
              ) : (
                <CardGrid items={section.items} />
              )
            ) : null}
            {section.kind === 'steps' ? <StepList steps={section.steps} layout="horizontal" headingLevel={3} /> : null}
            {section.kind === 'stats' ? <StatClaim items={section.stats} /> : null}
            {section.kind === 'prose' ? <Prose paragraphs={section.paragraphs} bullets={section.bullets} /> : null}
          </PageBlock>
        );
      })}
    </>
  );
}

/** The closing banner with its primary and optional secondary action. */
export function ClosingBanner({ cta }: { cta: CtaBannerContent }) {
  const secondary = cta.secondary;
  return (
    <CtaBanner
      title={cta.title}
      description={cta.description}
      primaryAction={{ label: cta.primary.label, href: cta.primary.href }}
      secondaryAction={secondary ? { label: secondary.label, href: secondary.href } : undefined}
    />
  );
}

/** Paragraphs of running text, then an optional bullet list (prose sections and the legal documents). */
export function Prose({
  paragraphs,
  bullets,
}: {
  paragraphs: readonly string[];
  bullets?: readonly string[] | undefined;
}) {
  return (
    <div className={layout.prose}>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {bullets ? (
        <ul className={layout.list}>
          {bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
