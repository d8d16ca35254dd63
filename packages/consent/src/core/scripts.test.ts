import { afterEach, describe, expect, it } from 'vitest';
import { createConsentManager } from './manager';
import { activateGatedScripts } from './scripts';

// Vitest's jsdom runs inline scripts, so these tests see real execution: each gated script counts its runs
// on <html>, which the test reads back.
function counterScript(category: string, counter: string, extra = '') {
  return `<script type="text/plain" data-category="${category}" ${extra}>document.documentElement.dataset.${counter} = String(Number(document.documentElement.dataset.${counter} || 0) + 1);</script>`;
}

function runs(counter: string): number {
  return Number(document.documentElement.dataset[counter] ?? 0);
}

function manager() {
  return createConsentManager({ storage: localStorage, log: () => {}, reload: () => {} });
}

afterEach(() => {
  document.body.innerHTML = '';
  for (const key of Object.keys(document.documentElement.dataset)) delete document.documentElement.dataset[key];
  localStorage.clear();
});

describe('script gating', () => {
  it('keeps gated scripts inert before consent and runs each once after it', async () => {
    document.body.innerHTML = counterScript('analytics', 'analyticsRuns') + counterScript('marketing', 'marketingRuns');
    expect(runs('analyticsRuns')).toBe(0);
    const consent = manager();
    consent.start();
    await consent.activateScripts();
    expect(runs('analyticsRuns')).toBe(0);

    consent.save({ analytics: true });
    await consent.activateScripts();
    expect(runs('analyticsRuns')).toBe(1);
    expect(runs('marketingRuns')).toBe(0);

    consent.acceptAll();
    consent.acceptAll();
    await consent.activateScripts();
    expect(runs('analyticsRuns')).toBe(1);
    expect(runs('marketingRuns')).toBe(1);
    consent.destroy();
  });

  it('runs stored-consent scripts on the next page load', async () => {
    manager().save({ functional: true });
    document.body.innerHTML = counterScript('functional', 'functionalRuns');
    const consent = manager();
    consent.start();
    await consent.activateScripts();
    expect(runs('functionalRuns')).toBe(1);
    consent.destroy();
  });

  it('activates gated scripts inserted later (client-side routes) once allowed', async () => {
    const consent = manager();
    consent.start();
    consent.save({ marketing: true });
    const holder = document.createElement('div');
    holder.innerHTML = counterScript('marketing', 'lateRuns');
    document.body.append(holder);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs('lateRuns')).toBe(1);
    consent.destroy();
  });

  it('carries attributes over and maps data-src and data-type', async () => {
    document.body.innerHTML =
      '<script type="text/plain" data-category="analytics" data-src="/tracker.js" data-type="module" nonce="abc" id="tracker"></script>';
    const pending = activateGatedScripts(document, () => true);
    const script = document.getElementById('tracker') as HTMLScriptElement;
    expect(script.getAttribute('src')).toBe('/tracker.js');
    expect(script.type).toBe('module');
    expect(script.getAttribute('nonce')).toBe('abc');
    expect(script.getAttribute('data-consent-activated')).toBe('analytics');
    expect(script.hasAttribute('data-category')).toBe(false);
    script.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toEqual(['analytics']);
  });

  it('waits for an external script before running the inline one after it', async () => {
    document.body.innerHTML =
      '<script type="text/plain" data-category="analytics" data-src="/loader.js" id="loader"></script>' +
      counterScript('analytics', 'configRuns');
    const pending = activateGatedScripts(document, () => true);
    expect(runs('configRuns')).toBe(0);
    document.getElementById('loader')?.dispatchEvent(new Event('error'));
    await pending;
    expect(runs('configRuns')).toBe(1);
  });

  it('ignores unknown categories and non-gated scripts', async () => {
    document.body.innerHTML =
      counterScript('tracking', 'unknownRuns') +
      '<script type="text/plain" id="plain">document.documentElement.dataset.plainRuns = "1"</script>';
    await expect(activateGatedScripts(document, () => true)).resolves.toEqual([]);
    expect(runs('unknownRuns')).toBe(0);
    expect(runs('plainRuns')).toBe(0);
  });
});
