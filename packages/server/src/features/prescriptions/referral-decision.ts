// A referral to an in-person visit is the third answer to a prescription request: it is decided once, in the
// reviewer's scope, as approve and reject are, and then every order paid on the request is refunded.
export { referOnce, refundableOrders } from './decision.repository.ts';
