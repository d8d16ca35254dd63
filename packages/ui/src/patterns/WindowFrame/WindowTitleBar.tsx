import * as styles from './WindowFrame.css';

export interface WindowTitleBarProps {
  /** `figcaption` when the window is a figure named by its bar. */
  as?: 'div' | 'figcaption';
  id?: string;
  title: string;
  /** The bar's surface: the opposite of the window body's. */
  surface: keyof typeof styles.bar;
}

/** The title bar of a product visual's window: three decorative dots and the window's title. */
export function WindowTitleBar({ as: Element = 'div', id, title, surface }: WindowTitleBarProps) {
  return (
    <Element id={id} className={styles.bar[surface]}>
      <span className={styles.dots} aria-hidden="true">
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.dot} />
      </span>
      <span className={styles.title}>{title}</span>
    </Element>
  );
}
