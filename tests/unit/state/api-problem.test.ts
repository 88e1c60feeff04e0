import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, InvalidTokenError, NetworkError, ValidationError, errorFor } from '../../../src/api/errors.js';
import { apiProblemOf, apiProblemText, isApiProblem, reportApiProblem, requestUrlOf } from '../../../src/state/api-problem.js';
import type { AdminEventMap, AdminEventName } from '../../../src/state/events.js';

const withRequest = <E extends ApiError>(e: E, url: string): E => Object.assign(e, { request: { url } as Request });
const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`;

afterEach(() => vi.restoreAllMocks());

describe('API problems (issue 36)', () => {
  it('no answer, 404, 5xx and a non-JSON answer are problems; session errors and refusals of a request are not', () => {
    expect(isApiProblem(new NetworkError('Failed to fetch'))).toBe(true);
    expect(isApiProblem(errorFor(404, 'Not found', { code: 'not_found' }))).toBe(true);
    expect(isApiProblem(errorFor(503, 'busy', { code: 'server_busy' }))).toBe(true);
    expect(isApiProblem(new ApiError('The server answered with a malformed body', 200, '<html>'))).toBe(true);
    expect(isApiProblem(new InvalidTokenError('invalid token', 401))).toBe(false);
    expect(isApiProblem(errorFor(401, 'Unauthorized'))).toBe(false);
    expect(isApiProblem(new ValidationError('bad', 400))).toBe(false);
    expect(isApiProblem(errorFor(409, 'taken', { code: 'username_taken' }))).toBe(false);
    expect(isApiProblem(new Error('not an API error'))).toBe(false);
    expect(isApiProblem(null)).toBe(false);
  });

  it('the detail: status 0 when unreachable, the URL without its query, the code or null', () => {
    expect(apiProblemOf(withRequest(new NetworkError('x'), 'http://127.0.0.1:9/v1/members?page=2'))).toEqual({
      status: 0,
      url: 'http://127.0.0.1:9/v1/members',
      code: null,
    });
    expect(apiProblemOf(withRequest(errorFor(404, 'Not found', { code: 'not_found' }), 'http://h/x/v1/accounts/member'))).toEqual({
      status: 404,
      url: 'http://h/x/v1/accounts/member',
      code: 'not_found',
    });
    expect(requestUrlOf(new NetworkError('no request'))).toBe('');
  });

  it('the text names the server, and the status with the URL', () => {
    expect(apiProblemText(t, new NetworkError('x'), 'http://127.0.0.1:9/v1')).toBe(
      'errors.api.unreachable {"base":"http://127.0.0.1:9/v1"}',
    );
    expect(apiProblemText(t, withRequest(errorFor(404, 'Not found'), 'http://h/v2/accounts/member'), 'http://h/v2')).toBe(
      'errors.api.status {"base":"http://h/v2","status":404,"url":"http://h/v2/accounts/member"}',
    );
  });

  it('reportApiProblem: an event per failed call, one console warning per URL, nothing for a refusal', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const emitted: [AdminEventName, unknown][] = [];
    const host = { emit: <K extends AdminEventName>(type: K, detail: AdminEventMap[K]) => (emitted.push([type, detail]), true) };
    const dead = () => withRequest(new NetworkError('x'), 'http://127.0.0.1:9/v1/once-per-url-test?page=1');
    reportApiProblem(dead(), host);
    reportApiProblem(dead(), host);
    reportApiProblem(new ValidationError('bad', 400), host);
    expect(emitted).toEqual([
      ['admin-api-error', { status: 0, url: 'http://127.0.0.1:9/v1/once-per-url-test', code: null }],
      ['admin-api-error', { status: 0, url: 'http://127.0.0.1:9/v1/once-per-url-test', code: null }],
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('http://127.0.0.1:9/v1/once-per-url-test');
  });
});
