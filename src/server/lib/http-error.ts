import type { z } from 'zod';

/** An error with an HTTP status that the global handler answers as { statusCode, message }. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** First zod issue as "path: message" (never the input value). */
export const issueMessage = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
};

export function parseOr400<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw badRequest(issueMessage(r.error));
  return r.data as z.output<S>;
}
