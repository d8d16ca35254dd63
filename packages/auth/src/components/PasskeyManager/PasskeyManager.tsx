import { Button, Heading, TextField } from '@ardena/ui';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  addPasskey,
  browserPasskeys,
  listPasskeys,
  type Passkey,
  type PasskeyBrowser,
  removePasskey,
  renamePasskey,
} from '../../data/passkeysApi';
import { useAuth } from '../../provider/hooks';
import { failureText } from '../PasskeySignIn/PasskeySignIn';
import { type PasskeyLabelOverrides, passkeyLabels } from '../PasskeySignIn/passkeyLabels';
import * as styles from './PasskeyManager.css';

export interface PasskeyManagerProps {
  /** Level of the section heading. */
  headingLevel?: 2 | 3 | 4;
  /** Texts to use instead of the English defaults (`passkeyLabels`); any subset. */
  labels?: PasskeyLabelOverrides;
  /** Locale of the dates (`Intl`); the browser's by default. */
  locale?: string;
  /** Time zone of the dates, so server and browser render the same text. */
  timeZone?: string;
  /** The browser's WebAuthn; tests and stories pass a fake (`fakePasskeyBrowser` from `@ardena/auth/testing`). */
  browser?: PasskeyBrowser;
}

type ListState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; passkeys: Passkey[] };

const MAX_NAME_BYTES = 120;

/**
 * The signed-in person's passkeys: add one (the browser's prompt), rename or remove each. States the browser's lack
 * of passkeys, a cancelled prompt and a passkey removed elsewhere in words. Must be used inside `AuthProvider`.
 */
export function PasskeyManager({
  headingLevel = 2,
  labels: labelOverrides,
  locale,
  timeZone,
  browser = browserPasskeys,
}: PasskeyManagerProps) {
  const labels = { ...passkeyLabels, ...labelOverrides };
  const { client, user } = useAuth();
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [supported, setSupported] = useState<boolean | null>(null);
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string; error?: string; saving?: boolean } | null>(null);
  const [confirming, setConfirming] = useState<{ id: string; removing?: boolean } | null>(null);
  const headingId = useId();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const formatDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });

  const reload = useCallback(async () => {
    if (!client) return;
    const result = await listPasskeys(client);
    setList(result.ok ? { status: 'ready', passkeys: result.data } : { status: 'error' });
  }, [client]);

  useEffect(() => {
    setSupported(browser.supported());
  }, [browser]);

  useEffect(() => {
    if (user) void reload();
  }, [user, reload]);

  async function add() {
    if (!client) return;
    setAdding(true);
    setStatus('');
    const result = await addPasskey(client, { browser });
    setAdding(false);
    setStatus(result.ok ? labels.added : failureText(result.error, labels, 'add'));
    if (result.ok) await reload();
  }

  async function saveName(event: FormEvent<HTMLFormElement>, passkey: Passkey) {
    event.preventDefault();
    if (!client || !editing) return;
    const name = editing.name.trim();
    if (!name) return setEditing({ ...editing, error: labels.nameRequired });
    if (new TextEncoder().encode(name).length > MAX_NAME_BYTES)
      return setEditing({ ...editing, error: labels.nameTooLong });
    setEditing({ ...editing, saving: true, error: undefined });
    const result = await renamePasskey(client, passkey.id, name);
    setEditing(null);
    setStatus(result.ok ? labels.renamed : failureText(result.error, labels, 'add'));
    await reload();
  }

  async function remove(passkey: Passkey) {
    if (!client) return;
    setConfirming({ id: passkey.id, removing: true });
    const result = await removePasskey(client, passkey.id);
    setConfirming(null);
    // Gone either way: removed now, or already removed elsewhere.
    setStatus(result.ok ? labels.removed : failureText(result.error, labels, 'add'));
    await reload();
    addButtonRef.current?.focus();
  }

  const nameOf = (passkey: Passkey) => passkey.friendly_name || labels.unnamed;

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading level={headingLevel} id={headingId} className={styles.heading}>
          {labels.heading}
        </Heading>
        <p className={styles.muted}>{labels.description}</p>
      </div>
      {supported === false ? <p className={styles.notice}>{labels.unsupported}</p> : null}
      {list.status === 'loading' ? (
        <p className={styles.muted} role="status">
          {labels.loading}
        </p>
      ) : list.status === 'error' ? (
        <div className={styles.notice} role="alert">
          <span>{labels.loadError}</span>{' '}
          <Button type="button" size="sm" variant="outline" onClick={() => void reload()}>
            {labels.retry}
          </Button>
        </div>
      ) : list.passkeys.length === 0 ? (
        <p className={styles.muted}>{labels.empty}</p>
      ) : (
        <ul className={styles.list}>
          {list.passkeys.map((passkey) => (
            <li key={passkey.id} className={styles.item}>
              {editing?.id === passkey.id ? (
                <form className={styles.renameForm} onSubmit={(event) => void saveName(event, passkey)} noValidate>
                  <TextField
                    label={labels.renameLabel}
                    value={editing.name}
                    maxLength={MAX_NAME_BYTES}
                    autoFocus
                    error={editing.error}
                    onChange={(event) => setEditing({ ...editing, name: event.target.value, error: undefined })}
                  />
                  <div className={styles.actions}>
                    <Button type="submit" size="sm" loadingLabel={editing.saving ? labels.saving : undefined}>
                      {labels.save}
                    </Button>
                    <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
                      {labels.cancel}
                    </Button>
                  </div>
                </form>
              ) : (
                <>
                  <div className={styles.details}>
                    <span className={styles.name}>
                      <KeyRound size="1em" aria-hidden="true" /> {nameOf(passkey)}
                    </span>
                    <span className={styles.muted}>
                      {labels.createdOn}
                      {formatDate.format(new Date(passkey.created_at))}
                      {' · '}
                      {passkey.last_used_at
                        ? `${labels.lastUsedOn}${formatDate.format(new Date(passkey.last_used_at))}`
                        : labels.neverUsed}
                    </span>
                  </div>
                  {confirming?.id === passkey.id ? (
                    <div className={styles.confirm}>
                      <span>{labels.removeConfirm(nameOf(passkey))}</span>
                      <div className={styles.actions}>
                        <Button
                          type="button"
                          size="sm"
                          variant="danger"
                          autoFocus
                          loadingLabel={confirming.removing ? labels.removing : undefined}
                          onClick={() => void remove(passkey)}
                        >
                          {labels.remove}
                        </Button>
                        <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                          {labels.cancel}
                        </Button>
                      </div>
                    </div>
                  ) : (
                    <div className={styles.actions}>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        aria-label={`${labels.rename} ${nameOf(passkey)}`}
                        onClick={() => setEditing({ id: passkey.id, name: passkey.friendly_name ?? '' })}
                      >
                        {labels.rename}
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        aria-label={`${labels.remove} ${nameOf(passkey)}`}
                        onClick={() => setConfirming({ id: passkey.id })}
                      >
                        {labels.remove}
                      </Button>
                    </div>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        <Button
          ref={addButtonRef}
          type="button"
          startIcon={<KeyRound size="1em" />}
          disabled={!client || !supported || list.status !== 'ready'}
          loadingLabel={adding ? labels.adding : undefined}
          onClick={() => void add()}
        >
          {labels.addButton}
        </Button>
        <p className={styles.status} role="status" aria-live="polite">
          {status}
        </p>
      </div>
    </section>
  );
}
