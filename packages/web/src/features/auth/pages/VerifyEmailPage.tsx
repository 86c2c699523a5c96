import { VerifyEmailScreen } from '../components/VerifyEmailScreen.tsx';

/** /verify-email?verificationKey=… (the link in the sign-up email). */
export default function VerifyEmailPage() {
  return <VerifyEmailScreen mode="verify" />;
}
