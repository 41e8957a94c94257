// Stands in for a bench run killed outright: starts a small HTTP server through startChild, prints
// "ready <server pid>" and waits to be killed. Arguments: the server's port and its log file.
import { startChild } from './child.ts';

const [port, logFile] = process.argv.slice(2) as [string, string];
// `node -e <code> <port>`: the port is the script's first argument.
const SERVER = "require('node:http').createServer((req, res) => res.end('ok')).listen(Number(process.argv[1]), '127.0.0.1')";
const server = await startChild({
  name: 'server',
  nodeArgs: ['-e', SERVER],
  script: port,
  env: {},
  logFile,
  ready: async () => (await fetch(`http://127.0.0.1:${port}/`)).ok,
});
console.log(`ready ${server.pid}`);
setInterval(() => {}, 1000);
