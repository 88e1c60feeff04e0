import { describe, expect, it } from 'vitest';
import { summariseAgent } from '../../../src/shared/user-agent.js';

describe('summariseAgent', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36', 'Chrome', 'Linux'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari',
      'macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    ['Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0', 'Firefox', 'Android'],
    ['backoffice-cli/0.1.0 node/22.1.0 linux', 'Backoffice CLI', 'Linux'],
    ['curl/8.5.0', 'curl', null],
    ['node', 'Node.js', null],
  ])('%s', (ua, browser, system) => {
    expect(summariseAgent(ua)).toEqual({ browser, system });
  });

  it('knows nothing of an empty or unknown agent', () => {
    expect(summariseAgent(null)).toEqual({ browser: null, system: null });
    expect(summariseAgent('')).toEqual({ browser: null, system: null });
    expect(summariseAgent('Mystery/1')).toEqual({ browser: null, system: null });
  });
});
