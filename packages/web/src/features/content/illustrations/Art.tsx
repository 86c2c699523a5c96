import type { ReactNode } from 'react';

/** Palette of the illustrations (the brand colours and their tints). */
export const INK = {
  teal: '#0F6E6E',
  tealSoft: '#E3F0F0',
  tealMid: '#9FCFCB',
  navy: '#1D4E89',
  navySoft: '#DCE6F2',
  amber: '#E8A33D',
  amberSoft: '#FCEBD0',
  grey: '#D5DFDF',
  white: '#FFFFFF',
} as const;

/** The frame of every hero illustration: decorative (the copy says it all), sized to avoid layout shift. */
export function Art({
  children,
  width = 440,
  height = 340,
}: {
  children: ReactNode;
  width?: number;
  height?: number;
}) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      className="cs-art"
    >
      {children}
    </svg>
  );
}

/** A soft blob behind each illustration. */
export function Backdrop() {
  return (
    <path d="M60 170c0-80 70-140 160-140s170 40 170 130-60 150-170 150S60 250 60 170z" fill={INK.tealSoft} />
  );
}
