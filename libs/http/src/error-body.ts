/** Every error answer of the API (DESIGN §8). */
export type ErrorBody = {
  statusCode: number;
  code: string;
  message: string;
  details?: unknown;
  correlationId?: string;
};
