import { VerifyEmailScreen } from '../components/VerifyEmailScreen.tsx';

/** /verify-update-email?verificationKey=… (the link confirming a change of email): the same screen. */
export default function VerifyUpdateEmailPage() {
  return <VerifyEmailScreen mode="update" />;
}
