// A first start's database, made apart from the server (createPgliteApart in client.ts): initdb and
// every migration, then the process ends and takes the WASM memory they grew with it.
import { migratedPglite } from './client';

const { client } = await migratedPglite(process.argv[2]!);
await client.close();
