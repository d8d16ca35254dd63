import { vars } from '@ardena/ui';
import { globalStyle } from '@vanilla-extract/css';

// Ardena's typeface (src/fonts.css) is the site's choice, set through the theme contract; @ardena/ui itself ships the
// system stack. The metric-matched fallback comes second so the page keeps its line breaks until the font arrives.
// Storybook imports this file and fonts.css too, so designers review the components in the typeface that ships.

/** The family name fonts.css declares; tests check text is drawn in it. */
export const siteFontFamily = 'Plus Jakarta Sans Variable';

const siteFont = `"${siteFontFamily}", "Plus Jakarta Sans Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;
globalStyle(':root', { vars: { [vars.font.body]: siteFont, [vars.font.heading]: siteFont } });
