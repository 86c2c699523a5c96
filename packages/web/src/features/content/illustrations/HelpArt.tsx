import { Art, Backdrop, INK } from './Art.tsx';

/** A signpost with three ways: patients, providers, partners. */
export function HelpArt() {
  return (
    <Art>
      <Backdrop />
      <rect x="212" y="60" width="16" height="236" rx="6" fill={INK.navy} />
      <path d="M100 84h124v44H100l-22-22z" fill={INK.teal} />
      <path d="M216 146h126l22 22-22 22H216z" fill={INK.navy} />
      <path d="M120 208h104v44H120l-22-22z" fill={INK.amber} />
      <rect x="118" y="100" width="78" height="10" rx="5" fill={INK.white} />
      <rect x="238" y="162" width="88" height="10" rx="5" fill={INK.white} />
      <rect x="136" y="224" width="66" height="10" rx="5" fill={INK.white} />
      <path d="M150 298h140" stroke={INK.navy} strokeWidth="6" strokeLinecap="round" />
      <circle cx="220" cy="54" r="12" fill={INK.amber} />
    </Art>
  );
}
