import { Image } from 'antd';
import { useState } from 'react';
import { FALLBACK_IMAGE, ImageWithFallback, type ImageWithFallbackProps } from './ImageWithFallback.tsx';

/**
 * A picture that enlarges on click (antd's preview), with ImageWithFallback's fallback and 'No Pictures Yet': for
 * pages built with antd, such as a property's photos. Pages without antd use ImageWithFallback.
 */
export function ImageWithPreview({
  src,
  alt,
  width,
  height,
  fallback = FALLBACK_IMAGE,
  className,
}: ImageWithFallbackProps) {
  // Remembered per source, so a new source gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src) return <ImageWithFallback src={src} alt={alt} width={width} className={className} />;
  return (
    <Image
      className={className}
      src={failedSrc === src ? fallback : src}
      alt={alt}
      width={width}
      height={height}
      fallback={fallback}
      onError={() => setFailedSrc(src)}
      preview
      style={{ objectFit: 'cover' }}
    />
  );
}
