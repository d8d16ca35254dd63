import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/** Breakpoints from which the full navigation shows; below it, the disclosure menu. */
export const collapseBreakpoints = ['md', 'lg', 'xl'] as const;
export type CollapseBreakpoint = (typeof collapseBreakpoints)[number];

/** One class per breakpoint: `shown` from the breakpoint up, `hidden` from it up. */
function fromBreakpoint(shown: Parameters<typeof style>[0] & object) {
  return styleVariants(
    Object.fromEntries(
      collapseBreakpoints.map((breakpoint) => [breakpoint, { '@media': { [media[breakpoint]]: shown } }]),
    ) as Record<CollapseBreakpoint, Parameters<typeof style>[0]>,
  );
}

export const header = style({
  boxSizing: 'border-box',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

// Tighter below the widest breakpoint, so the full navigation fits from a 1024 px window (a tablet in landscape, a
// small laptop) instead of collapsing into the menu there.
export const bar = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.headerHeight,
  '@media': { [media.xl]: { gap: vars.space.md } },
});

export const logo = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  marginInlineEnd: 'auto',
});

export const desktopNav = style({ boxSizing: 'border-box', display: 'none' });
export const desktopNavShown = fromBreakpoint({ display: 'block', marginInlineEnd: 'auto' });

export const navList = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.xl]: { gap: vars.space.xxs } },
});

export const navLink = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  paddingInline: vars.space.xs,
  '@media': { [media.xl]: { paddingInline: vars.space.sm } },
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  // A label on two lines reads as two items; the collapse breakpoint leaves room for every label on one.
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    // Current page: brand colour plus an underline, so it is not marked by colour alone.
    '&[aria-current="page"]': {
      color: vars.color.brandText,
      textDecorationLine: 'underline',
      textDecorationThickness: '2px',
      textUnderlineOffset: '0.4em',
    },
  },
});

export const actions = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  '@media': { [media.xl]: { gap: vars.space.xs } },
});

/** Slots that move into the mobile panel below the collapse breakpoint. */
export const desktopOnly = style({ boxSizing: 'border-box', display: 'none', flexShrink: 0 });
export const desktopOnlyShown = fromBreakpoint({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const hiddenFromBreakpoint = fromBreakpoint({ display: 'none' });

export const mobilePanel = style({
  boxSizing: 'border-box',
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  paddingBlock: vars.space.md,
  maxHeight: `calc(100dvh - ${vars.size.headerHeight})`,
  overflowY: 'auto',
});

export const mobileNavList = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const mobileNavLink = style([
  navLink,
  { width: '100%', minHeight: vars.size.target, fontSize: vars.fontSize.md, paddingInline: vars.space.sm },
]);

export const mobileExtras = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
