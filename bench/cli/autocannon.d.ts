declare module 'autocannon' {
  interface Result {
    requests: { average: number; total: number };
    duration: number;
    non2xx: number;
    errors: number;
  }
  function autocannon(opts: Record<string, unknown>): Promise<Result>;
  export default autocannon;
}
