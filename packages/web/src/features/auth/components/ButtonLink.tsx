import { Link } from 'react-router';

export interface ButtonLinkProps {
  to: string;
  children: string;
  /** 'secondary' for the quieter of two actions. */
  variant?: 'primary' | 'secondary';
}

/** A link that looks like the card's main button (an <a>, so it can be opened in a new tab); spans the card. */
export function ButtonLink({ to, children, variant = 'primary' }: ButtonLinkProps) {
  return (
    <Link
      to={to}
      className={`cs-button cs-button--block${variant === 'secondary' ? ' cs-button--secondary' : ''}`}
    >
      {children}
    </Link>
  );
}
