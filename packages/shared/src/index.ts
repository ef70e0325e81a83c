export * from './errors.ts';
export * from './enums.ts';
export * from './money.ts';
export * from './schemas/common.ts';
export * from './schemas/auth.ts';
export * from './schemas/reference.ts';
