import { Flex, Typography } from 'antd';
import { type ReactNode, useId } from 'react';

/**
 * One page of the admin area: a section named by its title (the page's one h1), with the page's
 * main action, when it has one, beside the title.
 */
export function AdminPage({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  const heading = (
    <Typography.Title id={titleId} level={1}>
      {title}
    </Typography.Title>
  );
  return (
    <section aria-labelledby={titleId}>
      {action ? (
        <Flex justify="space-between" align="center" wrap gap={8}>
          {heading}
          {action}
        </Flex>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
