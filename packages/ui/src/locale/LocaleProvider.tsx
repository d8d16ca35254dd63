import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** How `@ardena/ui` (and the packages built on it) format amounts and dates. */
export interface LocaleSettings {
  /** BCP 47 language tag for `Intl`, for example `'de-DE'`. */
  locale: string;
  /**
   * IANA time zone every date is shown in, for example `'Europe/Berlin'`. Fixed rather than the reader's, so a page
   * rendered on a server in one zone hydrates in a browser in another with the same text.
   */
  timeZone: string;
  /** ISO 4217 currency for an amount whose data carries none, for example `'EUR'`. */
  currency: string;
}

/**
 * The settings without a `LocaleProvider`: `en-US`, `UTC` and `USD`. `UTC` rather than the environment's zone, so
 * server and browser always agree; set the zone your readers expect with `LocaleProvider`.
 */
export const defaultLocaleSettings: LocaleSettings = { locale: 'en-US', timeZone: 'UTC', currency: 'USD' };

const LocaleContext = createContext<LocaleSettings>(defaultLocaleSettings);

export interface LocaleProviderProps extends Partial<LocaleSettings> {
  children?: ReactNode;
}

/**
 * Sets the locale, time zone and default currency once for the app: put it near the root, around everything that
 * renders `@ardena/ui`, `@ardena/auth` or `@ardena/consent`. A setting left out is inherited from an outer provider,
 * or from {@link defaultLocaleSettings}; a component's own `locale`, `timeZone` or `currency` prop wins over both.
 * Render it on the server and the client with the same values (never the environment's) so hydration matches.
 */
export function LocaleProvider({ locale, timeZone, currency, children }: LocaleProviderProps) {
  const outer = useContext(LocaleContext);
  const value = useMemo(
    () => ({
      locale: locale ?? outer.locale,
      timeZone: timeZone ?? outer.timeZone,
      currency: currency ?? outer.currency,
    }),
    [outer, locale, timeZone, currency],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The nearest `LocaleProvider`'s settings, with any of `overrides` that are set (a component's own props). */
export function useLocale(overrides?: Partial<LocaleSettings>): LocaleSettings {
  const settings = useContext(LocaleContext);
  const locale = overrides?.locale;
  const timeZone = overrides?.timeZone;
  const currency = overrides?.currency;
  return useMemo(
    () =>
      locale || timeZone || currency
        ? {
            locale: locale ?? settings.locale,
            timeZone: timeZone ?? settings.timeZone,
            currency: currency ?? settings.currency,
          }
        : settings,
    [settings, locale, timeZone, currency],
  );
}
