// A patient's prescriptions as other features read them: the whole record (the requests' subscriptions, their
// orders and files, who reviewed them) and the in-person visits (the patient a referral or a visit's answer is
// emailed to). The statements stay the prescriptions'; these are the ones another feature may call.
export { requestFiles } from './prescription-files.repository.ts';
export { lookups } from './prescription-lookup.repository.ts';
export { findPatient, listOrders, listOwnedSubscriptions } from './prescriptions.repository.ts';
