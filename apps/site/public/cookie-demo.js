// The site's stand-in for a tracker: the spec has enabling a cookie category only write a console log. It is loaded
// through @ardena/consent's script gating (`<script type="text/plain" data-category="…" data-src="/cookie-demo.js">`
// in SiteLayout), so it runs only once the visitor allows that category, at most once per page; the activated tag
// carries the category in `data-consent-activated`.
(() => {
  const labels = { functional: 'Functional', analytics: 'Analytics', marketing: 'Marketing' };
  const category = document.currentScript?.getAttribute('data-consent-activated') ?? '';
  if (Object.hasOwn(labels, category)) console.log(`${labels[category]} cookies enabled`);
})();
