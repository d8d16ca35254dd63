import { useOpenConsentPreferences } from '@ardena/consent';
import { footer, footerColumns } from '@ardena/content';
import { Text } from '@ardena/ui';
import { SiteFooter } from '@ardena/ui/patterns';
import * as layout from '../../layout.css';
import { BrandLogo } from './BrandLogo';

/**
 * The footer (an island on public pages, for its Cookie settings entry): columns from the content data; the Legal
 * column's 'Cookie settings' entry reopens the consent dialog.
 */
export function SiteFooterBar() {
  const openPreferences = useOpenConsentPreferences();
  return (
    <SiteFooter
      columns={footerColumns.map((column) => ({
        title: column.title,
        links: column.links.map((link) =>
          'href' in link ? { label: link.label, href: link.href } : { label: link.label, onClick: openPreferences },
        ),
      }))}
      navLabel={footer.navLabel}
      brand={
        <div className={layout.stack}>
          <BrandLogo />
          <Text tone="muted">{footer.tagline}</Text>
        </div>
      }
      bottom={
        <div className={layout.stack}>
          <Text size="sm" tone="muted">
            {footer.regulatoryNote}
          </Text>
          <Text size="sm" tone="muted">
            {footer.copyright(new Date(__SITE_BUILD_TIME__).getFullYear())}
          </Text>
        </div>
      }
    />
  );
}
