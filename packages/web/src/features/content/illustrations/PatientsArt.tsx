import { Art, Backdrop, INK } from './Art.tsx';

/** A phone with a provider chat, a pill bottle and a parcel: the online visit and delivery. */
export function PatientsArt() {
  return (
    <Art>
      <Backdrop />
      <rect x="150" y="40" width="140" height="250" rx="22" fill={INK.navy} />
      <rect x="160" y="58" width="120" height="214" rx="12" fill={INK.white} />
      <circle cx="182" cy="84" r="12" fill={INK.tealMid} />
      <circle cx="182" cy="80" r="5" fill={INK.teal} />
      <path d="M173 92a9 7 0 0 1 18 0" fill={INK.teal} />
      <rect x="200" y="76" width="60" height="8" rx="4" fill={INK.grey} />
      <rect x="200" y="88" width="40" height="6" rx="3" fill={INK.grey} />
      <rect x="170" y="112" width="86" height="34" rx="10" fill={INK.tealSoft} />
      <rect x="180" y="122" width="60" height="6" rx="3" fill={INK.teal} />
      <rect x="180" y="133" width="40" height="6" rx="3" fill={INK.tealMid} />
      <rect x="190" y="156" width="80" height="30" rx="10" fill={INK.navySoft} />
      <rect x="200" y="165" width="56" height="6" rx="3" fill={INK.navy} />
      <rect x="200" y="175" width="34" height="5" rx="2.5" fill={INK.navy} opacity="0.5" />
      <rect x="170" y="196" width="92" height="36" rx="10" fill={INK.tealSoft} />
      <path
        d="M182 214l7 7 13-14"
        fill="none"
        stroke={INK.teal}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="210" y="210" width="40" height="6" rx="3" fill={INK.teal} />
      <rect x="180" y="250" width="80" height="10" rx="5" fill={INK.teal} />
      <rect x="300" y="168" width="62" height="92" rx="10" fill={INK.amber} />
      <rect x="294" y="150" width="74" height="24" rx="6" fill={INK.navy} />
      <rect x="308" y="192" width="46" height="42" rx="6" fill={INK.white} />
      <rect x="327" y="199" width="8" height="28" rx="2" fill={INK.teal} />
      <rect x="317" y="209" width="28" height="8" rx="2" fill={INK.teal} />
      <rect
        x="70"
        y="206"
        width="86"
        height="70"
        rx="8"
        fill={INK.amberSoft}
        stroke={INK.amber}
        strokeWidth="3"
      />
      <path d="M70 226h86M113 206v20" stroke={INK.amber} strokeWidth="3" />
      <rect x="84" y="244" width="34" height="6" rx="3" fill={INK.amber} />
    </Art>
  );
}
