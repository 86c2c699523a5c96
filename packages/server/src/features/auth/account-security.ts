// The sign-in records a person's own security settings (the accounts feature) act on: their user row, whether an
// email is already taken, the one-time codes that verify a new phone, and the other browsers' sessions a password
// change signs out. The SQL stays auth's; this is the part of it another feature may call.
export {
  countCodeAttempt,
  emailTaken,
  findLiveCode,
  findUserById,
  insertCode,
  retireCodes,
  useCode,
} from './auth.repository.ts';
export { deleteUserSessions } from './session.repository.ts';
