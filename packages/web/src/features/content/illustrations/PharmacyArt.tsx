import { Art, Backdrop, INK } from './Art.tsx';

/** A pharmacy shelf: bottles, a blister pack and a parcel on its way. */
export function PharmacyArt() {
  return (
    <Art>
      <Backdrop />
      <rect x="70" y="230" width="300" height="14" rx="7" fill={INK.navy} />
      <rect x="96" y="138" width="62" height="92" rx="10" fill={INK.amber} />
      <rect x="90" y="120" width="74" height="24" rx="6" fill={INK.navy} />
      <rect x="106" y="164" width="42" height="40" rx="6" fill={INK.white} />
      <rect x="124" y="170" width="7" height="28" rx="2" fill={INK.teal} />
      <rect x="113" y="180" width="28" height="7" rx="2" fill={INK.teal} />
      <rect x="176" y="166" width="46" height="64" rx="8" fill={INK.tealMid} />
      <rect x="172" y="152" width="54" height="18" rx="5" fill={INK.teal} />
      <rect
        x="236"
        y="150"
        width="110"
        height="80"
        rx="10"
        fill={INK.white}
        stroke={INK.navy}
        strokeWidth="4"
      />
      {[176, 206].map((y) =>
        [260, 290, 320].map((x) => (
          <ellipse
            key={`${x}-${y}`}
            cx={x}
            cy={y}
            rx="11"
            ry="8"
            fill={INK.tealSoft}
            stroke={INK.teal}
            strokeWidth="3"
          />
        )),
      )}
      <rect
        x="250"
        y="262"
        width="104"
        height="60"
        rx="6"
        fill={INK.amberSoft}
        stroke={INK.amber}
        strokeWidth="3"
      />
      <path d="M250 280h104M302 262v18" stroke={INK.amber} strokeWidth="3" />
      <path d="M96 290h120M120 310h80" stroke={INK.tealMid} strokeWidth="6" strokeLinecap="round" />
      <circle cx="180" cy="70" r="26" fill={INK.white} stroke={INK.teal} strokeWidth="4" />
      <path
        d="M168 70l9 9 16-18"
        fill="none"
        stroke={INK.teal}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Art>
  );
}
