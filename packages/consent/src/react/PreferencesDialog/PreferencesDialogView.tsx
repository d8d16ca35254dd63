import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Switch,
} from '@ardena/ui';
import { forwardRef, type ReactNode, useRef, useState } from 'react';
import * as styles from './PreferencesDialog.css';

/** One cookie category as the dialog shows it. */
export interface ConsentCategoryOption {
  /** Key in `value` and in the saved choice, e.g. `analytics`. */
  id: string;
  label: string;
  /** What the category's cookies do, shown under the switch and read with it. */
  description: string;
  /** Locked on and marked 'Required' (essential cookies). */
  required?: boolean;
}

/** The four product categories with their explanations, in dialog order. */
export const defaultConsentCategoryOptions: readonly ConsentCategoryOption[] = [
  {
    id: 'essential',
    label: 'Essential',
    description:
      'Needed for the site to work: security, your sign-in session and remembering this choice. They cannot be switched off.',
    required: true,
  },
  {
    id: 'functional',
    label: 'Functional',
    description: 'Remember settings you make, such as your preferences for how pages look, between visits.',
  },
  {
    id: 'analytics',
    label: 'Analytics',
    description: 'Count visits and see, in aggregate, which pages are used, so we can improve the site.',
  },
  {
    id: 'marketing',
    label: 'Marketing',
    description: 'Let us and our partners measure campaigns and show you relevant offers on other sites.',
  },
];

export interface PreferencesDialogViewProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when the visitor dismisses it (Escape, ×) without saving. */
  onOpenChange: (open: boolean) => void;
  /** The current choice, used as the switches' starting position each time the dialog opens. */
  value: Readonly<Record<string, boolean>>;
  /** Save Preferences: the switches' positions, required categories always true. */
  onSave: (value: Record<string, boolean>) => void;
  /** Adds an Accept All button. */
  onAcceptAll?: () => void;
  /** Adds a Reject All button. */
  onRejectAll?: () => void;
  /** The categories, in order. Default: essential, functional, analytics, marketing. */
  categories?: readonly ConsentCategoryOption[];
  title?: ReactNode;
  description?: ReactNode;
  saveLabel?: string;
  acceptAllLabel?: string;
  rejectAllLabel?: string;
  requiredLabel?: string;
  closeLabel?: string;
}

function initialDraft(categories: readonly ConsentCategoryOption[], value: Readonly<Record<string, boolean>>) {
  return Object.fromEntries(
    categories.map((category) => [category.id, category.required || value[category.id] === true]),
  );
}

interface PanelProps extends Required<Pick<PreferencesDialogViewProps, 'categories' | 'value' | 'onSave'>> {
  onAcceptAll: (() => void) | undefined;
  onRejectAll: (() => void) | undefined;
  labels: { save: string; acceptAll: string; rejectAll: string; required: string };
}

// Mounted only while open (Radix unmounts closed content), so each opening starts from the saved choice.
function CategoryPanel({ categories, value, onSave, onAcceptAll, onRejectAll, labels }: PanelProps) {
  const [draft, setDraft] = useState(() => initialDraft(categories, value));
  return (
    <>
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.id} className={styles.item}>
            <Switch
              label={category.label}
              description={category.description}
              labelAdornment={category.required ? <span className={styles.required}>{labels.required}</span> : null}
              checked={draft[category.id] === true}
              disabled={category.required}
              onCheckedChange={(checked) => setDraft((current) => ({ ...current, [category.id]: checked }))}
            />
          </li>
        ))}
      </ul>
      <DialogFooter className={styles.footer}>
        {onRejectAll ? (
          <Button variant="secondary" className={styles.action} onClick={onRejectAll}>
            {labels.rejectAll}
          </Button>
        ) : null}
        {onAcceptAll ? (
          <Button variant="secondary" className={styles.action} onClick={onAcceptAll}>
            {labels.acceptAll}
          </Button>
        ) : null}
        <Button variant="primary" className={styles.action} onClick={() => onSave(initialDraft(categories, draft))}>
          {labels.save}
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * The second layer of cookie consent, built on `Dialog` and `Switch`: a modal dialog (focus trapped, Escape
 * closes) with one switch per category and its explanation. Required categories are locked on and marked.
 * Presentational: it reports the chosen set through `onSave` and stores nothing. The ref is the dialog panel.
 */
export const PreferencesDialogView = forwardRef<HTMLDivElement, PreferencesDialogViewProps>(
  function PreferencesDialogView(
    {
      open,
      onOpenChange,
      value,
      onSave,
      onAcceptAll,
      onRejectAll,
      categories = defaultConsentCategoryOptions,
      title = 'Cookie preferences',
      description = 'Choose which cookies we may use. Essential cookies are always on because the site needs them. You can change this at any time under Cookie settings in the footer.',
      saveLabel = 'Save Preferences',
      acceptAllLabel = 'Accept All',
      rejectAllLabel = 'Reject All',
      requiredLabel = 'Required',
      closeLabel = 'Close',
    },
    ref,
  ) {
    // Opened from outside (a footer link, the banner) rather than a Radix trigger, so Radix has nowhere to
    // return focus on close; remember what had focus when it opened and go back there.
    const returnFocusTo = useRef<HTMLElement | null>(null);
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          ref={ref}
          closeLabel={closeLabel}
          onOpenAutoFocus={(event) => {
            const active =
              event.currentTarget instanceof Node ? event.currentTarget.ownerDocument?.activeElement : null;
            returnFocusTo.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <CategoryPanel
            categories={categories}
            value={value}
            onSave={onSave}
            onAcceptAll={onAcceptAll}
            onRejectAll={onRejectAll}
            labels={{
              save: saveLabel,
              acceptAll: acceptAllLabel,
              rejectAll: rejectAllLabel,
              required: requiredLabel,
            }}
          />
        </DialogContent>
      </Dialog>
    );
  },
);
PreferencesDialogView.displayName = 'PreferencesDialogView';
