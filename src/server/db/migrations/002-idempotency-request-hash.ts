/** Idempotency keys remember a hash of the request body: the same key with another body is a 422. */
export const id = '002-idempotency-request-hash';
export const sql = /* sql */ `
alter table idempotency_keys add column if not exists request_hash text;
`;
