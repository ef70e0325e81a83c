import fs from 'node:fs';
import readline from 'node:readline';

/** One logical request of a worker, as it ended: every attempt, the final status and answer. */
export interface LoggedRequest {
  worker: number;
  seq: number;
  /** What the worker meant (`order.market`, `withdraw`, `deposit.audit`, ...). */
  op: string;
  /** The customer the request acts as or on (operators: the record's customer when known). */
  customerId: number | null;
  method: string;
  path: string;
  key: string | null;
  /** The body sent, pay password left out. */
  body: unknown;
  attempts: { status: number | null; error: string | null }[];
  /** The last answer's HTTP status; null when every attempt failed without one. */
  status: number | null;
  answer: unknown;
}

/** Appends records to a JSONL file, one line each. */
export const requestLogWriter = (file: string) => {
  const stream = fs.createWriteStream(file, { flags: 'a' });
  return {
    write: (record: LoggedRequest) => void stream.write(`${JSON.stringify(record)}\n`),
    close: () => new Promise<void>((resolve) => stream.end(resolve)),
  };
};

/** Every record of the JSONL files, in file order. */
export const readRequestLogs = async (files: string[]): Promise<LoggedRequest[]> => {
  const records: LoggedRequest[] = [];
  for (const file of files) {
    const lines = readline.createInterface({ input: fs.createReadStream(file) });
    for await (const line of lines)
      if (line.trim()) records.push(JSON.parse(line) as LoggedRequest);
  }
  return records;
};
