import { Button, IconButton, useLinkComponent } from '@ardena/ui';
import { X } from 'lucide-react';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useState,
} from 'react';
import { cookieBannerHeightVariable, cookieBannerShownAttribute } from '../../core/bannerSpace';
import * as styles from './CookieBanner.css';

export const cookieBannerHeadingLevels = ['h2', 'h3'] as const;
export type CookieBannerHeadingLevel = (typeof cookieBannerHeadingLevels)[number];

export interface CookieBannerViewProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** Accept All: turn every cookie category on. */
  onAcceptAll: () => void;
  /** Reject All: keep only essential cookies. The close button (×) calls this too. */
  onRejectAll: () => void;
  /** Customize: open the preferences dialog. */
  onCustomize: () => void;
  /** Where the privacy policy lives. */
  privacyHref?: string;
  /** Heading text. */
  title?: ReactNode;
  /** Body text before the privacy link. */
  description?: ReactNode;
  privacyLinkLabel?: string;
  acceptAllLabel?: string;
  rejectAllLabel?: string;
  customizeLabel?: string;
  /** Accessible name of the × button; it must say that closing rejects. */
  closeLabel?: string;
  /** Heading element, to fit the page outline. */
  headingLevel?: CookieBannerHeadingLevel;
  /**
   * Reserve the banner's height at the bottom of the page while it shows (a CSS variable and padding on
   * `<html>`), so it never hides focused content. Turn off only if the page reserves the space itself.
   */
  reserveSpace?: boolean;
}

export const defaultCookieBannerDescription =
  'We use essential cookies to run this site, and functional, analytics and marketing cookies only if you allow them. You can change your choice at any time under Cookie settings in the footer. Our use of cookies is GDPR compliant.';

function useReservedHeight(element: HTMLElement | null, enabled: boolean) {
  useEffect(() => {
    if (!element || !enabled) return;
    const root = element.ownerDocument.documentElement;
    const update = () => {
      root.style.setProperty(cookieBannerHeightVariable, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    };
    update();
    root.setAttribute(cookieBannerShownAttribute, '');
    const ResizeObserverClass = element.ownerDocument.defaultView?.ResizeObserver;
    const observer = ResizeObserverClass ? new ResizeObserverClass(update) : null;
    observer?.observe(element);
    // Browsers scroll a newly focused element into view only when it is outside the viewport, not when a fixed
    // overlay covers it; scrolling it in ourselves lets the scroll-padding above place it clear of the banner.
    const keepFocusClear = (event: FocusEvent) => {
      const target = event.target as Element | null;
      if (!target || typeof target.getBoundingClientRect !== 'function' || element.contains(target)) return;
      const box = target.getBoundingClientRect();
      const bannerTop = element.getBoundingClientRect().top;
      if (box.bottom > bannerTop && box.top < root.clientHeight) target.scrollIntoView({ block: 'nearest' });
    };
    element.ownerDocument.addEventListener('focusin', keepFocusClear);
    return () => {
      element.ownerDocument.removeEventListener('focusin', keepFocusClear);
      observer?.disconnect();
      root.removeAttribute(cookieBannerShownAttribute);
      root.style.removeProperty(cookieBannerHeightVariable);
    };
  }, [element, enabled]);
}

/**
 * The first layer of cookie consent: a non-modal region fixed to the bottom of the viewport. Accept All and
 * Reject All have equal weight, the × rejects, Customize opens the preferences. It never takes or traps
 * focus, and it reserves its height so it cannot cover what the keyboard user is on (WCAG 2.4.11).
 * Presentational: the caller decides when it shows and what the choices do.
 */
export const CookieBannerView = forwardRef<HTMLElement, CookieBannerViewProps>(function CookieBannerView(
  {
    onAcceptAll,
    onRejectAll,
    onCustomize,
    privacyHref = '/privacy',
    title = 'We value your privacy',
    description = defaultCookieBannerDescription,
    privacyLinkLabel = 'Read our Privacy Policy',
    acceptAllLabel = 'Accept All',
    rejectAllLabel = 'Reject All',
    customizeLabel = 'Customize',
    closeLabel = 'Reject all and close',
    headingLevel: Heading = 'h2',
    reserveSpace = true,
    className,
    ...props
  },
  forwardedRef,
) {
  const LinkComponent = useLinkComponent();
  const titleId = useId();
  const descriptionId = useId();
  // The element is state, not a ref, so the height effect runs once it is attached.
  const [element, setElement] = useState<HTMLElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLElement | null) => {
      setElement(node);
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );
  useReservedHeight(element, reserveSpace);

  return (
    <section
      ref={setRefs}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={className ? `${styles.banner} ${className}` : styles.banner}
      {...props}
    >
      <div className={styles.inner}>
        <div className={styles.text}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          <p id={descriptionId} className={styles.description}>
            {description}{' '}
            <LinkComponent href={privacyHref} className={styles.privacyLink}>
              {privacyLinkLabel}
            </LinkComponent>
            .
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="primary" className={styles.choice} onClick={onAcceptAll}>
            {acceptAllLabel}
          </Button>
          <Button variant="primary" className={styles.choice} onClick={onRejectAll}>
            {rejectAllLabel}
          </Button>
          <Button variant="outline" className={styles.choice} onClick={onCustomize}>
            {customizeLabel}
          </Button>
        </div>
        <IconButton className={styles.close} label={closeLabel} icon={<X size={20} />} onClick={onRejectAll} />
      </div>
    </section>
  );
});
CookieBannerView.displayName = 'CookieBannerView';
