import { Art, Backdrop, INK } from './Art.tsx';

/** A document with a shield: privacy, consent and terms. */
export function DocumentArt() {
  return (
    <Art>
      <Backdrop />
      <rect
        x="120"
        y="50"
        width="180"
        height="240"
        rx="12"
        fill={INK.white}
        stroke={INK.navy}
        strokeWidth="4"
      />
      {[90, 114, 138, 162, 186].map((y, i) => (
        <rect key={y} x="146" y={y} width={i % 2 ? 96 : 128} height="9" rx="4.5" fill={INK.navySoft} />
      ))}
      <path d="M300 170l60 22v40c0 40-26 64-60 78-34-14-60-38-60-78v-40z" fill={INK.teal} />
      <path
        d="M278 244l16 16 30-32"
        fill="none"
        stroke={INK.white}
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Art>
  );
}
