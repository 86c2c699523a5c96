import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';
import './SvgIcon.css';

function draw(node: AbstractNode, key?: number): ReactNode {
  return createElement(node.tag, { key, ...node.attrs }, node.children?.map(draw));
}

/**
 * One of antd's icons (`@ant-design/icons-svg/es/asn/…`, the drawings antd's icon components use), drawn as a
 * plain inline SVG: the same picture without the icon components' runtime, which costs a phone about 11 KB
 * (gzipped) on pages built without antd. Decorative (beside a text or inside a named button) unless given a
 * `label`, which names it as antd's icons are named (the drawing's name: 'woman', 'bank').
 */
export function SvgIcon({
  icon,
  className,
  label,
}: {
  icon: IconDefinition;
  className?: string;
  label?: string;
}) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  const naming = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <span className={className ? `cs-svg-icon ${className}` : 'cs-svg-icon'} {...naming}>
      {createElement(
        'svg',
        { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor', focusable: 'false' },
        svg.children?.map(draw),
      )}
    </span>
  );
}
