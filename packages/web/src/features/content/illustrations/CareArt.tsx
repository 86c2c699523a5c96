import { Art, Backdrop, INK } from './Art.tsx';

/** A clipboard with a reviewed questionnaire, a stethoscope and a prescription bottle. */
export function CareArt({ accent = INK.teal }: { accent?: string }) {
  return (
    <Art>
      <Backdrop />
      <rect x="120" y="56" width="170" height="232" rx="14" fill={INK.navy} />
      <rect x="132" y="70" width="146" height="206" rx="8" fill={INK.white} />
      <rect x="170" y="46" width="70" height="28" rx="8" fill={INK.grey} stroke={INK.navy} strokeWidth="3" />
      {[104, 146, 188].map((y) => (
        <g key={y}>
          <rect x="148" y={y} width="22" height="22" rx="5" fill={INK.tealSoft} />
          <path
            d={`M153 ${y + 11}l4 5 9-10`}
            fill="none"
            stroke={accent}
            strokeWidth="3.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect x="180" y={y + 3} width="80" height="7" rx="3.5" fill={INK.grey} />
          <rect x="180" y={y + 14} width="52" height="6" rx="3" fill={INK.grey} />
        </g>
      ))}
      <rect x="148" y="232" width="112" height="24" rx="8" fill={accent} />
      <path
        d="M318 92c0 60-24 90-60 110"
        fill="none"
        stroke={INK.navy}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path
        d="M300 78c-10 0-14 10-14 22M336 78c10 0 14 10 14 22M286 100c0 28 14 44 32 44s32-16 32-44"
        fill="none"
        stroke={INK.navy}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="252" cy="204" r="14" fill={INK.amber} stroke={INK.navy} strokeWidth="5" />
      <rect x="312" y="206" width="52" height="80" rx="9" fill={INK.amber} />
      <rect x="306" y="192" width="64" height="20" rx="5" fill={INK.navy} />
      <rect x="320" y="228" width="36" height="34" rx="5" fill={INK.white} />
      <rect x="335" y="234" width="6" height="22" rx="1.5" fill={accent} />
      <rect x="327" y="242" width="22" height="6" rx="1.5" fill={accent} />
    </Art>
  );
}
