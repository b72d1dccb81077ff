import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { ConsoleQueryView, type ConsoleQueryViewProps } from './ConsoleQueryView';
import styles from './console-kit.module.css';

interface BaseProps {
  title: ReactNode;
  /** A line under the title: what the page is for. */
  description?: ReactNode;
  /** Buttons at the right of the title (新增, 导出…). */
  actions?: ReactNode;
}

interface PlainProps extends BaseProps {
  query?: undefined;
  children: ReactNode;
}

type QueryProps<T> = BaseProps &
  Omit<ConsoleQueryViewProps<T>, 'children'> & { children: (data: T) => ReactNode };

export type ConsolePageProps<T> = PlainProps | QueryProps<T>;

/**
 * A console page: its title with the actions, then the content. Given a query, the content follows the
 * query's one page state (loading, failure with 重试, empty; ConsoleQueryView).
 */
export function ConsolePage<T>(props: ConsolePageProps<T>) {
  const { title, description, actions } = props;
  return (
    <section className={styles.page}>
      <Flex justify="space-between" align="flex-start" gap={16} className={styles.head}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {description ? <Typography.Text type="secondary">{description}</Typography.Text> : null}
        </div>
        {actions ? <Flex gap={8}>{actions}</Flex> : null}
      </Flex>
      {props.query ? <ConsoleQueryView {...props} query={props.query} /> : props.children}
    </section>
  );
}
