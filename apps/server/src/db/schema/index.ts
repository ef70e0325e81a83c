export * from './reference.ts';
export * from './customers.ts';
export * from './ledger.ts';
export * from './files.ts';
export * from './inbox.ts';
export * from './operators.ts';
export * from './funding.ts';
export * from './market.ts';
