import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { Container, type ContainerSize } from '../Container';
import * as styles from './Section.css';

export const sectionSpacings = ['sm', 'md', 'lg'] as const;
export const sectionTones = ['default', 'muted', 'brand'] as const;
export type SectionSpacing = (typeof sectionSpacings)[number];
export type SectionTone = (typeof sectionTones)[number];

export interface SectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The section's h2; it also names the section landmark. */
  title?: ReactNode;
  /** Small label above the title, for example 'What we offer'. */
  eyebrow?: ReactNode;
  /** Intro paragraph under the title. */
  description?: ReactNode;
  /** Alignment of the header block. */
  align?: 'start' | 'center';
  /** Vertical padding. */
  spacing?: SectionSpacing;
  /** Background band colour. */
  tone?: SectionTone;
  /** Width of the inner container. */
  containerSize?: ContainerSize;
}

/**
 * A full-width band of the page with an optional heading block and a centred container.
 * With a `title` it is a named region, so screen reader users can jump to it.
 */
export const Section = forwardRef<HTMLElement, SectionProps>(function Section(
  {
    title,
    eyebrow,
    description,
    align = 'start',
    spacing = 'md',
    tone = 'default',
    containerSize = 'lg',
    className,
    children,
    ...props
  },
  ref,
) {
  const titleId = useId();
  const hasHeader = title !== undefined || eyebrow !== undefined || description !== undefined;
  return (
    <section
      ref={ref}
      aria-labelledby={title !== undefined ? titleId : undefined}
      className={clsx(styles.section({ spacing, tone }), className)}
      {...props}
    >
      <Container size={containerSize}>
        {hasHeader ? (
          <div className={styles.header({ align })}>
            {eyebrow !== undefined ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            {title !== undefined ? (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            ) : null}
            {description !== undefined ? <p className={styles.description}>{description}</p> : null}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  );
});
Section.displayName = 'Section';
