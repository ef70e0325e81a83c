export * from './iban.ts';
export * from './bic.ts';
export * from './evm-address.ts';
export * from './tron-address.ts';
export * from './schemas.ts';
