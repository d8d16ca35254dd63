import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodePanel } from './CodePanel';
import { tokenizeCode } from './tokenize';

const request =
  'POST /v1/payments HTTP/1.1\nContent-Type: application/json\n\n{\n  "amount": 12500,\n  "live": false\n}';

describe('tokenizeCode', () => {
  it('keeps every character, in order, whatever the language', () => {
    for (const [code, language] of [
      [request, 'http'],
      ['curl https://api.example/v1 \\\n  -H "Accept: application/json" # list', 'shell'],
      ['{"a": [1, -2.5e3, "x\\"y"], "b": null}', 'json'],
    ] as const) {
      expect(
        tokenizeCode(code, language)
          .map((token) => token.text)
          .join(''),
      ).toBe(code);
    }
  });

  it('tells JSON keys from string values, numbers and literals', () => {
    const kinds = tokenizeCode('{"currency": "EUR", "amount": 12500, "live": false}', 'json')
      .filter((token) => token.kind !== 'punctuation' && token.kind !== 'plain')
      .map((token) => `${token.kind}:${token.text}`);
    expect(kinds).toEqual([
      'key:"currency"',
      'string:"EUR"',
      'key:"amount"',
      'number:12500',
      'key:"live"',
      'literal:false',
    ]);
  });

  it('colours an HTTP start line and header names, and the body as JSON', () => {
    const tokens = tokenizeCode(request, 'http');
    expect(tokens[0]).toEqual({ kind: 'command', text: 'POST' });
    expect(tokens).toContainEqual({ kind: 'key', text: 'Content-Type' });
    expect(tokens).toContainEqual({ kind: 'key', text: '"amount"' });
    expect(tokens).toContainEqual({ kind: 'number', text: '12500' });
  });

  it('marks shell commands, flags, strings and comments', () => {
    const tokens = tokenizeCode('curl https://x.example \\\n  -H "A: b" # note', 'shell');
    expect(tokens).toContainEqual({ kind: 'command', text: 'curl' });
    expect(tokens).toContainEqual({ kind: 'flag', text: '-H' });
    expect(tokens).toContainEqual({ kind: 'string', text: '"A: b"' });
    expect(tokens).toContainEqual({ kind: 'comment', text: '# note' });
  });
});

describe('CodePanel', () => {
  it('is a figure named by its title, with each block as readable code', () => {
    render(
      <CodePanel
        title="Create a payment"
        blocks={[
          { label: 'Request', language: 'http', code: request },
          { label: 'Response · 201 Created', language: 'json', code: '{"status": "succeeded"}' },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Create a payment' });
    expect(figure).toBeInTheDocument();
    expect(screen.getByText('Response · 201 Created')).toBeInTheDocument();
    const code = figure.querySelectorAll('code');
    expect(code).toHaveLength(2);
    expect(code[0]?.textContent).toBe(request);
  });
});
