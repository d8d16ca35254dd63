/** Languages the panel colours. */
export const codeLanguages = ['http', 'shell', 'json'] as const;
export type CodeLanguage = (typeof codeLanguages)[number];

/** Kinds of token, each painted with its own theme colour. */
export const codeTokenKinds = [
  'plain',
  'command',
  'flag',
  'string',
  'key',
  'number',
  'literal',
  'punctuation',
  'comment',
] as const;
export type CodeTokenKind = (typeof codeTokenKinds)[number];

export interface CodeToken {
  kind: CodeTokenKind;
  text: string;
}

// One alternation per language; the first group that matches names the token. Anything between matches is plain.
const jsonPattern =
  /("(?:[^"\\\n]|\\.)*")(?=\s*:)|("(?:[^"\\\n]|\\.)*")|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b|([{}[\],:])/g;
const jsonKinds: readonly CodeTokenKind[] = ['key', 'string', 'number', 'literal', 'punctuation'];

const shellPattern =
  /(#[^\n]*)|(^|(?<=\n))([a-z][\w-]*)|('(?:[^'])*'|"(?:[^"\\]|\\.)*")|(\s--?[a-zA-Z][\w-]*)|(\\(?=\n))/g;

/**
 * Splits code into coloured tokens. A small lexer, not a parser: it runs once at render (on the server for a
 * prerendered page), so a static code sample ships no highlighter to the browser.
 */
export function tokenizeCode(code: string, language: CodeLanguage): CodeToken[] {
  if (language === 'http') return tokenizeHttp(code);
  const tokens: CodeToken[] = [];
  let last = 0;
  const push = (kind: CodeTokenKind, text: string) => {
    if (!text) return;
    const previous = tokens[tokens.length - 1];
    if (previous && previous.kind === kind) previous.text += text;
    else tokens.push({ kind, text });
  };
  const pattern = language === 'json' ? jsonPattern : shellPattern;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(code); match; match = pattern.exec(code)) {
    push('plain', code.slice(last, match.index));
    if (language === 'json') {
      const group = match.slice(1).findIndex((value) => value !== undefined);
      push(jsonKinds[group] ?? 'plain', match[0]);
    } else if (match[1] !== undefined) push('comment', match[1]);
    else if (match[3] !== undefined) push('command', match[3]);
    else if (match[4] !== undefined) push('string', match[4]);
    else if (match[5] !== undefined) {
      // The flag's leading whitespace stays plain so only the flag itself is coloured.
      push('plain', match[5].slice(0, match[5].length - match[5].trimStart().length));
      push('flag', match[5].trimStart());
    } else push('punctuation', match[0]);
    last = match.index + match[0].length;
    if (match[0].length === 0) pattern.lastIndex += 1;
  }
  push('plain', code.slice(last));
  return tokens;
}

const startLine = /^([A-Z]+)( \S+)( HTTP\/[\d.]+)?$|^(HTTP\/[\d.]+)( \d{3})(.*)$/;

/** An HTTP message: the request or status line, `Name: value` headers, and after the blank line a JSON body. */
function tokenizeHttp(code: string): CodeToken[] {
  const split = code.indexOf('\n\n');
  const head = split === -1 ? code : code.slice(0, split);
  const tokens: CodeToken[] = [];
  head.split('\n').forEach((line, index) => {
    if (index > 0) tokens.push({ kind: 'plain', text: '\n' });
    const start = index === 0 ? startLine.exec(line) : null;
    const header = index > 0 ? /^([\w-]+)(:)(.*)$/.exec(line) : null;
    if (start?.[1] !== undefined) {
      tokens.push({ kind: 'command', text: start[1] }, { kind: 'plain', text: start[2] ?? '' });
      if (start[3]) tokens.push({ kind: 'comment', text: start[3] });
    } else if (start?.[4] !== undefined) {
      tokens.push({ kind: 'comment', text: start[4] }, { kind: 'number', text: start[5] ?? '' });
      if (start[6]) tokens.push({ kind: 'command', text: start[6] });
    } else if (header) {
      tokens.push({ kind: 'key', text: header[1] ?? '' }, { kind: 'punctuation', text: ':' });
      tokens.push({ kind: 'plain', text: header[3] ?? '' });
    } else tokens.push({ kind: 'plain', text: line });
  });
  if (split !== -1) tokens.push({ kind: 'plain', text: '\n\n' }, ...tokenizeCode(code.slice(split + 2), 'json'));
  return tokens.filter((token) => token.text !== '');
}
