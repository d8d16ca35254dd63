import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, type CSSProperties, forwardRef, type ReactNode, useId } from 'react';
import { Container } from '../../components/Container';
import { useLinkComponent } from '../../components/LinkComponent';
import * as styles from './SiteFooter.css';

/** A footer entry that navigates. */
export interface FooterLink {
  label: string;
  href: string;
}

/**
 * A footer entry that does something on the page instead of navigating, for example 'Cookie settings' opening the
 * consent dialog. It renders as a button that looks like the links beside it.
 */
export interface FooterAction {
  label: string;
  onClick: () => void;
}

export type FooterItem = FooterLink | FooterAction;

export interface FooterColumn {
  /** Column heading, for example 'Quick Links' or 'Legal'. */
  title: string;
  /** Links and actions, in order. */
  links: readonly FooterItem[];
}

export interface SiteFooterProps extends ComponentPropsWithoutRef<'footer'> {
  /** Columns of links and actions, in order. */
  columns: readonly FooterColumn[];
  /** Logo and a short description, in the first column. */
  brand?: ReactNode;
  /** The bottom row: copyright, a cookie-settings button, the theme switch. */
  bottom?: ReactNode;
  /** Accessible name of the footer navigation. */
  navLabel?: string;
}

/** The site footer: brand block, titled link columns in one navigation landmark, and a bottom row. */
export const SiteFooter = forwardRef<HTMLElement, SiteFooterProps>(function SiteFooter(
  { columns, brand, bottom, navLabel = 'Footer', className, style, ...props },
  ref,
) {
  const LinkComponent = useLinkComponent();
  const baseId = useId();
  return (
    <footer
      ref={ref}
      className={clsx(styles.footer, className)}
      // The grid needs the column count; a custom property keeps it in CSS.
      style={{ '--footer-columns': columns.length, ...style } as CSSProperties}
      {...props}
    >
      <Container>
        <div className={styles.top}>
          {brand ? <div className={styles.brand}>{brand}</div> : null}
          <nav aria-label={navLabel} className={styles.columns}>
            {columns.map((column, index) => {
              const titleId = `${baseId}-column-${index}`;
              return (
                <div key={column.title}>
                  <h2 id={titleId} className={styles.columnTitle}>
                    {column.title}
                  </h2>
                  <ul aria-labelledby={titleId} className={styles.list}>
                    {column.links.map((item) => (
                      <li key={'href' in item ? `${item.href}-${item.label}` : item.label}>
                        {'href' in item ? (
                          <LinkComponent href={item.href} className={styles.link}>
                            {item.label}
                          </LinkComponent>
                        ) : (
                          <button type="button" onClick={item.onClick} className={clsx(styles.link, styles.action)}>
                            {item.label}
                          </button>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </nav>
        </div>
        {bottom ? <div className={styles.bottom}>{bottom}</div> : null}
      </Container>
    </footer>
  );
});
SiteFooter.displayName = 'SiteFooter';
