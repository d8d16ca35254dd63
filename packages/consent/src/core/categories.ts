/** Every cookie category, in the order the preferences dialog lists them. */
export const consentCategories = ['essential', 'functional', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/** Categories the visitor may switch; `essential` is always on and cannot be refused. */
export const optionalConsentCategories = ['functional', 'analytics', 'marketing'] as const;
export type OptionalConsentCategory = (typeof optionalConsentCategories)[number];

/** A visitor's cookie preferences: one boolean per category, `essential` always true. */
export type ConsentPreferences = { essential: true } & Record<OptionalConsentCategory, boolean>;

/** How the visitor made their choice; stored with the preferences for audits. */
export const consentChoices = ['accept-all', 'reject-all', 'custom'] as const;
export type ConsentChoice = (typeof consentChoices)[number];

export function isConsentCategory(value: unknown): value is ConsentCategory {
  return typeof value === 'string' && (consentCategories as readonly string[]).includes(value);
}

/** Accept All: every category on. */
export function acceptAllPreferences(): ConsentPreferences {
  return { essential: true, functional: true, analytics: true, marketing: true };
}

/** Reject All, and the state before any choice: only essential. */
export function rejectAllPreferences(): ConsentPreferences {
  return { essential: true, functional: false, analytics: false, marketing: false };
}

/** Normalise a partial choice; `essential` is forced on whatever the caller passes (it cannot be refused). */
export function toPreferences(choice: Partial<Record<ConsentCategory, boolean>>): ConsentPreferences {
  return {
    essential: true,
    functional: choice.functional === true,
    analytics: choice.analytics === true,
    marketing: choice.marketing === true,
  };
}

/** The categories that are on, in dialog order; this list is what the consent record stores. */
export function grantedCategories(preferences: ConsentPreferences): ConsentCategory[] {
  return consentCategories.filter((category) => preferences[category]);
}
