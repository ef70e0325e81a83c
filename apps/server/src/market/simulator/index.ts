export { createSimulator, type Quote, type Simulator, type SimulatorOptions } from './simulator.ts';
export { generateHistory, type HistoryOptions } from './history.ts';
export { ANCHOR_DATE } from './day-sequence.ts';
