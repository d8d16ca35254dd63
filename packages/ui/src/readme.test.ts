// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultFieldLabels } from './components/Field/Field';
import { defaultPasswordFieldLabels } from './components/PasswordField/PasswordField';
import { defaultGettingStartedListLabels } from './patterns/GettingStartedList/GettingStartedList';
import { defaultJobMetaLabels } from './patterns/JobMeta/JobMeta';
import { defaultMetricCardLabels } from './patterns/MetricCard/MetricCard';
import { newsletterMessages } from './patterns/NewsletterForm/NewsletterForm';
import { searchMessages } from './patterns/SearchDialog/SearchDialog';
import { defaultTransactionTableLabels } from './patterns/TransactionTable/transactionTableLabels';
import { defaultUserMenuLabels } from './patterns/UserMenu/UserMenu';
import { vars } from './theme/contract.css';

const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');

function cssNames(tree: object): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value.replace(/^var\((--[\w-]+)\)$/, '$1')] : cssNames(value),
  );
}

// The token tables shorten `--ardena-color-success-subtle` to `-success-subtle` after the group's first full name.
function listed(name: string): boolean {
  if (readme.includes(`\`${name}\``)) return true;
  const typeScale = /^--ardena-type-scale-(\w+)-([\w-]+)$/.exec(name);
  if (typeScale) {
    return readme.includes(`\`${typeScale[1]}\``) && readme.includes(`--ardena-type-scale-<role>-${typeScale[2]}`);
  }
  return Object.keys(vars).some((key) => {
    const prefix = `--ardena-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-`;
    return name.startsWith(prefix) && readme.includes(`\`-${name.slice(prefix.length)}\``);
  });
}

describe('the theming README', () => {
  it('lists every public token of the theme contract', () => {
    const names = cssNames(vars);
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => !listed(name))).toEqual([]);
  });

  it('recolours every brand token in light, dark and system-dark in its brand example', () => {
    const example = /\*\*Your brand colour\.\*\*[\s\S]*?```css\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const blocks = example.split('}').filter((block) => block.includes('--ardena-'));
    expect(blocks).toHaveLength(3);
    const brandTokens = ['brand', 'brand-hover', 'brand-subtle', 'brand-text', 'focus-ring', 'text-on-brand'];
    for (const block of blocks) {
      expect(brandTokens.filter((token) => !block.includes(`--ardena-color-${token}:`))).toEqual([]);
    }
    expect(example).toContain(':root:not(.ardena-light)');
  });
});

function texts(tree: object): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value ? texts(value) : [],
  );
}

describe('the texts README', () => {
  it('lists the English default of every label', () => {
    const defaults = [
      defaultTransactionTableLabels,
      searchMessages,
      newsletterMessages,
      defaultUserMenuLabels,
      defaultMetricCardLabels,
      defaultGettingStartedListLabels,
      defaultJobMetaLabels,
      defaultFieldLabels,
      defaultPasswordFieldLabels,
    ].flatMap(texts);
    expect(defaults.length).toBeGreaterThan(40);
    expect(defaults.filter((text) => !readme.includes(`'${text}'`))).toEqual([]);
  });
});
