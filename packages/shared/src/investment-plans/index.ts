export * from './plan-schedule.ts';
export * from './plan-parts.ts';
