import { SignupPage } from '../components/SignupPage.tsx';

/** /provider/signup (state from the home chooser: signupReason or userType). */
export default function ProviderSignupPage() {
  return <SignupPage variant="provider" />;
}
