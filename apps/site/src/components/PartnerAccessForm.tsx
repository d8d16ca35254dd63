import { type PartnerEnvironment, partnerLoginPage } from '@ardena/content';
import { Button, Heading, Text } from '@ardena/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import * as layout from '../layout.css';

/** What the form collects (spec section 3, "Partner access form"). */
export interface PartnerAccessRequest {
  partnerId: string;
  apiKey: string;
  environment: PartnerEnvironment;
}

type FieldName = 'partnerId' | 'apiKey';
type FieldErrors = Partial<Record<FieldName, string>>;

const copy = partnerLoginPage.form;

/** Required-field check of the partner form; exported for unit tests. */
export function validatePartnerAccess(values: PartnerAccessRequest): FieldErrors {
  const errors: FieldErrors = {};
  if (values.partnerId.trim() === '') errors.partnerId = copy.partnerId.required;
  if (values.apiKey.trim() === '') errors.apiKey = copy.apiKey.required;
  return errors;
}

export interface PartnerAccessFormProps {
  /**
   * Called with a valid request. The route passes a handler that records nothing: the spec's form makes no call.
   * The accounts work later swaps in a handler that stores the request.
   */
  onSubmit: (request: PartnerAccessRequest) => void | Promise<void>;
}

/**
 * Partner ID, API Key and environment. A failed submit lists the errors in a summary that takes focus (each entry
 * links to its field) and marks each field inline; a valid submit shows the confirmation.
 */
export function PartnerAccessForm({ onSubmit }: PartnerAccessFormProps) {
  const baseId = useId();
  const ids = {
    partnerId: `${baseId}-partner-id`,
    apiKey: `${baseId}-api-key`,
    environment: `${baseId}-environment`,
  };
  const [values, setValues] = useState<PartnerAccessRequest>({
    partnerId: '',
    apiKey: '',
    environment: copy.environment.defaultValue,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validatePartnerAccess(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSubmitted(false);
      // After React commits the summary, move focus to it so screen-reader users hear what went wrong.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    await onSubmit(values);
    setSubmitted(true);
    requestAnimationFrame(() => confirmationRef.current?.focus());
  }

  const errorEntries = (Object.entries(errors) as [FieldName, string][]).filter(([, message]) => message);

  return (
    <form method="post" noValidate onSubmit={handleSubmit} className={layout.stack} aria-labelledby={`${baseId}-title`}>
      <Heading level={2} size="lg" id={`${baseId}-title`}>
        {copy.title}
      </Heading>
      {errorEntries.length > 0 ? (
        <div ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby={`${baseId}-summary`}>
          <Heading level={3} size="md" id={`${baseId}-summary`}>
            {copy.errorSummaryTitle}
          </Heading>
          <ul className={layout.list}>
            {errorEntries.map(([field, message]) => (
              <li key={field}>
                <a href={`#${ids[field]}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {(['partnerId', 'apiKey'] as const).map((field) => (
        <div key={field} className={layout.stack}>
          <label htmlFor={ids[field]}>{copy[field].label}</label>
          <Text id={`${ids[field]}-hint`} size="sm" tone="muted">
            {copy[field].hint}
          </Text>
          {errors[field] ? (
            <Text id={`${ids[field]}-error`} size="sm" tone="danger">
              {errors[field]}
            </Text>
          ) : null}
          <input
            id={ids[field]}
            name={field}
            type={field === 'apiKey' ? 'password' : 'text'}
            autoComplete="off"
            required
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={`${ids[field]}-hint${errors[field] ? ` ${ids[field]}-error` : ''}`}
            value={values[field]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [field]: value }));
              setSubmitted(false);
            }}
          />
        </div>
      ))}
      <fieldset className={layout.stack}>
        <legend>{copy.environment.label}</legend>
        {copy.environment.options.map((option) => (
          <label key={option.value} className={layout.row}>
            <input
              type="radio"
              name="environment"
              value={option.value}
              checked={values.environment === option.value}
              onChange={() => setValues((current) => ({ ...current, environment: option.value }))}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit">{copy.submitLabel}</Button>
      </div>
      {submitted ? (
        <div ref={confirmationRef} tabIndex={-1} role="status" className={layout.stack}>
          <Heading level={3} size="md">
            {copy.confirmation.title}
          </Heading>
          <Text>{copy.confirmation.description}</Text>
        </div>
      ) : null}
    </form>
  );
}
