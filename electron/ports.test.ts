import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { choosePort, DEFAULT_PORT, isPortFree, preferredPort } from './ports';

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function occupy(host: string, port = 0): Promise<number> {
  const server = net.createServer();
  servers.push(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, resolve);
  });
  return (server.address() as net.AddressInfo).port;
}

describe('port of the server', () => {
  it('is 8080 unless the machine sets a valid PORT', () => {
    expect(DEFAULT_PORT).toBe(8080);
    expect(preferredPort({})).toBe(8080);
    expect(preferredPort({ PORT: '9000' })).toBe(9000);
    expect(preferredPort({ PORT: ' 80 ' })).toBe(80);
    for (const bad of ['0', '70000', 'http', '80.5', '-1', '']) expect(preferredPort({ PORT: bad })).toBe(8080);
  });

  it('sees a port taken by another program as not free, and free once released', async () => {
    const port = await occupy('127.0.0.1');
    expect(await isPortFree(port, '127.0.0.1')).toBe(false);
    await new Promise((resolve) => servers.pop()!.close(resolve));
    expect(await isPortFree(port, '127.0.0.1')).toBe(true);
  });

  it('keeps the preferred port when it is free', async () => {
    const port = await occupy('127.0.0.1');
    await new Promise((resolve) => servers.pop()!.close(resolve));
    expect(await choosePort(port, '127.0.0.1')).toEqual({ port, preferred: true });
  });

  it('moves to the next port when the preferred one is taken', async () => {
    const taken = await occupy('127.0.0.1');
    const choice = await choosePort(taken, '127.0.0.1', (port, host) =>
      port === taken ? isPortFree(port, host) : Promise.resolve(true),
    );
    expect(choice).toEqual({ port: taken + 1, preferred: false });
  });

  it('tries the next nine ports, skips those that just failed, then lets the system pick', async () => {
    const tried: number[] = [];
    const choice = await choosePort(
      8080,
      '0.0.0.0',
      async (port) => {
        tried.push(port);
        return false;
      },
      new Set([8081]),
    );
    expect(tried).toEqual([8080, 8082, 8083, 8084, 8085, 8086, 8087, 8088, 8089]);
    expect(choice).toEqual({ port: 0, preferred: false });
    const avoided = await choosePort(8080, '0.0.0.0', async () => true, new Set([8080]));
    expect(avoided).toEqual({ port: 8081, preferred: false });
  });
});
