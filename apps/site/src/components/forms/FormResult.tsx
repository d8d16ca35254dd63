import { Card, Heading, Text } from '@ardena/ui';
import type { PostedFormName, PostedFormResult } from '../../forms/postedForms';
import * as layout from '../../layout.css';

/** The attribute of the empty element where the server puts a natively posted form's answer (server/index.mjs). */
export const formResultAttribute = 'data-form-result';

/**
 * Where the answer to a natively posted form shows (static HTML, outside the form's island): empty in the prerendered
 * page; the server fills it on the page it redirects to after the post (see src/forms/postedForms.ts).
 */
export function FormResultSlot({ form }: { form: PostedFormName }) {
  return <div {...{ [formResultAttribute]: form }} />;
}

/** The answer itself, rendered by the server into the slot. A status, so assistive technology reads it on arrival. */
export function FormResult({ result }: { result: PostedFormResult }) {
  return (
    <Card padding="md" elevation="flat" role={result.tone === 'danger' ? 'alert' : 'status'} className={layout.stack}>
      {result.title ? (
        <Heading level={3} size="md">
          {result.title}
        </Heading>
      ) : null}
      <Text tone={result.tone === 'danger' ? 'danger' : 'default'}>{result.message}</Text>
    </Card>
  );
}
