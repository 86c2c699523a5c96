import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useHydrated } from '../../../components/public-form/use-hydrated.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import type { SignupPreselection } from '../api/signup-preselection.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { CheckEmailNotice } from './CheckEmailNotice.tsx';
import { SignupForm, type SignupVariant } from './SignupForm.tsx';

const COPY: Record<
  SignupVariant,
  {
    title: string;
    intro: string;
    description: string;
    other: { question: string; to: string; label: string };
  }
> = {
  patient: {
    title: 'Create your patient account',
    intro: 'Get treatment online from licensed US providers, with free shipping from our pharmacy.',
    description:
      'Create a Carespace patient account to get online prescriptions reviewed by licensed providers and delivered by our pharmacy.',
    other: {
      question: 'Are you a provider or partner?',
      to: '/provider/signup',
      label: 'Sign up as a provider',
    },
  },
  provider: {
    title: 'Create your provider account',
    intro: 'Find or list medical office space, and grow your practice.',
    description:
      'Create a Carespace provider account to find or list medical office space, integrate tele-mental therapy and grow your practice.',
    other: { question: 'Looking for treatment?', to: '/patient/signup', label: 'Sign up as a patient' },
  },
};

const NONE: { preselection: SignupPreselection; labels: string[] } = { preselection: {}, labels: [] };

/**
 * The home chooser's choice (router state). It lives in the browser's history, so a pre-rendered page reads it once
 * hydrated; and its reader comes with the domain's code tables, fetched only when there is a choice to read.
 */
function useSignupPreselection(state: unknown) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(NONE);
  useEffect(() => {
    if (!hydrated || typeof state !== 'object' || state === null) return;
    let current = true;
    void import('../api/signup-preselection.ts').then((module) => {
      if (!current) return;
      const preselection = module.readSignupPreselection(state);
      setChosen({ preselection, labels: module.preselectionLabels(preselection) });
    });
    return () => {
      current = false;
    };
  }, [hydrated, state]);
  return chosen;
}

/** /patient/signup and /provider/signup: the form, then "Check your email". */
export function SignupPage({ variant }: { variant: SignupVariant }) {
  const copy = COPY[variant];
  usePageMeta({ title: copy.title, description: copy.description });
  const location = useLocation();
  const [state] = useState<unknown>(location.state);
  const chosen = useSignupPreselection(state);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <AuthLayout title="Check your email" centered>
        <CheckEmailNotice email={sentTo} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={copy.title}
      intro={copy.intro}
      width="wide"
      links={
        <>
          <p>
            Already have an account? <Link to="/login">Log in</Link>
          </p>
          <p>
            {copy.other.question} <Link to={copy.other.to}>{copy.other.label}</Link>
          </p>
        </>
      }
    >
      <SignupForm
        variant={variant}
        preselection={chosen.preselection}
        chosen={chosen.labels}
        onSignedUp={setSentTo}
      />
    </AuthLayout>
  );
}
