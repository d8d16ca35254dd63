import { footer, footerColumns, headerLinks, layoutLabels, signedOutLinks } from '@ardena/content';
import { Button } from '@ardena/ui';
import type { ReactNode } from 'react';
import * as layout from '../layout.css';
import { HrefLink, TextLink } from './AppLink';

/** Header, main landmark and footer around every page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main">{layoutLabels.skipToContent}</a>
      <header className={layout.container}>
        <nav aria-label={layoutLabels.mainNav} className={layout.row}>
          <TextLink to="/" variant="subtle" aria-label={layoutLabels.homeLink}>
            Ardena
          </TextLink>
          <ul className={layout.row}>
            {headerLinks.map((link) => (
              <li key={link.href}>
                <TextLink to={link.href} variant="subtle">
                  {link.label}
                </TextLink>
              </li>
            ))}
          </ul>
          <div className={layout.row}>
            <Button asChild variant="ghost">
              <HrefLink href={signedOutLinks.login.href}>{signedOutLinks.login.label}</HrefLink>
            </Button>
            <Button asChild>
              <HrefLink href={signedOutLinks.register.href}>{signedOutLinks.register.label}</HrefLink>
            </Button>
          </div>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className={layout.container}>
        <nav aria-label={footer.navLabel} className={layout.row}>
          {footerColumns.map((column) => (
            <div key={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) =>
                  'href' in link ? (
                    <li key={link.label}>
                      <TextLink to={link.href} variant="subtle">
                        {link.label}
                      </TextLink>
                    </li>
                  ) : null,
                )}
              </ul>
            </div>
          ))}
        </nav>
        <p>{footer.tagline}</p>
        <p>{footer.copyright(new Date(__SITE_BUILD_TIME__).getFullYear())}</p>
      </footer>
    </>
  );
}
