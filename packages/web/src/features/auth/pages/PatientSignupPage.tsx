import { SignupPage } from '../components/SignupPage.tsx';

/** /patient/signup (state from the home chooser: treatmentCategories). */
export default function PatientSignupPage() {
  return <SignupPage variant="patient" />;
}
