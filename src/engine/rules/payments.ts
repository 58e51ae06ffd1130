// The payment helpers live in the rule-set kernel (kernel/payments.ts); the game imports them
// from here.
export { emptyPayments, settle } from './kernel/payments.ts';
