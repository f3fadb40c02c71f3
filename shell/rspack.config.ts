import path from 'node:path';
import { createAppConfig, shellPort } from '../rspack.shared';
import { devServerRendering } from './dev-ssr';

export default createAppConfig({
  dir: path.resolve(__dirname),
  port: shellPort(),
  name: 'shell',
  runtimePlugins: [path.resolve(__dirname, 'src/remotes/report-remote-errors.ts')],
  devFirstMiddleware: devServerRendering,
});
