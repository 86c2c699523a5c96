import { Link } from 'react-router';
import { CATEGORY_CODES, CATEGORY_NAMES, categorySlug } from '../api/categories.ts';

/*
 * The online visit's screens that are not steps of the questionnaire: waits, load errors, the condition chooser
 * and the paid visit.
 */

const NOT_FOUND =
  'We could not open this visit. If you started it with an account, log in and open it from your dashboard; otherwise, please start again.';

/** While a step's code or the saved visit loads. */
export function StepLoading() {
  return (
    <p className="cs-gs__status" role="status">
      One moment…
    </p>
  );
}

/** The visit in the URL could not be opened: log in when it is not this visitor's (or gone), otherwise try again. */
export function VisitNotOpened({
  notFound,
  message,
  from,
  onRetry,
}: {
  notFound: boolean;
  message: string | undefined;
  from: string;
  onRetry: () => void;
}) {
  return (
    <div className="cs-gs__form">
      <p className="cs-gs__alert cs-gs__alert--error" role="alert">
        {notFound ? NOT_FOUND : message}
      </p>
      <div className="cs-gs__actions">
        {notFound ? (
          <Link className="cs-button" to="/login" state={{ from }}>
            Log in
          </Link>
        ) : (
          <button type="button" className="cs-button" onClick={onRetry}>
            Try again
          </button>
        )}
        <Link className="cs-button cs-button--secondary" to="/what-we-treat">
          Start again
        </Link>
      </div>
    </div>
  );
}

/** The bare /get-started: the conditions to choose from, each a link carrying its category. */
export function CategoryChooser({ categoryParam }: { categoryParam: string }) {
  return (
    <div className="cs-gs__form">
      <p className="cs-gs__lead">
        Choose a condition. A licensed provider reviews your answers and decides whether treatment is right
        for you.
      </p>
      <ul className="cs-gs__categories">
        {CATEGORY_CODES.map((code) => (
          <li key={code}>
            <Link className="cs-gs__category" to={`/get-started?${categoryParam}=${categorySlug(code)}`}>
              {CATEGORY_NAMES[code]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The questionnaire's definition could not be loaded. */
export function QuestionsNotLoaded({
  message,
  onRetry,
}: {
  message: string | undefined;
  onRetry: () => void;
}) {
  return (
    <div className="cs-gs__form">
      <p className="cs-gs__alert cs-gs__alert--error" role="alert">
        {message}
      </p>
      <div className="cs-gs__actions">
        <button type="button" className="cs-button" onClick={onRetry}>
          Try again
        </button>
      </div>
    </div>
  );
}

/** A visit already paid: it is with the providers, followed on the dashboard. */
export function VisitPaid() {
  return (
    <div className="cs-gs__form">
      <p className="cs-gs__lead">
        This visit is paid and a provider is reviewing it. You can follow its progress on your dashboard.
      </p>
      <div className="cs-gs__actions">
        <Link className="cs-button" to="/rx">
          Go to your dashboard
        </Link>
      </div>
    </div>
  );
}
