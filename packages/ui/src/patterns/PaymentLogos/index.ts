export type { PaymentLogosProps, PaymentMethod } from './PaymentLogos';
export { PaymentLogos, paymentMethodName, paymentMethods } from './PaymentLogos';
