import { UPLOAD } from '@carespace/domain';
import { useState } from 'react';
import { Empty } from './plain/Empty.tsx';
import './ImageWithFallback.css';

/** Shown when a picture fails to load: a plain picture frame in the palette (no network needed). */
export const FALLBACK_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" rx="12" fill="#F6F8F8"/>' +
    '<rect x="28" y="34" width="64" height="52" rx="6" fill="none" stroke="#52606D" stroke-width="4"/>' +
    '<circle cx="48" cy="52" r="6" fill="#0F6E6E"/><path d="M32 82l18-18 12 12 10-10 16 16" fill="none" stroke="#0F6E6E" stroke-width="4" stroke-linejoin="round"/></svg>',
)}`;

export interface ImageWithFallbackProps {
  /** No source means there is no picture yet. */
  src?: string | null;
  alt: string;
  width?: number | string;
  height?: number | string;
  /** Default FALLBACK_IMAGE. */
  fallback?: string;
  className?: string;
}

/**
 * A picture that falls back to a placeholder when it fails to load, and says 'No Pictures Yet' when there is none.
 * Plain React and CSS, for pages without antd too; ImageWithPreview adds click-to-enlarge on pages built with antd.
 */
export function ImageWithFallback({
  src,
  alt,
  width,
  height,
  fallback = FALLBACK_IMAGE,
  className,
}: ImageWithFallbackProps) {
  // Remembered per source, so a new source gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src) {
    return (
      <div className={className ? `cs-image-fallback ${className}` : 'cs-image-fallback'} style={{ width }}>
        <Empty description={UPLOAD.noPictures} />
      </div>
    );
  }
  return (
    <img
      className={className}
      src={failedSrc === src ? fallback : src}
      alt={alt}
      style={{ width, height, objectFit: 'cover' }}
      onError={() => setFailedSrc(src)}
    />
  );
}
