import { useId } from 'react';

export interface LogoProps {
  /** Rendered height in px; the width follows. */
  height?: number;
  /** The mark alone, without the word mark (e.g. a narrow header). */
  markOnly?: boolean;
  className?: string;
}

const BRAND = '#0F6E6E';

/** The mark: a rounded square holding an open doorway with a cross in it, standing on a threshold. */
function Mark() {
  return (
    <>
      <rect width="40" height="40" rx="10" fill={BRAND} />
      <path
        d="M11 31.5V9.5h18v22"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M7.5 31.5h25" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <rect x="18.5" y="15.5" width="3" height="10" rx="0.75" fill="#fff" />
      <rect x="15" y="19" width="10" height="3" rx="0.75" fill="#fff" />
    </>
  );
}

/** The Carespace logo, drawn in the repository (no image file to fetch). */
export function Logo({ height = 32, markOnly = false, className }: LogoProps) {
  const titleId = useId();
  const viewWidth = markOnly ? 40 : 186;
  return (
    <svg
      className={className}
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${viewWidth} 40`}
      height={height}
      width={(height * viewWidth) / 40}
    >
      <title id={titleId}>Carespace</title>
      <Mark />
      {!markOnly && (
        <text
          x="52"
          y="29"
          fill={BRAND}
          fontFamily="'Inter Variable', system-ui, sans-serif"
          fontSize="27"
          fontWeight="650"
          letterSpacing="-0.4"
          textLength="132"
          lengthAdjust="spacingAndGlyphs"
        >
          Carespace
        </text>
      )}
    </svg>
  );
}
