import { type PartnerEnvironment, partnerLoginPage } from '@ardena/content';
import {
  Button,
  FormErrorSummary,
  Heading,
  RadioGroup,
  Text,
  TextField,
  valueEnteredBeforeHydration,
} from '@ardena/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import * as layout from '../../layout.css';

/** What the form collects (spec section 3, "Partner access form"). */
export interface PartnerAccessRequest {
  partnerId: string;
  apiKey: string;
  environment: PartnerEnvironment;
}

type FieldName = 'partnerId' | 'apiKey';
type FieldErrors = Partial<Record<FieldName, string>>;

const copy = partnerLoginPage.form;

// The same rule as the `partner_access_requests.partner_id` check constraint, so the server never refuses a valid form.
const partnerIdPattern = /^[A-Za-z0-9][A-Za-z0-9_.-]{1,63}$/;

/** The Partner ID's message, or undefined when it is valid; the site server checks a posted form with it too. */
export function validatePartnerId(value: string): string | undefined {
  const partnerId = value.trim();
  if (partnerId === '') return copy.partnerId.required;
  if (!partnerIdPattern.test(partnerId)) return copy.partnerId.invalid;
  return undefined;
}

/** Required-field and format check of the partner form; exported for unit tests. */
export function validatePartnerAccess(values: PartnerAccessRequest): FieldErrors {
  const errors: FieldErrors = {};
  const partnerIdError = validatePartnerId(values.partnerId);
  if (partnerIdError) errors.partnerId = partnerIdError;
  if (values.apiKey.trim() === '') errors.apiKey = copy.apiKey.required;
  return errors;
}

export interface PartnerAccessFormProps {
  /** Called with a valid request; resolves true once it is recorded, false when it could not be. */
  onSubmit: (request: PartnerAccessRequest) => Promise<boolean>;
}

/**
 * Partner ID, API Key and environment. A failed submit shows the GOV.UK-style error summary (it takes focus and links
 * to each field) and marks each field inline; a valid submit is recorded and the outcome announced.
 */
export function PartnerAccessForm({ onSubmit }: PartnerAccessFormProps) {
  const baseId = useId();
  const ids = { partnerId: `${baseId}-partner-id`, apiKey: `${baseId}-api-key` };
  const [values, setValues] = useState<PartnerAccessRequest>(() => ({
    partnerId: valueEnteredBeforeHydration(ids.partnerId, ''),
    apiKey: valueEnteredBeforeHydration(ids.apiKey, ''),
    environment: copy.environment.defaultValue,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [outcome, setOutcome] = useState<'idle' | 'sending' | 'recorded' | 'failed'>('idle');
  const outcomeRef = useRef<HTMLDivElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (outcome === 'sending') return;
    const found = validatePartnerAccess(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setOutcome('idle');
      setFailedSubmits((count) => count + 1);
      return;
    }
    setOutcome('sending');
    const recorded = await onSubmit({ ...values, partnerId: values.partnerId.trim() });
    setOutcome(recorded ? 'recorded' : 'failed');
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  const summary = (['partnerId', 'apiKey'] as const).flatMap((field) =>
    errors[field] ? [{ fieldId: ids[field], message: errors[field] }] : [],
  );

  return (
    // POST to its own page, so nothing ends up in a URL: the site server records a natively posted request
    // (src/forms/postedForms.ts). The API key field has no `name`, so a native post never carries it.
    <form method="post" noValidate onSubmit={handleSubmit} className={layout.stack} aria-labelledby={`${baseId}-title`}>
      <Heading level={2} size="lg" id={`${baseId}-title`}>
        {copy.title}
      </Heading>
      <FormErrorSummary errors={summary} title={copy.errorSummaryTitle} focusKey={failedSubmits} />
      {(['partnerId', 'apiKey'] as const).map((field) => (
        <TextField
          key={field}
          id={ids[field]}
          name={field === 'apiKey' ? undefined : field}
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
            if (outcome !== 'sending') setOutcome('idle');
          }}
        />
      ))}
      <RadioGroup
        label={copy.environment.label}
        options={copy.environment.options}
        value={values.environment}
        onValueChange={(value) => setValues((current) => ({ ...current, environment: value as PartnerEnvironment }))}
        orientation="horizontal"
        name="environment"
      />
      <div>
        <Button type="submit" loadingLabel={outcome === 'sending' ? copy.submittingLabel : undefined}>
          {copy.submitLabel}
        </Button>
      </div>
      {outcome === 'recorded' ? (
        <div ref={outcomeRef} tabIndex={-1} role="status" className={layout.stack}>
          <Heading level={3} size="md">
            {copy.confirmation.title}
          </Heading>
          <Text>{copy.confirmation.description}</Text>
        </div>
      ) : null}
      {outcome === 'failed' ? (
        <div ref={outcomeRef} tabIndex={-1} role="alert">
          <Text>{copy.failed}</Text>
        </div>
      ) : null}
    </form>
  );
}
