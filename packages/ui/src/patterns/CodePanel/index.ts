export type { CodePanelBlock, CodePanelProps } from './CodePanel';
export { CodePanel } from './CodePanel';
export type { CodeLanguage, CodeToken, CodeTokenKind } from './tokenize';
export { codeLanguages, codeTokenKinds, tokenizeCode } from './tokenize';
