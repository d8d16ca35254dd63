// Hydrates the islands of the layout every public page has (skip link, header, footer, cookie banner): one entry, as
// they always come together (see src/islands/hydrate.tsx).
import { SiteConsent } from '../../components/consent/SiteConsent';
import { SiteFooterBar } from '../../components/layout/SiteFooterBar';
import { SiteHeaderBar, SiteSkipLink } from '../../components/layout/SiteHeaderBar';
import { finishScrollRestoration } from '../historyScroll';
import { hydrateIslands } from '../hydrate';

hydrateIslands('skip-link', SiteSkipLink);
hydrateIslands('header', SiteHeaderBar);
hydrateIslands('footer', SiteFooterBar);
hydrateIslands('consent', SiteConsent);
finishScrollRestoration();
