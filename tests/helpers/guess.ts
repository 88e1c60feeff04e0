import { request as httpRequest } from 'node:http';

/**
 * A wrong sign-in sent to `loginUrl` from a given loopback address (Linux routes all of 127.0.0.0/8 to lo):
 * an attacker's. Answers the status.
 */
export const guessFrom = (loginUrl: string, from: string, email: string, password: string) =>
  new Promise<number>((resolve, reject) => {
    const u = new URL(loginUrl);
    const req = httpRequest(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ email, password }));
  });
