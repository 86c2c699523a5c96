import { api } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';

export const cookieOf = (
  res: { cookies: Array<{ name: string; value: string }> },
  name = 'carespace_session',
) => res.cookies.find((c) => c.name === name)?.value;

export const keyFrom = (text: string) => /verificationKey=([\w-]+)/.exec(text)?.[1] ?? '';

export const INCORRECT = {
  code: 'INCORRECT_PASSWORD',
  message: "We don't recognize the email and password combination you provided. Please try again.",
  isInformation: false,
};

/** An app for the sign-in tests, and what they ask of it: a sign-in call, the latest mail, audit rows. */
export function useAuthWorld() {
  const t = useTestApp();

  const login = (email: string, password: string, ip = '10.1.0.1') =>
    api(t.app, { method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  async function latestMail(to: string) {
    return t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', to.toLowerCase())
      .orderBy('created_on', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
  }

  async function auditCodes(userId: string) {
    const rows = await t.database.db
      .selectFrom('audit_event')
      .select(['event_code', 'ip', 'user_agent'])
      .where('user_id', '=', userId)
      .execute();
    return rows;
  }

  return { t, login, latestMail, auditCodes };
}
