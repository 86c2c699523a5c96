import { Art, Backdrop, INK } from './Art.tsx';

/** Carespace in the middle of its partners: a pharmacy, a building and an employer. */
export function PartnersArt() {
  return (
    <Art>
      <Backdrop />
      <path
        d="M220 170L112 96M220 170l114-70M220 170v100"
        stroke={INK.tealMid}
        strokeWidth="5"
        strokeDasharray="2 12"
        strokeLinecap="round"
      />
      <rect x="186" y="136" width="68" height="68" rx="18" fill={INK.teal} />
      <path
        d="M204 190v-40h32v40M198 190h44"
        fill="none"
        stroke={INK.white}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="217" y="158" width="6" height="20" rx="1.5" fill={INK.white} />
      <rect x="210" y="165" width="20" height="6" rx="1.5" fill={INK.white} />
      <circle cx="108" cy="92" r="50" fill={INK.white} stroke={INK.navy} strokeWidth="4" />
      <rect x="92" y="74" width="32" height="44" rx="6" fill={INK.amber} />
      <rect x="88" y="64" width="40" height="14" rx="4" fill={INK.navy} />
      <rect x="100" y="88" width="16" height="16" rx="3" fill={INK.white} />
      <circle cx="336" cy="96" r="50" fill={INK.white} stroke={INK.navy} strokeWidth="4" />
      <rect
        x="310"
        y="76"
        width="52"
        height="44"
        rx="4"
        fill={INK.navySoft}
        stroke={INK.navy}
        strokeWidth="3"
      />
      <path d="M322 88h8m12 0h8m-28 12h8m12 0h8" stroke={INK.navy} strokeWidth="4" strokeLinecap="round" />
      <rect x="330" y="106" width="12" height="14" fill={INK.navy} />
      <circle cx="220" cy="278" r="46" fill={INK.white} stroke={INK.navy} strokeWidth="4" />
      <rect x="194" y="264" width="52" height="34" rx="6" fill={INK.teal} />
      <path d="M208 264v-8a4 4 0 0 1 4-4h16a4 4 0 0 1 4 4v8" fill="none" stroke={INK.teal} strokeWidth="4" />
      <path d="M194 278h52" stroke={INK.white} strokeWidth="3" />
    </Art>
  );
}
