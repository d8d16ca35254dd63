import { type PartnerEnvironment, partnerLoginPage } from '@ardena/content';
import { Button, FormErrorSummary, Heading, RadioGroup, Text, TextField } from '@ardena/ui';
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
 * Partner ID, API Key and environment. A failed submit shows the GOV.UK-style error summary (it takes focus and links
 * to each field) and marks each field inline; a valid submit shows the confirmation.
 */
export function PartnerAccessForm({ onSubmit }: PartnerAccessFormProps) {
  const baseId = useId();
  const ids = { partnerId: `${baseId}-partner-id`, apiKey: `${baseId}-api-key` };
  const [values, setValues] = useState<PartnerAccessRequest>({
    partnerId: '',
    apiKey: '',
    environment: copy.environment.defaultValue,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const confirmationRef = useRef<HTMLDivElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validatePartnerAccess(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSubmitted(false);
      setFailedSubmits((count) => count + 1);
      return;
    }
    await onSubmit(values);
    setSubmitted(true);
    requestAnimationFrame(() => confirmationRef.current?.focus());
  }

  const summary = (['partnerId', 'apiKey'] as const).flatMap((field) =>
    errors[field] ? [{ fieldId: ids[field], message: errors[field] }] : [],
  );

  return (
    // POST so credentials never end up in a URL if the form is submitted before the page is interactive.
    <form method="post" noValidate onSubmit={handleSubmit} className={layout.stack} aria-labelledby={`${baseId}-title`}>
      <Heading level={2} size="lg" id={`${baseId}-title`}>
        {copy.title}
      </Heading>
      <FormErrorSummary errors={summary} title={copy.errorSummaryTitle} focusKey={failedSubmits} />
      {(['partnerId', 'apiKey'] as const).map((field) => (
        <TextField
          key={field}
          id={ids[field]}
          name={field}
          label={copy[field].label}
          hint={copy[field].hint}
          error={errors[field]}
          type={field === 'apiKey' ? 'password' : 'text'}
          autoComplete="off"
          required
          value={values[field]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((current) => ({ ...current, [field]: value }));
            setSubmitted(false);
          }}
        />
      ))}
      <RadioGroup
        label={copy.environment.label}
        options={copy.environment.options}
        value={values.environment}
        onValueChange={(value) => setValues((current) => ({ ...current, environment: value as PartnerEnvironment }))}
        orientation="horizontal"
      />
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
