/**
 * A list reader thread: answers transit list pages from its own database connection(s). On
 * SQLite (synchronous) the query itself would otherwise hold up every other request; on both
 * databases building and serializing a page's transits is the larger part of a request's CPU.
 * Here that runs beside the server's event loop, on the other core.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase, openSqliteConnection, sqliteKysely } from '../../db/index.ts';
import type { ListReaderAnswer, ListReaderQuestion, ListReaderSource } from './list-reader.ts';
import { listTransits } from './service.ts';

const source = workerData as ListReaderSource;
const db =
  'databaseUrl' in source
    ? openDatabase({
        databaseUrl: source.databaseUrl,
        databasePoolMax: source.poolMax,
        sqliteFile: '',
        // The list statement is written for a generic plan (one per statement text, the
        // indexes it needs named by literals where a parameter would hide them). Left to choose,
        // PostgreSQL planned a filtered page anew for each request (2-3 ms of 5-7): its generic
        // plan's estimate of a trigram search (0.5 % of the table) looked costlier than the
        // parameters' plans. Measured in docs/decisions/0067-prepared-statements-and-plans.md.
        genericPlans: true,
      }).db
    : // Read-only: a reader can never write beside the server's connection.
      sqliteKysely(openSqliteConnection(source.sqliteFile, { readonly: true }));
const port = parentPort;

port?.on('message', (question: ListReaderQuestion) => {
  const reply = (message: ListReaderAnswer) => {
    // The page's body is handed over, not copied.
    port.postMessage(message, 'answer' in message ? [message.answer.body.buffer] : []);
  };
  listTransits(db, question.caller, question.request).then(
    (listed) => {
      reply({ id: question.id, answer: listed });
    },
    (error: unknown) => {
      reply({ id: question.id, error: error instanceof Error ? error.message : String(error) });
    },
  );
});
