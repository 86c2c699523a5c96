import { Link } from 'react-router';
import { usePageMeta } from '../lib/page-meta.ts';
import { Logo } from './Logo.tsx';
import './NotFoundPage.css';

/** Any unknown path. Plain React and CSS so it stays light. */
export default function NotFoundPage() {
  usePageMeta({
    title: 'Page not found',
    description:
      "We couldn't find the page you asked for. It may have moved, or the address may have a typo.",
    noindex: true,
  });
  return (
    <main className="cs-not-found">
      <Link to="/" className="cs-not-found__logo" aria-label="Carespace">
        <Logo height={36} />
      </Link>
      <div className="cs-not-found__body">
        <p className="cs-not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="cs-not-found__title">Page not found</h1>
        <p className="cs-not-found__text">
          We couldn't find the page you asked for. It may have moved, or the address may have a typo.
        </p>
        <Link to="/" className="cs-button cs-not-found__home">
          Go to the home page
        </Link>
      </div>
    </main>
  );
}

export { NotFoundPage };
