import type { HeadingLevel } from '@ardena/ui';
import type { ValidationMessages } from '../../forms/validation';
import type { AuthFormLabelOverrides } from './labels';

/** Props every auth form and notice takes. */
export interface AuthFormCommonProps {
  /** Texts to use instead of the English defaults (`authFormLabels`); any subset. */
  labels?: AuthFormLabelOverrides;
  /** Level of the heading in the page outline (default 2). */
  headingLevel?: HeadingLevel;
}

/** Props of the forms that validate what the user typed. */
export interface AuthFormValidationProps {
  /** Validation texts to use instead of the English defaults (`validationMessages`); any subset. */
  messages?: Partial<ValidationMessages>;
}
