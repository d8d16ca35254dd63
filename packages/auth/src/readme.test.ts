// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultAccountMenuLabels } from './components/AccountMenu/AccountMenu';
import { authFormLabels } from './components/AuthForm/labels';
import { defaultBusinessPortalLabels } from './components/BusinessPortal/businessPortalLabels';
import { defaultConsumerPortalLabels } from './components/ConsumerPortal/ConsumerPortal';
import { oauthSignInLabels } from './components/OAuthSignIn/oauthSignInLabels';
import { validationMessages } from './forms/validation';
import { authMessages } from './notifications/notifications';

const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');

function texts(tree: object): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value.trim()] : typeof value === 'object' && value ? texts(value) : [],
  );
}

describe('the README', () => {
  it('lists the English default of every text, in its tables', () => {
    const defaults = [
      authFormLabels,
      validationMessages,
      authMessages,
      defaultConsumerPortalLabels,
      defaultBusinessPortalLabels,
      defaultAccountMenuLabels,
      oauthSignInLabels,
    ].flatMap(texts);
    expect(defaults.length).toBeGreaterThan(100);
    expect(defaults.filter((text) => !readme.includes(`| ${text} |`) && !readme.includes(`| ${text}  |`))).toEqual([]);
  });
});
