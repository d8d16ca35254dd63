import { clsx } from 'clsx';
import { Menu, X } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Container } from '../../components/Container';
import { IconButton } from '../../components/IconButton';
import { useLinkComponent } from '../../components/LinkComponent';
import type { CollapseBreakpoint } from './SiteHeader.css';
import * as styles from './SiteHeader.css';

export { type CollapseBreakpoint, collapseBreakpoints } from './SiteHeader.css';

export interface NavItem {
  label: string;
  href: string;
  /** Marks the link of the page being shown (`aria-current="page"`). */
  current?: boolean;
}

export interface SiteHeaderProps extends ComponentPropsWithoutRef<'header'> {
  /** The brand mark, usually a link to the home page. */
  logo: ReactNode;
  /** Main navigation links, in order. */
  navItems: readonly NavItem[];
  /** The search trigger (for example a button opening the search dialog); always visible. */
  search?: ReactNode;
  /** Login/Register buttons or the user menu; in the mobile panel below `collapseBelow`. */
  auth?: ReactNode;
  /** More controls such as the theme switch; in the mobile panel below `collapseBelow`. */
  actions?: ReactNode;
  /**
   * The breakpoint from which the full navigation shows; below it, a menu button opens it as a panel. Pick the
   * smallest one at which logo, links, search, actions and auth fit on one row in your typeface and labels.
   */
  collapseBelow?: CollapseBreakpoint;
  /** Accessible name of the navigation landmark. */
  navLabel?: string;
  /** Names of the mobile menu button, for translation. */
  openMenuLabel?: string;
  closeMenuLabel?: string;
}

/**
 * The sticky site header: logo, main navigation, search, auth and extra actions. Below `collapseBelow` the
 * navigation, auth and actions move into a panel opened by a disclosure button (`aria-expanded`); Escape or
 * choosing a link closes it and focus returns to the button.
 */
export const SiteHeader = forwardRef<HTMLElement, SiteHeaderProps>(function SiteHeader(
  {
    logo,
    navItems,
    search,
    auth,
    actions,
    navLabel = 'Main',
    openMenuLabel = 'Open menu',
    closeMenuLabel = 'Close menu',
    collapseBelow = 'lg',
    className,
    ...props
  },
  ref,
) {
  const LinkComponent = useLinkComponent();
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const renderLinks = (linkClassName: string, onNavigate?: () => void) =>
    navItems.map((item) => (
      <li key={item.href}>
        <LinkComponent
          href={item.href}
          className={linkClassName}
          aria-current={item.current ? 'page' : undefined}
          onClick={onNavigate}
        >
          {item.label}
        </LinkComponent>
      </li>
    ));

  const desktopOnly = clsx(styles.desktopOnly, styles.desktopOnlyShown[collapseBelow]);

  return (
    <header ref={ref} className={clsx(styles.header, className)} {...props}>
      <Container>
        <div className={styles.bar}>
          <div className={styles.logo}>{logo}</div>
          <nav aria-label={navLabel} className={clsx(styles.desktopNav, styles.desktopNavShown[collapseBelow])}>
            <ul className={styles.navList}>{renderLinks(styles.navLink)}</ul>
          </nav>
          <div className={styles.actions}>
            {search}
            {actions ? <div className={desktopOnly}>{actions}</div> : null}
            {auth ? <div className={desktopOnly}>{auth}</div> : null}
            <IconButton
              ref={menuButtonRef}
              className={styles.hiddenFromBreakpoint[collapseBelow]}
              label={menuOpen ? closeMenuLabel : openMenuLabel}
              icon={menuOpen ? <X size={22} /> : <Menu size={22} />}
              aria-expanded={menuOpen}
              aria-controls={panelId}
              onClick={() => setMenuOpen((open) => !open)}
            />
          </div>
        </div>
      </Container>
      <div
        id={panelId}
        className={clsx(styles.mobilePanel, styles.hiddenFromBreakpoint[collapseBelow])}
        hidden={!menuOpen}
      >
        <Container>
          <nav aria-label={navLabel}>
            <ul className={styles.mobileNavList}>{renderLinks(styles.mobileNavLink, () => setMenuOpen(false))}</ul>
          </nav>
          {auth || actions ? (
            <div className={styles.mobileExtras}>
              {auth}
              {actions}
            </div>
          ) : null}
        </Container>
      </div>
    </header>
  );
});
SiteHeader.displayName = 'SiteHeader';
