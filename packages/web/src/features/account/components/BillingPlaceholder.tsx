import { Card } from '../../../components/plain/Card.tsx';

/**
 * The admin-only Properties and Matches tabs when there is nothing to list: an account without a practice (a
 * patient or an admin) has no listings or matches of its own.
 */
export function AdminTabPlaceholder({
  kind,
  hasPractice,
}: {
  kind: 'properties' | 'matches';
  hasPractice: boolean;
}) {
  return (
    <Card
      title={<h2 className="cs-account__card-title">{kind === 'properties' ? 'Properties' : 'Matches'}</h2>}
    >
      <p>
        {hasPractice
          ? 'The practice’s listings and matches are not available here just now.'
          : kind === 'properties'
            ? 'This account has no practice, so it has no properties to list.'
            : 'This account has no practice, so it has no property matches.'}
      </p>
      <span className="cs-account__muted">Only administrators see this tab.</span>
    </Card>
  );
}
