/** Errors a service throws to answer with a status and a `{message}` the user can read. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** For a 429: when to try again, sent as Retry-After like the per-address limits' answers. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, retryAfterSeconds);
