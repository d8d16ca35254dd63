// The country a business account is registered in: chosen from a list, stored as its ISO 3166-1 alpha-2 code (the
// profile's `country` column), shown by name in the reader's locale. Names come from `Intl.DisplayNames`, so the
// package carries codes only, never a translated list.

/**
 * ISO 3166-1 alpha-2 codes of the countries and territories a business can be registered in: every assigned code
 * except uninhabited territories (AQ, BV, GS, HM, TF, UM), plus XK (Kosovo, user-assigned but in common use).
 */
export const countryCodes: readonly string[] =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'.split(
    ' ',
  );

const codeSet = new Set(countryCodes);

/** Whether `value` is one of {@link countryCodes} (upper case, as the form stores it). */
export function isCountryCode(value: string): boolean {
  return codeSet.has(value);
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionNames(locale: string): Intl.DisplayNames | null {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    } catch {
      // An invalid locale tag, or a runtime without DisplayNames: the codes themselves are still a usable list.
      names = null;
    }
    displayNames.set(locale, names);
  }
  return names;
}

/**
 * The name of a stored country in `locale` ('DE' → 'Germany', 'Deutschland' in `de-DE`). A value that is not a code
 * (a profile written before the list, such as 'Germany') is returned as it is.
 */
export function countryName(value: string, locale: string): string {
  if (!isCountryCode(value)) return value;
  return regionNames(locale)?.of(value) ?? value;
}

const optionsByLocale = new Map<string, readonly CountryOption[]>();

/** One entry of the country select. */
export interface CountryOption {
  value: string;
  label: string;
}

/** Every country as a select option, named in `locale` and sorted by name in that locale's order (computed once). */
export function countryOptions(locale: string): readonly CountryOption[] {
  let options = optionsByLocale.get(locale);
  if (!options) {
    let collator: Intl.Collator;
    try {
      collator = new Intl.Collator(locale);
    } catch {
      collator = new Intl.Collator('en');
    }
    options = countryCodes
      .map((code) => ({ value: code, label: countryName(code, locale) }))
      .sort((a, b) => collator.compare(a.label, b.label));
    optionsByLocale.set(locale, options);
  }
  return options;
}
