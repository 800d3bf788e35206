// A code block of packages/hosting/README.md, type-checked (never run). Keep it identical to the README.
 
import type { HostingClient, OndemandBackup } from '@typed-api/hosting';
declare const hosting: HostingClient, siteId: number, done: OndemandBackup;
// #region readme
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

const stream = await hosting.ondemandBackups.download(siteId, done.id!);
// The SDK returns the standard ReadableStream; Node types its own apart, hence the cast.
await pipeline(Readable.fromWeb(stream as NodeReadableStream<Uint8Array>), createWriteStream('site.sql'));
// #endregion
