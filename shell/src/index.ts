import { startRemotesConfigRequest } from './remotes/remotes-config-request';

startRemotesConfigRequest();
// An async boundary, so shared modules are negotiated before any of them runs.
import('./bootstrap');
