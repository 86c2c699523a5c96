import { FileSearchOutlined } from '@ant-design/icons';
import { Result, Typography } from 'antd';
import { Link } from 'react-router';
import { useShell } from '../../lib/shell-context.ts';
import { AREA_PATH } from './area-access.ts';

/** An unknown path inside an area: page-not-found, still inside the shell so the menu stays at hand. */
export function AreaNotFound() {
  const { area } = useShell();
  return (
    <Result
      icon={<FileSearchOutlined style={{ color: 'var(--cs-color-primary)' }} />}
      title={
        <Typography.Title level={2} style={{ margin: 0 }}>
          Page not found
        </Typography.Title>
      }
      subTitle="We couldn't find the page you asked for. It may have moved, or the address may have a typo."
      extra={<Link to={AREA_PATH[area]}>Go to your dashboard</Link>}
    />
  );
}
