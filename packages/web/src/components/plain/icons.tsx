import type { ReactNode, SVGProps } from 'react';

/*
 * The few icons the plain components draw, inline: an icon font or icon package would cost more than the page.
 * All are 1em square in the text's colour, and hidden from assistive technology unless given a label.
 */

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'aria-label' | 'role'> & {
  /** What the icon says, when it says something the text beside it does not; otherwise it is hidden. */
  label?: string;
};

const FRAME = { viewBox: '0 0 24 24', width: '1em', height: '1em', fill: 'currentColor', focusable: false };

function Icon({ children, label, ...props }: IconProps & { children: ReactNode }) {
  if (label !== undefined) {
    return (
      <svg {...FRAME} {...props} role="img" aria-label={label}>
        {children}
      </svg>
    );
  }
  return (
    <svg {...FRAME} {...props} aria-hidden="true">
      {children}
    </svg>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4.3-4.3 1.4-1.4 2.9 2.9 5.9-5.9 1.4 1.4-7.3 7.3Z" />
    </Icon>
  );
}

export function InfoCircleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z" />
    </Icon>
  );
}

export function WarningCircleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
    </Icon>
  );
}

export function ErrorCircleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm3.5 12.1-1.4 1.4L12 13.4l-2.1 2.1-1.4-1.4 2.1-2.1-2.1-2.1 1.4-1.4 2.1 2.1 2.1-2.1 1.4 1.4-2.1 2.1 2.1 2.1Z" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m13.4 12 5.3-5.3-1.4-1.4-5.3 5.3-5.3-5.3-1.4 1.4 5.3 5.3-5.3 5.3 1.4 1.4 5.3-5.3 5.3 5.3 1.4-1.4-5.3-5.3Z" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m9 16.2-4.2-4.2-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
    </Icon>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z" />
    </Icon>
  );
}

const CHEVRONS = {
  left: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6 4.6-4.6Z',
  right: 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6-4.6 4.6Z',
  down: 'M7.4 8.6 6 10l6 6 6-6-1.4-1.4-4.6 4.6-4.6-4.6Z',
} as const;

export function ChevronIcon({ direction, ...props }: IconProps & { direction: keyof typeof CHEVRONS }) {
  return (
    <Icon {...props}>
      <path d={CHEVRONS[direction]} />
    </Icon>
  );
}

/** A sortable header's two carets, the one for the current order filled in (antd's look). */
export function SortIcon({ sorted, ...props }: IconProps & { sorted: 'asc' | 'desc' | null }) {
  return (
    <Icon {...props} className="cs-ui-sort-icon">
      <path d="m12 3 5 6H7l5-6Z" opacity={sorted === 'asc' ? 1 : 0.3} />
      <path d="m12 21-5-6h10l-5 6Z" opacity={sorted === 'desc' ? 1 : 0.3} />
    </Icon>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M11 3h2v9.2l3.3-3.3 1.4 1.4L12 16l-5.7-5.7 1.4-1.4 3.3 3.3V3ZM4 18h16v2H4v-2Z" />
    </Icon>
  );
}
