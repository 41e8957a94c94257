// Stands in for a test process that dies before stopping its gateway: starts one through
// gatewayProcess on the database and folder it is given, prints "ready <gateway pid>" and waits to
// be killed.
import { gatewayProcess } from './gatewayProcess.ts';

const [databaseUrl, dataDir] = process.argv.slice(2) as [string, string];
const gateway = await gatewayProcess(databaseUrl, dataDir);
console.log(`ready ${gateway.child.pid}`);
setInterval(() => {}, 1000);
