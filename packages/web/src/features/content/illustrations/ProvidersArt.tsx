import { Art, Backdrop, INK } from './Art.tsx';

/** A medical building with its doors, one open to a treatment room, and a key: space to practise in. */
export function ProvidersArt() {
  return (
    <Art>
      <Backdrop />
      <rect
        x="96"
        y="80"
        width="220"
        height="200"
        rx="10"
        fill={INK.white}
        stroke={INK.navy}
        strokeWidth="4"
      />
      <rect x="86" y="62" width="240" height="30" rx="8" fill={INK.navy} />
      <rect x="190" y="70" width="32" height="14" rx="3" fill={INK.white} />
      <rect x="202" y="66" width="8" height="22" rx="2" fill={INK.teal} />
      <rect x="195" y="73" width="22" height="8" rx="2" fill={INK.teal} />
      <rect x="116" y="112" width="52" height="44" rx="6" fill={INK.navySoft} />
      <rect x="180" y="112" width="52" height="44" rx="6" fill={INK.navySoft} />
      <rect x="244" y="112" width="52" height="44" rx="6" fill={INK.tealSoft} />
      <path d="M116 134h52M142 112v44M180 134h52M206 112v44" stroke={INK.white} strokeWidth="3" />
      <rect x="122" y="180" width="64" height="100" rx="4" fill={INK.teal} />
      <rect
        x="226"
        y="180"
        width="64"
        height="100"
        rx="4"
        fill={INK.tealSoft}
        stroke={INK.teal}
        strokeWidth="4"
      />
      <path d="M226 180l34 12v96l-34-8z" fill={INK.teal} opacity="0.35" />
      <circle cx="176" cy="232" r="4" fill={INK.white} />
      <rect x="248" y="214" width="22" height="36" rx="3" fill={INK.white} />
      <path d="M259 220v24M249 232h20" stroke={INK.teal} strokeWidth="4" strokeLinecap="round" />
      <path d="M60 282h320" stroke={INK.navy} strokeWidth="4" strokeLinecap="round" />
      <circle cx="352" cy="206" r="22" fill="none" stroke={INK.amber} strokeWidth="8" />
      <path d="M352 228v44m0-14h14m-14 10h10" stroke={INK.amber} strokeWidth="8" strokeLinecap="round" />
    </Art>
  );
}
