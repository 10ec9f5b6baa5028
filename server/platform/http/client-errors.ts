import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Problem } from './problem';

/**
 * What Node's HTTP parser refuses before Express sees the request is answered in the contract's
 * words too: a request line or headers over the parser's limit (16 KB: a huge query string) is
 * 413 PAYLOAD_TOO_LARGE, anything else it cannot read 400 VALIDATION_FAILED — instead of Node's
 * bare 431 or 400 without a body.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // A connection already answering, reset or closed by the client gets nothing more.
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const problem =
      err.code === 'HPE_HEADER_OVERFLOW' || err.code === 'HPE_URI_TOO_LONG'
        ? new Problem('PAYLOAD_TOO_LARGE', 'The request line and headers are larger than allowed (16 KB)')
        : new Problem('VALIDATION_FAILED', 'The HTTP request cannot be read', { errors: [{ path: '(request)', message: 'Malformed HTTP request' }] });
    const body = JSON.stringify(problem.toJSON());
    socket.end(
      `HTTP/1.1 ${problem.status} ${problem.status === 413 ? 'Content Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
