/** What every route plugin and service needs, built once by buildApp. */

import type { AccountThrottle } from './auth/login-throttle.js';
import type { Tokens } from './auth/tokens.js';
import type { BackInStockSender } from './back-in-stock/mails.js';
import type { ApiConfig } from './config.js';
import type { Database, Db } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { CatalogueChanges } from './products/catalogue-changes.js';
import type { CatalogueReads } from './products/catalogue-reads.js';
import type { SharedRedis } from './shared-state/redis.js';
import type { ImageStorage } from './uploads/image-storage.js';

export interface AppContext {
  config: ApiConfig;
  database: Database;
  db: Db;
  tokens: Tokens;
  /** Failed logins per account, across replicas when they share a Redis. */
  loginThrottle: AccountThrottle;
  /** Reset codes mailed per email. */
  resetCodeRequests: AccountThrottle;
  /** Wrong reset codes per email. */
  resetFailures: AccountThrottle;
  mailer: Mailer;
  /** Delivers the back-in-stock mails a restock queued; wake it after that commit. */
  backInStock: BackInStockSender;
  images: ImageStorage;
  catalogueReads: CatalogueReads;
  /** Announce after every committed catalogue write; the remembered pages listen. */
  catalogueChanges: CatalogueChanges;
  /** The Redis the replicas share, when REDIS_URL is set. */
  redis: SharedRedis | null;
  /** Signs login tokens and OTP hashes. */
  secret: string;
}

export interface RouteOptions {
  ctx: AppContext;
}
