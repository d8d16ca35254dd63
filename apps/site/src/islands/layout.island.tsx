// The islands of the layout every public page has: one file, so one entry script, as they always come together.
import { SiteConsent } from '../components/consent/SiteConsent';
import { SiteFooterBar } from '../components/layout/SiteFooterBar';
import { SiteHeaderBar, SiteSkipLink } from '../components/layout/SiteHeaderBar';
import { defineIsland } from './defineIsland';

export const SkipLinkIsland = defineIsland('skip-link', SiteSkipLink);
export const HeaderIsland = defineIsland('header', SiteHeaderBar);
export const ConsentIsland = defineIsland('consent', SiteConsent);
export const FooterIsland = defineIsland('footer', SiteFooterBar);
