import { describe, expect, it } from 'vitest';
import type { Session } from '../../../src/api/contract/access.js';
import { agentLabel, sessionLabel } from '../../../src/ui/session-label.js';

// A translator that shows the key and its parameters, so the test reads which text was chosen.
const t = (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key);

describe('agentLabel', () => {
  it('names the browser and the system', () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    expect(agentLabel(ua, t)).toBe('profile.sessions.agent {"browser":"Chrome","system":"Linux"}');
  });
  it('says the one part it knows', () => {
    expect(agentLabel('curl/8.5.0', t)).toBe('curl');
  });
  it('says unknown for an empty or missing agent', () => {
    expect(agentLabel('', t)).toBe('profile.sessions.unknownAgent');
    expect(agentLabel(null, t)).toBe('profile.sessions.unknownAgent');
  });
  it('is what a session is called', () => {
    const s = { userAgent: 'node' } as Session;
    expect(sessionLabel(s, t)).toBe('Node.js');
  });
});
