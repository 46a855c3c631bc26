/** An eCMR reader pool thread (reader.ts): parses and validates imported messages. */
import { serveJobs } from '../../platform/workers/serve.ts';
import { readEcmrFile, type EcmrReading } from './parse.ts';

serveJobs<Uint8Array, EcmrReading>((bytes) => ({ answer: readEcmrFile(bytes) }));
