import {
  acceptAllPreferences,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentPreferences,
  type OptionalConsentCategory,
  optionalConsentCategories,
  rejectAllPreferences,
  toPreferences,
} from './categories';
import { type CookieMatcher, clearCookies } from './cookies';
import { deniedGoogleConsentState, resolveGtag, toGoogleConsentState } from './googleConsentMode';
import { createConsentId } from './id';
import { type ConsentRecordTarget, sendConsentRecord } from './record';
import { activateGatedScripts, gatedScriptSelector } from './scripts';
import {
  type ConsentStorageKeys,
  consentStorageKeys,
  defaultStorage,
  defaultStorageKeyPrefix,
  type PromptReason,
  readStoredConsent,
  type StoredConsent,
  storedConsentSchema,
  writeStoredConsent,
} from './storage';

const dayMs = 24 * 60 * 60 * 1000;

/** About six months, as the EDPB-aligned guidance most CMPs follow for re-asking. */
export const defaultExpiresAfterDays = 182;

export interface ConsentConfig {
  /**
   * Policy revision. Raise it when the cookie policy changes: stored choices with another revision are
   * ignored and the banner asks again. Default 1.
   */
  revision?: number;
  /** Days a choice stays valid before the banner asks again. Default {@link defaultExpiresAfterDays}. */
  expiresAfterDays?: number;
  /** Product name the two storage keys start with. Default `ardena`. */
  storageKeyPrefix?: string;
  /** Where choices are kept. Default `window.localStorage`; `null` keeps them in memory only. */
  storage?: Storage | null;
  /** Cookies each optional category sets; deleted when the visitor withdraws that category. */
  cookies?: Partial<Record<OptionalConsentCategory, readonly CookieMatcher[]>>;
  /**
   * Reload the page when a category is withdrawn. `auto` (default) reloads only if a gated script of that
   * category already ran, since running code cannot be unloaded; `always` and `never` do what they say.
   */
  reloadOnWithdrawal?: 'auto' | 'always' | 'never';
  /** Send a proof record of every choice: to a Supabase data API, or through the app's own `send`. Omit to send nothing. */
  record?: ConsentRecordTarget;
  /** Send Google Consent Mode v2 default (all denied) and updates through `gtag`. Default false. */
  googleConsentMode?: boolean;
  /** Activate `<script type="text/plain" data-category>` scripts, including ones added later. Default true. */
  gateScripts?: boolean;
  /** The document to gate scripts and clear cookies in. Default the global `document`. */
  document?: Document;
  /** Called with 'Analytics cookies enabled' and the like. Default `console.log`. */
  log?: (message: string) => void;
  /** Clock, for tests. */
  now?: () => Date;
  /** Consent id generator, for tests. */
  createId?: () => string;
  /** Page reload, for tests. */
  reload?: () => void;
}

export interface ConsentState {
  /** What is allowed now: the stored choice, or only essential while there is none. */
  preferences: ConsentPreferences;
  /** The stored, current choice; null while the visitor has to be asked. */
  consent: StoredConsent | null;
  /** Why the visitor has to be asked; null once they have chosen. */
  promptReason: PromptReason | null;
  /** The banner shows while there is no valid choice. */
  bannerOpen: boolean;
  /** The preferences dialog is open. */
  preferencesOpen: boolean;
}

export interface ConsentManager {
  getState(): ConsentState;
  /** Called after every state change; returns the unsubscribe function. */
  subscribe(listener: (state: ConsentState) => void): () => void;
  /** Begin side effects: Consent Mode, console logs and callbacks for stored consent, script gating, cross-tab sync. */
  start(): void;
  /** Stop listening (storage events, added scripts), for unmounting. Stored consent is kept; `start` resumes. */
  destroy(): void;
  /** Accept All: every category on. */
  acceptAll(): StoredConsent;
  /** Reject All: only essential. */
  rejectAll(): StoredConsent;
  /** Save Preferences: the given set (essential is forced on). */
  save(choice: Partial<Record<ConsentCategory, boolean>>): StoredConsent;
  isAllowed(category: ConsentCategory): boolean;
  /**
   * Run `callback` when `category` is allowed: at once if it already is (after `start`), and again each time
   * it is granted after a withdrawal. Returns the unsubscribe function.
   */
  onConsent(category: ConsentCategory, callback: () => void): () => void;
  /** Run `callback` each time `category` is withdrawn. Returns the unsubscribe function. */
  onWithdraw(category: OptionalConsentCategory, callback: () => void): () => void;
  /** Open the preferences dialog, e.g. from a footer 'Cookie settings' link. */
  openPreferences(): void;
  closePreferences(): void;
  /** Activate gated scripts now (normally automatic); resolves with the categories of scripts that ran. */
  activateScripts(): Promise<ConsentCategory[]>;
  /** The storage keys in use. */
  readonly keys: ConsentStorageKeys;
}

const categoryLabels: Record<OptionalConsentCategory, string> = {
  functional: 'Functional',
  analytics: 'Analytics',
  marketing: 'Marketing',
};

/** Create the consent store. Reading storage happens here, so the first render already knows whether to ask. */
export function createConsentManager(config: ConsentConfig = {}): ConsentManager {
  const revision = config.revision ?? 1;
  const expiresAfterMs = (config.expiresAfterDays ?? defaultExpiresAfterDays) * dayMs;
  const keys = consentStorageKeys(config.storageKeyPrefix ?? defaultStorageKeyPrefix);
  const storage = config.storage === undefined ? defaultStorage() : config.storage;
  const now = config.now ?? (() => new Date());
  const createId = config.createId ?? createConsentId;
  const log = config.log ?? ((message: string) => console.log(message));
  const doc = config.document ?? (typeof document === 'undefined' ? undefined : document);
  const win = doc?.defaultView ?? undefined;
  const reload = config.reload ?? (() => win?.location.reload());
  const gateScripts = config.gateScripts ?? true;

  const listeners = new Set<(state: ConsentState) => void>();
  const grantCallbacks = new Map<ConsentCategory, Set<() => void>>();
  const withdrawCallbacks = new Map<ConsentCategory, Set<() => void>>();
  const categoriesWithRunScripts = new Set<ConsentCategory>();
  let started = false;
  // Startup effects (Consent Mode default, logs and callbacks for the stored choice) happen once per page,
  // even when React's StrictMode or a remount stops and starts the store again.
  let initialised = false;
  let observer: MutationObserver | null = null;
  let stopStorageSync: (() => void) | null = null;

  function stateFromStorage(preferencesOpen: boolean): ConsentState {
    const reading = readStoredConsent(storage, keys, { revision, expiresAfterMs, now: now() });
    return {
      preferences: reading.consent ? toPreferences(reading.consent) : rejectAllPreferences(),
      consent: reading.consent,
      promptReason: reading.reason,
      bannerOpen: reading.consent === null,
      preferencesOpen,
    };
  }

  let state = stateFromStorage(false);

  function setState(next: ConsentState) {
    state = next;
    for (const listener of listeners) listener(state);
  }

  function runAll(callbacks: Set<() => void> | undefined) {
    for (const callback of callbacks ?? []) {
      try {
        callback();
      } catch (error) {
        // One broken integration must not stop the others or the visitor's choice.
        console.error(error);
      }
    }
  }

  function updateGoogleConsentMode(preferences: ConsentPreferences) {
    if (config.googleConsentMode && win) resolveGtag(win)('consent', 'update', toGoogleConsentState(preferences));
  }

  function activateScripts(): Promise<ConsentCategory[]> {
    if (!doc || !gateScripts) return Promise.resolve([]);
    return activateGatedScripts(doc, (category) => state.preferences[category]).then((ran) => {
      for (const category of ran) categoriesWithRunScripts.add(category);
      return ran;
    });
  }

  function granted(category: OptionalConsentCategory) {
    log(`${categoryLabels[category]} cookies enabled`);
    runAll(grantCallbacks.get(category));
  }

  /** Apply the effects of going from `before` to the current state. */
  function applyChange(before: ConsentPreferences) {
    const after = state.preferences;
    let needsReload = false;
    for (const category of optionalConsentCategories) {
      if (!before[category] && after[category]) granted(category);
      if (before[category] && !after[category]) {
        if (doc) clearCookies(doc, config.cookies?.[category] ?? []);
        runAll(withdrawCallbacks.get(category));
        const policy = config.reloadOnWithdrawal ?? 'auto';
        if (policy === 'always' || (policy === 'auto' && categoriesWithRunScripts.has(category))) needsReload = true;
      }
    }
    updateGoogleConsentMode(after);
    void activateScripts();
    if (needsReload) reload();
  }

  function commit(preferences: ConsentPreferences, choice: ConsentChoice): StoredConsent {
    const consent: StoredConsent = {
      schema: storedConsentSchema,
      ...preferences,
      consentId: createId(),
      consentedAt: now().toISOString(),
      revision,
      choice,
    };
    writeStoredConsent(storage, keys, consent);
    const before = state.preferences;
    setState({ preferences, consent, promptReason: null, bannerOpen: false, preferencesOpen: false });
    if (started) applyChange(before);
    if (config.record) void sendConsentRecord(config.record, consent);
    return consent;
  }

  function resyncFromStorage() {
    const before = state.preferences;
    setState(stateFromStorage(state.preferencesOpen));
    applyChange(before);
  }

  function observeAddedScripts(root: Document) {
    const MutationObserverClass = root.defaultView?.MutationObserver;
    if (!MutationObserverClass) return;
    observer = new MutationObserverClass((mutations) => {
      const addedGatedScript = mutations.some((mutation) =>
        Array.from(mutation.addedNodes).some(
          (node) =>
            node.nodeType === 1 &&
            ((node as Element).matches(gatedScriptSelector) ||
              (node as Element).querySelector(gatedScriptSelector) !== null),
        ),
      );
      if (addedGatedScript) void activateScripts();
    });
    observer.observe(root.documentElement, { childList: true, subtree: true });
  }

  return {
    keys,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (started) return;
      started = true;
      if (!initialised) {
        initialised = true;
        if (config.googleConsentMode && win) resolveGtag(win)('consent', 'default', deniedGoogleConsentState());
        // Stored consent counts as "enabled" on this page load: log, run callbacks, activate scripts.
        runAll(grantCallbacks.get('essential'));
        applyChange(rejectAllPreferences());
      }
      if (doc && gateScripts) observeAddedScripts(doc);
      if (win) {
        const onStorage = (event: StorageEvent) => {
          if (event.key === null || event.key === keys.flag || event.key === keys.preferences) resyncFromStorage();
        };
        win.addEventListener('storage', onStorage);
        stopStorageSync = () => win.removeEventListener('storage', onStorage);
      }
    },
    destroy() {
      started = false;
      observer?.disconnect();
      observer = null;
      stopStorageSync?.();
      stopStorageSync = null;
    },
    acceptAll: () => commit(acceptAllPreferences(), 'accept-all'),
    rejectAll: () => commit(rejectAllPreferences(), 'reject-all'),
    save: (choice) => commit(toPreferences(choice), 'custom'),
    isAllowed: (category) => state.preferences[category],
    onConsent(category, callback) {
      const callbacks = grantCallbacks.get(category) ?? new Set();
      grantCallbacks.set(category, callbacks);
      callbacks.add(callback);
      if (started && state.preferences[category]) runAll(new Set([callback]));
      return () => callbacks.delete(callback);
    },
    onWithdraw(category, callback) {
      const callbacks = withdrawCallbacks.get(category) ?? new Set();
      withdrawCallbacks.set(category, callbacks);
      callbacks.add(callback);
      return () => callbacks.delete(callback);
    },
    openPreferences: () => setState({ ...state, preferencesOpen: true }),
    closePreferences: () => setState({ ...state, preferencesOpen: false }),
    activateScripts,
  };
}
