import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

export interface ButtonLinkProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  to: string;
}

/** A link that looks like an antd button (an <a>, so it can be opened in a new tab) and navigates in-app. */
export function ButtonLink({ to, ...props }: ButtonLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={to} onClick={onClick} />;
}
