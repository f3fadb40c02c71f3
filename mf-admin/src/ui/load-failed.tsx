import { Alert, Button } from 'antd';
import { MESSAGES } from 'shared-contracts';

/** A list or form that could not be loaded: what failed, and a retry (the API may be back by then). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      action={
        <Button size="small" onClick={onRetry}>
          {MESSAGES.tryAgain}
        </Button>
      }
    />
  );
}
