import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import { WindowTitleBar } from '../WindowFrame';
import * as styles from './CodePanel.css';
import { type CodeLanguage, tokenizeCode } from './tokenize';

export interface CodePanelBlock {
  /** What the block shows, for example 'Request' or 'Response · 201 Created'. */
  label: string;
  /** Colours the code for this language. */
  language: CodeLanguage;
  /** The code, exactly as a reader would copy it (line breaks kept). */
  code: string;
}

export interface CodePanelProps extends Omit<ComponentPropsWithoutRef<'figure'>, 'title' | 'children'> {
  /** The panel's caption, shown in its title bar, for example 'Create a payment'. */
  title: string;
  /** The code blocks in reading order, for example the request and then the response. */
  blocks: readonly CodePanelBlock[];
}

/**
 * A titled panel of code samples, such as an API request and its response, coloured with theme tokens.
 * The code is real text (selectable, read by screen readers); colouring happens at render, so a prerendered page
 * ships no highlighter. Long lines wrap instead of scrolling sideways, so the panel fits a 320 px screen.
 */
export const CodePanel = forwardRef<HTMLElement, CodePanelProps>(function CodePanel(
  { title, blocks, className, ...props },
  ref,
) {
  // Named explicitly: not every browser and screen reader pair names a figure from its figcaption.
  const captionId = useId();
  return (
    <figure ref={ref} aria-labelledby={captionId} className={clsx(styles.panel, className)} {...props}>
      <WindowTitleBar as="figcaption" id={captionId} title={title} surface="surface" />
      {blocks.map((block) => (
        <div key={block.label} className={styles.block}>
          <p className={styles.blockLabel}>{block.label}</p>
          <pre className={styles.pre}>
            <code>
              {tokenizeCode(block.code, block.language).map((token, index) =>
                token.kind === 'plain' ? (
                  token.text
                ) : (
                  // Tokens never reorder, so the index is a stable key.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <span key={index} className={styles.token[token.kind]}>
                    {token.text}
                  </span>
                ),
              )}
            </code>
          </pre>
        </div>
      ))}
    </figure>
  );
});
CodePanel.displayName = 'CodePanel';
