export * from './reference.ts';
export * from './customers.ts';
export * from './ledger.ts';
