import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';
import './SvgIcon.css';

function draw(node: AbstractNode, key?: number): ReactNode {
  return createElement(node.tag, { key, ...node.attrs }, node.children?.map(draw));
}

/**
 * One of antd's icons (`@ant-design/icons-svg/es/asn/…`, the drawings antd's icon components use), drawn as a
 * plain inline SVG: the same picture without the icon components' runtime, which costs a phone about 11 KB
 * (gzipped) on pages built without antd. Decorative: it sits beside a text or inside a named button.
 */
export function SvgIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span className={className ? `cs-svg-icon ${className}` : 'cs-svg-icon'} aria-hidden="true">
      {createElement(
        'svg',
        { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor', focusable: 'false' },
        svg.children?.map(draw),
      )}
    </span>
  );
}
