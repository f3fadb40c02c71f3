import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A titled card of the dashboard's figures; its heading names it for assistive technology. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card style={{ marginTop: 16 }}>
      <section aria-labelledby={id}>
        <Typography.Title id={id} level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </section>
    </Card>
  );
}
