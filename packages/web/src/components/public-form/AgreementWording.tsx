import { AGREEMENTS } from '@carespace/domain';

/**
 * The words of a required agreement, with its two documents as links. They open in a new tab so the form being
 * filled in is not lost. Kept apart from the form kit's checkbox so light pages can use it without the form library.
 */
export function AgreementWording({ variant }: { variant: keyof typeof AGREEMENTS }) {
  const [first, second] = AGREEMENTS[variant];
  return (
    <span>
      I have read and agree to the{' '}
      <a href={first.path} target="_blank" rel="noreferrer">
        {first.label}
      </a>{' '}
      and the{' '}
      <a href={second.path} target="_blank" rel="noreferrer">
        {second.label}
      </a>
      .
    </span>
  );
}
