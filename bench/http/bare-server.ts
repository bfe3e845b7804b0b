// The baseline: node:http answering the same JSON as /api/ping.
import http from 'node:http';

const body = JSON.stringify({ pong: true });
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  })
  .listen(Number(process.env.PORT ?? 5601), '127.0.0.1');
