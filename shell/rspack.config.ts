import path from 'node:path';
import { createAppConfig } from '../rspack.shared';

export default createAppConfig({
  dir: path.resolve(__dirname),
  name: 'shell',
  runtimePlugins: [
    path.resolve(__dirname, 'src/remotes/report-remote-errors.ts'),
    path.resolve(__dirname, 'src/remotes/release-integrity.ts'),
  ],
});
