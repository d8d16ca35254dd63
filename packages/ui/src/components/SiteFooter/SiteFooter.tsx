import { clsx } from 'clsx';
import {
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ElementType,
  forwardRef,
  type ReactNode,
  useId,
} from 'react';
import { Container } from '../Container';
import type { NavLinkComponentProps } from '../SiteHeader';
import * as styles from './SiteFooter.css';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  /** Column heading, for example 'Quick Links' or 'Legal'. */
  title: string;
  links: readonly FooterLink[];
}

export interface SiteFooterProps extends ComponentPropsWithoutRef<'footer'> {
  /** Columns of links, in order. */
  columns: readonly FooterColumn[];
  /** Logo and a short description, in the first column. */
  brand?: ReactNode;
  /** The bottom row: copyright, a cookie-settings button, the theme switch. */
  bottom?: ReactNode;
  /** The element for links; pass a router link adapter for client-side navigation. Defaults to `<a>`. */
  linkComponent?: ElementType<NavLinkComponentProps>;
  /** Accessible name of the footer navigation. */
  navLabel?: string;
}

/** The site footer: brand block, titled link columns in one navigation landmark, and a bottom row. */
export const SiteFooter = forwardRef<HTMLElement, SiteFooterProps>(function SiteFooter(
  { columns, brand, bottom, linkComponent: LinkComponent = 'a', navLabel = 'Footer', className, style, ...props },
  ref,
) {
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
                    {column.links.map((link) => (
                      <li key={`${link.href}-${link.label}`}>
                        <LinkComponent href={link.href} className={styles.link}>
                          {link.label}
                        </LinkComponent>
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
