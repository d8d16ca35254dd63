import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { siAmericanexpress, siApplepay, siGooglepay, siMastercard, siPaypal, siVisa } from 'simple-icons';
import * as styles from './PaymentLogos.css';

interface Brand {
  /** The brand's own spelling, used as the logo's accessible name. */
  name: string;
  path: string;
}

// Names spelled as the brands write them; the icon set's titles differ in places ('MasterCard').
const brands = {
  visa: { name: 'Visa', path: siVisa.path },
  mastercard: { name: 'Mastercard', path: siMastercard.path },
  paypal: { name: 'PayPal', path: siPaypal.path },
  americanExpress: { name: 'American Express', path: siAmericanexpress.path },
  applePay: { name: 'Apple Pay', path: siApplepay.path },
  googlePay: { name: 'Google Pay', path: siGooglepay.path },
} satisfies Record<string, Brand>;

/** The payment methods with a logo, in the order they are shown. */
export const paymentMethods = ['visa', 'mastercard', 'paypal', 'americanExpress', 'applePay', 'googlePay'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The accessible name of each payment method's logo. */
export function paymentMethodName(method: PaymentMethod): string {
  return brands[method].name;
}

export interface PaymentLogosProps extends ComponentPropsWithoutRef<'ul'> {
  /** Which logos to show; all six supported methods by default. */
  methods?: readonly PaymentMethod[];
  /** Names the list for assistive technology. */
  label?: string;
}

/**
 * Logos of the supported payment methods as inline SVGs (from `simple-icons`, CC0), each an image named after its
 * brand. Drawn in the text colour so they meet contrast in both themes and need no network request.
 */
export const PaymentLogos = forwardRef<HTMLUListElement, PaymentLogosProps>(function PaymentLogos(
  { methods = paymentMethods, label = 'Supported payment methods', className, ...props },
  ref,
) {
  return (
    <ul ref={ref} aria-label={label} className={clsx(styles.list, className)} {...props}>
      {methods.map((method) => {
        const brand = brands[method];
        return (
          <li key={method} className={styles.item}>
            <svg className={styles.logo} role="img" aria-label={brand.name} viewBox="0 0 24 24">
              <path d={brand.path} />
            </svg>
          </li>
        );
      })}
    </ul>
  );
});
PaymentLogos.displayName = 'PaymentLogos';
