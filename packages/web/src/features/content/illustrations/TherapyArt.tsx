import { Art, Backdrop, INK } from './Art.tsx';

/** Two people talking: speech bubbles and a heart. */
export function TherapyArt() {
  return (
    <Art>
      <Backdrop />
      <rect
        x="70"
        y="70"
        width="190"
        height="110"
        rx="24"
        fill={INK.white}
        stroke={INK.navy}
        strokeWidth="4"
      />
      <path
        d="M110 178l-8 34 38-34"
        fill={INK.white}
        stroke={INK.navy}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <rect x="96" y="102" width="120" height="10" rx="5" fill={INK.navySoft} />
      <rect x="96" y="122" width="138" height="10" rx="5" fill={INK.navySoft} />
      <rect x="96" y="142" width="80" height="10" rx="5" fill={INK.navySoft} />
      <rect x="196" y="158" width="180" height="100" rx="24" fill={INK.teal} />
      <path d="M334 256l10 34-40-34" fill={INK.teal} />
      <path
        d="M286 230c-22-14-36-26-36-42 0-10 8-18 18-18 8 0 14 4 18 10 4-6 10-10 18-10 10 0 18 8 18 18 0 16-14 28-36 42z"
        fill={INK.amber}
      />
      <circle cx="104" cy="262" r="22" fill={INK.navy} />
      <path d="M66 320c0-24 17-40 38-40s38 16 38 40z" fill={INK.navy} />
      <circle cx="370" cy="64" r="10" fill={INK.tealMid} />
      <circle cx="392" cy="94" r="6" fill={INK.amber} />
    </Art>
  );
}
