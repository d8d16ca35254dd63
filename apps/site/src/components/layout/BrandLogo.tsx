import { brand } from '@ardena/content';
import * as layout from '../../layout.css';

/**
 * Ardena's mark: an A drawn as two strokes meeting at the top, the second one lighter, over a settlement point where
 * the crossbar would be. The same drawing as public/favicon.svg; here it takes the theme's brand colours.
 */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={layout.logoMark}
    >
      <rect width="32" height="32" rx="9" className={layout.logoTile} />
      <g strokeWidth="4" strokeLinecap="round" className={layout.logoGlyph}>
        <path d="M9.5 23.5 16 8.5" />
        <path d="m16 8.5 6.5 15" strokeOpacity=".55" />
        <circle cx="16" cy="20" r="2.25" stroke="none" />
      </g>
    </svg>
  );
}

/** The mark with the name beside it, as the header and footer show it. The name is the text a reader hears. */
export function BrandLogo() {
  return (
    <span className={layout.logo}>
      <LogoMark />
      <span className={layout.logoWord}>{brand.name}</span>
    </span>
  );
}
