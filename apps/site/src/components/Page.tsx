import type { BackLink, CtaBanner as CtaBannerContent, PageHero, PageSection } from '@ardena/content';
import { CtaBanner, FeatureCard, FeatureGrid, Heading, StatClaim, StepList, Text } from '@ardena/ui';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { ContentIconView } from '../icons';
import * as layout from '../layout.css';
import { linkTo } from '../routeLinks';
import { ActionRow } from './Actions';
import { TextLink } from './AppLink';

/** Page wrapper: the layout column every route renders into. */
export function Page({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Set once the page has hydrated (effects run after the hydrating commit): tests and tooling wait for it.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <div className={`${layout.container} ${layout.page}`}>{children}</div>;
}

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

/** A titled page block: `<section>` labelled by its `<h2>`. */
export function PageBlock({
  id,
  title,
  intro,
  children,
}: {
  id?: string;
  title: string;
  intro?: string | undefined;
  children: ReactNode;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={layout.stack}>
      <Heading level={2} size="xl" id={headingId}>
        {title}
      </Heading>
      {intro ? <Text tone="muted">{intro}</Text> : null}
      {children}
    </section>
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

/** Renders content sections in order: card grids, numbered steps, figures and prose. */
export function PageSections({ sections }: { sections: readonly PageSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <PageBlock
          key={section.id}
          id={section.id}
          title={section.title}
          intro={'intro' in section ? section.intro : undefined}
        >
          {section.kind === 'cards' ? <CardGrid items={section.items} /> : null}
          {section.kind === 'steps' ? <StepList steps={section.steps} layout="horizontal" headingLevel={3} /> : null}
          {section.kind === 'stats' ? <StatClaim items={section.stats} /> : null}
          {section.kind === 'prose' ? (
            <div className={layout.prose}>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              {section.bullets ? (
                <ul className={layout.list}>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </PageBlock>
      ))}
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
